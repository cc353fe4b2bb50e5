import { Chip, Stack, Typography } from '@mui/material';
import { workOrderWorkflow, workProgressWorkflow, type WorkOrderRow } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDate } from '../../shared/format';
import { heldFor } from './held-time';
import { WorkOrderActions } from './work-order-actions';
import { StatusChip } from './work-order-status-chip';

export const WORK_ORDER_TABLE_MIN_WIDTH = 900;

const WORK_TYPE_LABELS: Record<string, string> = {
  LEAFLET: '전단',
  LEAFSHEET: '낱장',
  BROCHURE: '책자',
  OSP: '기타 소량',
  SHOPBAG: '쇼핑백',
};
export const workTypeLabel = (v: string) => WORK_TYPE_LABELS[v] ?? '주문 유형 오류';

/** 납기일, marked when the job is late. */
export const DueDate = ({ row }: { row: WorkOrderRow }) => (
  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center' }}>
    <span>{formatDate(row.deliveryDate)}</span>
    {row.overdue && <Chip size="small" color="error" label="지연" />}
  </Stack>
);

export const workOrderColumns: readonly ColumnDef<WorkOrderRow>[] = [
  {
    key: 'orderNumber',
    card: 2,
    label: '주문번호',
    sortField: 'orderNumber',
    width: 120,
    render: (r) => r.orderNumber,
  },
  {
    key: 'productName',
    card: 'title',
    label: '상품명',
    sortField: 'productName',
    render: (r) => (
      <>
        {r.productName}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
          {workTypeLabel(r.workType)} · {r.buyerName}
        </Typography>
      </>
    ),
  },
  {
    key: 'status',
    card: 'status',
    label: '상태',
    width: 96,
    align: 'center',
    render: (r) =>
      r.workOrderStatus === 'WORKING' ? (
        <StatusChip workflow={workProgressWorkflow} value={r.workProgressStatus} />
      ) : (
        <StatusChip workflow={workOrderWorkflow} value={r.workOrderStatus} />
      ),
  },
  {
    key: 'department',
    card: 3,
    label: '담당 부서 · 보유 시간',
    sortField: 'heldSince',
    width: 170,
    render: (r) => (r.departmentName ? `${r.departmentName}${r.heldSince ? ` · ${heldFor(r.heldSince)}` : ''}` : '-'),
  },
  {
    key: 'deliveryDate',
    card: 1,
    label: '납기일',
    sortField: 'deliveryDate',
    width: 140,
    align: 'center',
    render: (r) => <DueDate row={r} />,
  },
  { key: 'actions', card: 'control', label: '작업', width: 200, render: (r) => <WorkOrderActions row={r} /> },
];
