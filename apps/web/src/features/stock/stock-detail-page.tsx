import { useState } from 'react';
import { useParams } from 'react-router';
import { RecordPage, parseRecordId } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/page-kit';
import { STOCK_LIST_PATH, useStock } from './api';
import type { AdjustDirection } from './adjust-math';
import { StockAdjustDialog } from './stock-adjust-dialog';
import { StockHistoryTable } from './stock-history-table';
import { StockSummary } from './stock-summary';

/** The detail manual; the adjustments are told only to those who may make them. */
const help = (canWrite: boolean) =>
  [
    '재고 상세 화면입니다.',
    ...(canWrite
      ? [
          '• [입고 조정]은 재고를 늘리고, [출고 조정]은 재고를 줄입니다. 조정 수량을 입력하거나 조정 후 재고를 입력하면 나머지 값이 계산됩니다.',
          '• 현재 재고보다 많이 출고할 수는 없습니다.',
        ]
      : []),
    '• 아래 재고 변동 이력에 발주 입고, 생산 출고, 조정 등 모든 변동이 최신순으로 표시됩니다.',
    '• [목록]을 누르면 이전 검색 조건이 유지된 목록으로 돌아갑니다.',
  ].join('\n');

/** /admin/pr/stock/:stockId */
export function StockDetailPage() {
  const id = parseRecordId(useParams().stockId);
  const nav = useListNavigation(STOCK_LIST_PATH);
  const [adjusting, setAdjusting] = useState<AdjustDirection | null>(null);
  return (
    <RecordPage
      area="PROCESS"
      mode="READ"
      title="재고 상세"
      id={id}
      query={useStock(id)}
      listPath={STOCK_LIST_PATH}
      notFoundText="재고 정보를 불러올 수 없습니다."
      help={help}
      maxWidth={1080}
    >
      {(stock) => (
        <>
          <StockSummary stock={stock} onAdjust={setAdjusting} onList={() => nav.toList()} />
          <StockHistoryTable stockId={stock.id} />
          {adjusting && <StockAdjustDialog stock={stock} direction={adjusting} onClose={() => setAdjusting(null)} />}
        </>
      )}
    </RecordPage>
  );
}
