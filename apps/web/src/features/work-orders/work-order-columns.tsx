import { Chip, Stack, Typography } from '@mui/material';
import {
  WORK_ORDER_KIND_LABELS,
  withCommas,
  workOrderWorkflow,
  workProgressWorkflow,
  workStepMessages,
  workTypeLabel,
  type WorkOrderRow,
} from '@scm/contract';
import { minutesSince, formatDuration } from '../../shared/duration';
import { formatDate } from '../../shared/format';
import type { ColumnDef } from '../../shared/list-kit';
import { StatusChip } from '../../shared/workflow';

export const WORK_ORDER_TABLE_MIN_WIDTH = 940;
export const OVERDUE_LABEL = '납기 지남';

/** The team holding the job and for how long, e.g. '인쇄팀 · 2일 3시간'; '-' before any team has it. */
export const heldBy = (row: Pick<WorkOrderRow, 'departmentName' | 'heldSince'>, now = new Date()): string =>
  row.departmentName && row.heldSince
    ? `${row.departmentName} · ${formatDuration(minutesSince(row.heldSince, now))}`
    : '-';

export function DueDate({ row }: { row: Pick<WorkOrderRow, 'deliveryDate' | 'overdue'> }) {
  if (!row.deliveryDate) return <>-</>;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', display: 'inline-flex' }}>
      <span>{formatDate(row.deliveryDate)}</span>
      {row.overdue && <Chip label={OVERDUE_LABEL} color="error" size="small" />}
    </Stack>
  );
}

/** A chip whose words wrap in a narrow column rather than end in '…' (a team's name and what it does). */
export const WRAPPING_CHIP = {
  height: 'auto',
  py: 0.25,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;

/**
 * The job's state, and the holding team's turn while it is in work when that says more (접수: the team has not
 * started it yet); a second 작업중 beside the first would say nothing. The chips wrap in a narrow column.
 */
export function WorkOrderChips({
  row,
}: {
  row: Pick<WorkOrderRow, 'workOrderStatus' | 'workProgressStatus' | 'printedAt' | 'departmentName'>;
}) {
  const turn = row.workOrderStatus === 'WORKING' ? row.workProgressStatus : null;
  // A printed job in work is with a finishing team: '인쇄 완료 · 후가공팀 작업 중' (or 작업 대기 until it starts).
  if (turn !== null && row.printedAt !== null)
    return (
      <Chip
        label={workStepMessages.printedWith(row.departmentName ?? '', turn === 'WORKING')}
        color="success"
        size="small"
        sx={WRAPPING_CHIP}
      />
    );
  return (
    <Stack direction="row" useFlexGap sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      <StatusChip workflow={workOrderWorkflow} value={row.workOrderStatus} />
      {turn && workProgressWorkflow.label(turn) !== workOrderWorkflow.label(row.workOrderStatus) && (
        <StatusChip workflow={workProgressWorkflow} value={turn} />
      )}
    </Stack>
  );
}

/** A remake (재작업) job, before its product name. */
export const RemakeChip = () => (
  <Chip label={WORK_ORDER_KIND_LABELS.REMAKE} color="secondary" size="small" variant="outlined" sx={{ mr: 0.75 }} />
);

/** Both tabs' columns; `actions` renders a row's move buttons (kept off the row's click). */
export const workOrderColumns = (
  actions: (row: WorkOrderRow) => React.ReactNode,
): readonly ColumnDef<WorkOrderRow>[] => [
  {
    key: 'orderNumber',
    label: '주문번호',
    sortField: 'orderNumber',
    width: 108,
    render: (r) => r.orderNumber,
  },
  {
    key: 'productName',
    card: 'title',
    label: '상품명',
    sortField: 'productName',
    // The whole product and customer name, wrapping: a cut name hid which job it was.
    wrap: true,
    render: (r) => (
      <>
        {r.kind === 'REMAKE' && <RemakeChip />}
        {r.productName}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
          {r.buyerName}
        </Typography>
      </>
    ),
  },
  { key: 'workType', label: '작업 유형', width: 84, render: (r) => workTypeLabel(r.workType) },
  // The press works from the quantity: on the row and first on a phone's card.
  // Wide enough for five digits with their comma ('12,000'): a cut quantity is no use at the press.
  { key: 'amount', card: 1, label: '수량', width: 84, align: 'right', render: (r) => withCommas(r.amount) },
  {
    key: 'heldBy',
    card: 2,
    label: '담당 팀 · 보유 시간',
    sortField: 'heldSince',
    width: 130,
    render: (r) => heldBy(r),
  },
  {
    key: 'deliveryDate',
    card: 3,
    label: '납기일',
    sortField: 'deliveryDate',
    // The date and its 납기 지남 chip side by side.
    width: 186,
    render: (r) => <DueDate row={r} />,
  },
  { key: 'status', card: 'status', label: '상태', width: 92, render: (r) => <WorkOrderChips row={r} /> },
  { key: 'actions', card: 'control', label: '작업', width: 150, render: (r) => actions(r) },
];
