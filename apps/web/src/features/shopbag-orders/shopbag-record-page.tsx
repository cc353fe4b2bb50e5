import { Stack } from '@mui/material';
import { shopbagOrderMessages } from '@scm/contract';
import { useParams } from 'react-router';
import { RecordPage, parseRecordId } from '../../shared/form-kit';
import { CancelledChip, CancelOrderButton, DeliveryStatus, useFailedReadBack, WorkStatus } from '../orders/public';
import { SHOPBAG_LIST_PATH, useCancelShopbagOrder, useShopbagOrder } from './api';
import { DesignSection } from './design-section';
import { ShopbagForm } from './shopbag-form';
import { ShopbagTypeChip } from './shopbag-type-chip';

const helpRead = (canWrite: boolean) =>
  [
    '쇼핑백 주문 상세 화면입니다. 주문 내용은 읽기 전용으로 표시됩니다.',
    '• 아래 [디자인]에서 위치마다 광고주, 시안, 비고를 정합니다. 진행률은 시안까지 등록된 위치의 비율입니다.',
    ...(canWrite
      ? [
          '• 광고주를 고른 뒤 시안을 첨부하고 [저장]을 누르세요. 광고주마다 입금 내역이 함께 만들어집니다.',
          '• 디자인을 삭제하면 그 위치의 광고주, 시안, 비고와 입금 내역이 모두 삭제됩니다.',
          '• 시안이 등록된 뒤에는 쇼핑백 유형을 바꿀 수 없습니다.',
          '• 작업이 시작된 뒤에는 납기일, 배포처와 비고만 수정할 수 있습니다.',
        ]
      : []),
  ].join('\n');

function ShopbagRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseRecordId(useParams().shopbag_order_id);
  const query = useShopbagOrder(id);
  const cancel = useCancelShopbagOrder();
  useFailedReadBack(query.error, shopbagOrderMessages.notFound, SHOPBAG_LIST_PATH);
  return (
    <RecordPage
      area="ORDER"
      mode={mode}
      title={mode === 'READ' ? '쇼핑백 주문 상세' : '쇼핑백 주문 수정'}
      id={id}
      query={query}
      listPath={SHOPBAG_LIST_PATH}
      notFoundText="쇼핑백 주문 정보를 불러올 수 없습니다."
      help={mode === 'READ' ? helpRead : undefined}
      actions={(order) => (
        <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ShopbagTypeChip type={order.shopbagType} />
          {order.cancellation ? (
            <CancelledChip />
          ) : (
            <WorkStatus status={order.workOrderStatus} departmentName={order.departmentName} />
          )}
          {order.deliveryStatus && <DeliveryStatus status={order.deliveryStatus} />}
          {mode === 'READ' && <CancelOrderButton order={order} cancelWith={cancel.mutateAsync} />}
        </Stack>
      )}
      maxWidth={960}
      narrowHeader
    >
      {(order) => (
        <>
          <ShopbagForm mode={mode} order={order} />
          {mode === 'READ' && <DesignSection order={order} />}
        </>
      )}
    </RecordPage>
  );
}

export const ShopbagReadPage = () => <ShopbagRecordPage mode="READ" />;
export const ShopbagEditPage = () => <ShopbagRecordPage mode="UPDATE" />;
