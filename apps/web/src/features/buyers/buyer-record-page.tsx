import { useParams } from 'react-router';
import { RecordPage, parseRecordId } from '../../shared/form-kit';
import { BUYER_LIST_PATH, useBuyer } from './api';
import { BuyerForm } from './buyer-form';
import { BuyerOrders } from './buyer-orders';
import { CustomerPasswordResetButton } from './customer-password-reset';

const FORM_WIDTH = 860;

/** READ (/:buyerId) and UPDATE (/:buyerId/edit) of one client company. */
function BuyerRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseRecordId(useParams().buyerId);
  return (
    <RecordPage
      area="PARTNER"
      mode={mode}
      title={mode === 'READ' ? '고객사 상세' : '고객사 수정'}
      id={id}
      query={useBuyer(id)}
      listPath={BUYER_LIST_PATH}
      notFoundText="고객사 정보를 불러올 수 없습니다."
      actions={mode === 'READ' ? (buyer) => <CustomerPasswordResetButton buyer={buyer} /> : undefined}
      maxWidth={FORM_WIDTH}
      narrowHeader
    >
      {(buyer) => (
        <>
          <BuyerForm mode={mode} buyer={buyer} />
          {mode === 'READ' && <BuyerOrders buyerId={buyer.id} buyerName={buyer.name} maxWidth={FORM_WIDTH} />}
        </>
      )}
    </RecordPage>
  );
}

export const BuyerReadPage = () => <BuyerRecordPage mode="READ" />;
export const BuyerEditPage = () => <BuyerRecordPage mode="UPDATE" />;
