import {
  workTypeLabel,
  type DrillDefectRow,
  type DrillDeliveryRow,
  type DrillInventoryRow,
  type DrillOrderRow,
  type DrillProductionRow,
} from '@scm/contract';
import { Typography } from '@mui/material';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDate, formatDateTime, formatNumber } from '../../shared/format';
import { NO_VALUE } from './dashboard-format';

export type DrillKind = 'order' | 'production' | 'defect' | 'inventory' | 'delivery';

interface Drill<T> {
  title: string;
  columns: ColumnDef<T>[];
  key: (row: T) => number;
  /** Where a row opens, when it is a record with its own page. */
  path?: (row: T) => string;
}

const n = (v: number) => formatNumber(v);

const order: Drill<DrillOrderRow> = {
  title: '주문 — 접수된 주문',
  key: (r) => r.id,
  path: (r) => (r.workType === 'SHOPBAG' ? `/admin/od/shopbag_order/${r.id}` : `/admin/od/order/${r.id}`),
  columns: [
    { key: 'orderNumber', label: '주문번호', render: (r) => r.orderNumber, card: 1 },
    { key: 'productName', label: '주문명', render: (r) => r.productName, card: 'title' },
    { key: 'workType', label: '유형', render: (r) => workTypeLabel(r.workType) },
    { key: 'buyerName', label: '고객', render: (r) => r.buyerName || NO_VALUE, card: 2 },
    { key: 'amount', label: '수량', align: 'right', render: (r) => n(r.amount) },
    { key: 'receiptDatetime', label: '접수일시', render: (r) => formatDateTime(r.receiptDatetime), card: 3 },
  ],
};

const production: Drill<DrillProductionRow> = {
  title: '시간당 생산량 — 인쇄 완료된 작업',
  key: (r) => r.workOrderId,
  path: (r) => `/admin/wk/work_order/${r.workOrderId}`,
  columns: [
    { key: 'orderNumber', label: '주문번호', render: (r) => r.orderNumber, card: 1 },
    { key: 'productName', label: '주문명', render: (r) => r.productName, card: 'title' },
    { key: 'amount', label: '주문 수량', align: 'right', render: (r) => n(r.amount) },
    {
      key: 'produced',
      label: '생산 수량',
      align: 'right',
      // What the KPI counts: the machine's count when a turn had a machine, else the ordered quantity.
      render: (r) => (r.machineCount === null ? n(r.amount) : `${n(r.machineCount)} (설비)`),
      card: 2,
    },
    {
      key: 'workHours',
      label: '측정 시간',
      align: 'right',
      width: 200,
      // The hours the rate counts, and under them the turns left out and why (issue 30 §7).
      render: (r) => (
        <>
          <span title={`작업 시작~완료 기준 ${n(r.clockHours)}시간`}>
            {r.counted ? `${n(r.workHours)}시간` : '제외'}
          </span>
          {r.exclusionNote && (
            <Typography
              variant="caption"
              component="div"
              color={r.counted ? 'text.secondary' : 'warning.main'}
              sx={{ whiteSpace: 'normal' }}
            >
              {r.exclusionNote}
            </Typography>
          )}
        </>
      ),
      card: 3,
    },
    {
      key: 'completeDatetime',
      label: '완료일시',
      width: 150,
      render: (r) => formatDateTime(r.completeDatetime),
    },
  ],
};

const defect: Drill<DrillDefectRow> = {
  title: '완제품 불량률 — 완료된 검수',
  key: (r) => r.id,
  path: (r) => `/admin/wk/inspection/${r.id}`,
  columns: [
    { key: 'name', label: '검수명', render: (r) => r.name, card: 'title' },
    { key: 'worker', label: '작업자', render: (r) => r.worker },
    { key: 'endDate', label: '종료일', render: (r) => formatDate(r.endDate), card: 3 },
    { key: 'inspectionQuantity', label: '검수 수량', align: 'right', render: (r) => n(r.inspectionQuantity) },
    { key: 'defectQuantity', label: '불량 수량', align: 'right', render: (r) => n(r.defectQuantity), card: 1 },
    {
      key: 'defectRatio',
      label: '불량률',
      align: 'right',
      render: (r) => (r.defectRatio === null ? NO_VALUE : `${n(r.defectRatio)}%`),
      card: 2,
    },
  ],
};

const inventory: Drill<DrillInventoryRow> = {
  title: '재고 비용 — 품목별 재고 금액',
  key: (r) => r.stockId,
  path: (r) => `/admin/pr/stock/${r.stockId}`,
  columns: [
    { key: 'itemCode', label: '품목 코드', render: (r) => r.itemCode },
    { key: 'itemName', label: '품목명', render: (r) => r.itemName, card: 'title' },
    { key: 'amount', label: '재고', align: 'right', render: (r) => `${n(r.amount)} ${r.itemUnit}`.trim(), card: 1 },
    { key: 'itemPrice', label: '단가', align: 'right', render: (r) => `${n(r.itemPrice)}원`, card: 2 },
    { key: 'value', label: '재고 금액', align: 'right', render: (r) => `${n(r.value)}원`, card: 3 },
  ],
};

const delivery: Drill<DrillDeliveryRow> = {
  title: '납기 — 배송 완료',
  key: (r) => r.id,
  path: (r) => `/admin/od/order/${r.orderId}`,
  columns: [
    { key: 'orderNumber', label: '주문번호', render: (r) => r.orderNumber, card: 1 },
    { key: 'productName', label: '주문명', render: (r) => r.productName, card: 'title' },
    { key: 'receiptDatetime', label: '접수일시', render: (r) => formatDateTime(r.receiptDatetime) },
    {
      key: 'deliveryEndDatetime',
      label: '배송완료일시',
      render: (r) => formatDateTime(r.deliveryEndDatetime),
      card: 3,
    },
    { key: 'leadTimeHours', label: '납기', align: 'right', render: (r) => `${n(r.leadTimeHours)}시간`, card: 2 },
  ],
};

export const DRILLS = { order, production, defect, inventory, delivery } as const;
