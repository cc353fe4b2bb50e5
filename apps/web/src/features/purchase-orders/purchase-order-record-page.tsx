import { Stack } from '@mui/material';
import { purchaseOrderWorkflow } from '@scm/contract';
import { useParams } from 'react-router';
import { RecordPage, parseRecordId } from '../../shared/form-kit';
import { StatusChip } from '../../shared/workflow';
import { PURCHASE_ORDER_LIST_PATH, usePurchaseOrder } from './api';
import { PurchaseOrderActions } from './purchase-order-actions';
import { PurchaseOrderForm } from './purchase-order-form';

/** The detail manual; receiving, editing and deleting are told only to those who may do them. */
const helpRead = (canWrite: boolean) =>
  [
    '발주 상세 화면입니다. 내용은 읽기 전용으로 표시됩니다.',
    ...(canWrite
      ? [
          '• [입고 처리]를 누르면 확인 후 발주 수량이 재고에 더해지고 상태가 [입고완료]로 바뀝니다.',
          '• 입고 처리된 발주의 수량을 수정하면 차이만큼 재고가 조정되고, 삭제하면 입고된 수량만큼 재고가 줄어듭니다.',
          '• [수정], [삭제], [목록] 버튼은 다른 화면과 같습니다.',
        ]
      : ['• [목록]을 누르면 이전 검색 조건이 유지된 목록으로 돌아갑니다.']),
  ].join('\n');

/** READ (/:purchaseOrderId) and UPDATE (/:purchaseOrderId/edit) of one saved purchase order. */
function PurchaseOrderRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseRecordId(useParams().purchaseOrderId);
  const query = usePurchaseOrder(id);
  return (
    <RecordPage
      area="WORK"
      mode={mode}
      title={mode === 'READ' ? '발주 상세' : '발주 수정'}
      id={id}
      query={query}
      listPath={PURCHASE_ORDER_LIST_PATH}
      notFoundText="발주 정보를 불러올 수 없습니다."
      help={mode === 'READ' ? helpRead : undefined}
      actions={(order) => (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <StatusChip workflow={purchaseOrderWorkflow} value={order.status} />
          {mode === 'READ' && <PurchaseOrderActions order={order} reload={() => query.refetch()} />}
        </Stack>
      )}
      maxWidth={860}
      narrowHeader
    >
      {(order) => <PurchaseOrderForm mode={mode} order={order} />}
    </RecordPage>
  );
}

export const PurchaseOrderReadPage = () => <PurchaseOrderRecordPage mode="READ" />;
export const PurchaseOrderEditPage = () => <PurchaseOrderRecordPage mode="UPDATE" />;
