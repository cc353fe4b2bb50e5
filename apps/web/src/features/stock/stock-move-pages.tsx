import { RECEIVING_DATE_FILTERS, RELEASING_DATE_FILTERS } from '@scm/contract';
import { useReceivingHistory, useReleasingHistory } from './api';
import { receivingColumns, releasingColumns } from './stock-move-columns';
import { StockMoveList } from './stock-move-list';

/** /admin/pr/receiving_history */
export function ReceivingHistoryPage() {
  return (
    <StockMoveList
      title="입고 내역"
      help="발주 입고, 생산 입고, 조정 입고 등 재고가 들어온 모든 기록입니다. 기본 기간은 1년 전부터 오늘까지이며, 행을 누르면 해당 품목의 재고 상세로 이동합니다."
      paged={useReceivingHistory()}
      columns={receivingColumns}
      dateFields={RECEIVING_DATE_FILTERS}
    />
  );
}

/** /admin/pr/releasing_history */
export function ReleasingHistoryPage() {
  return (
    <StockMoveList
      title="출고 내역"
      help="생산 출고, 출하 지시, 조정 출고 등 재고가 나간 모든 기록과 출고 사유입니다. 기본 기간은 1년 전부터 오늘까지이며, 행을 누르면 해당 품목의 재고 상세로 이동합니다."
      paged={useReleasingHistory()}
      columns={releasingColumns}
      dateFields={RELEASING_DATE_FILTERS}
    />
  );
}
