import { useParams } from 'react-router';
import { RecordPage, parseRecordId } from '../../shared/form-kit';
import { SELLER_LIST_PATH, useSeller } from './api';
import { SellerForm } from './seller-form';

/** READ (/:sellerId) and UPDATE (/:sellerId/edit) of one saved seller. */
function SellerRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseRecordId(useParams().sellerId);
  return (
    <RecordPage
      area="PARTNER"
      mode={mode}
      title={mode === 'READ' ? '매입처 상세' : '매입처 수정'}
      id={id}
      query={useSeller(id)}
      listPath={SELLER_LIST_PATH}
      notFoundText="매입처 정보를 불러올 수 없습니다."
      maxWidth={860}
    >
      {(seller) => <SellerForm mode={mode} seller={seller} />}
    </RecordPage>
  );
}

export const SellerReadPage = () => <SellerRecordPage mode="READ" />;
export const SellerEditPage = () => <SellerRecordPage mode="UPDATE" />;
