import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Chip, Link, Stack, Typography } from '@mui/material';
import {
  amountWithUnit,
  remakeMessages,
  withCommas,
  WORK_ORDER_KIND_LABELS,
  workOrderWorkflow,
  type RelatedWorkOrder,
  type WorkOrderDetail,
  type WorkOrderKind,
  type WorkOrderPaper,
} from '@scm/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { formatDateTime } from '../../shared/format';
import { ListTable, type ColumnDef } from '../../shared/list-kit';
import { alertConflict, StatusChip } from '../../shared/workflow';
import { useDeleteRemake, workOrderPath } from './api';
import { RemakeDialog, type RemakeDraft } from './remake-dialog';

const kindLabel = (kind: string) => WORK_ORDER_KIND_LABELS[kind as WorkOrderKind] ?? kind;

const paperColumns: readonly ColumnDef<WorkOrderPaper>[] = [
  { key: 'item', card: 'title', label: '용지', render: (p) => p.itemName },
  {
    key: 'amount',
    card: 1,
    label: '사용',
    width: 120,
    align: 'right',
    render: (p) => amountWithUnit(p.amount, p.itemUnit),
  },
  {
    key: 'wrong',
    card: 2,
    label: '파지',
    width: 120,
    align: 'right',
    render: (p) => amountWithUnit(p.wrongAmount, p.itemUnit),
  },
];

/** The paper this job uses and spoils (released from stock at its printing complete), with the totals. */
export function PaperTable({ job }: { job: WorkOrderDetail }) {
  if (job.usePaperList.length === 0) return <Typography color="text.secondary">등록된 용지가 없습니다.</Typography>;
  return (
    <Stack spacing={1}>
      <ListTable
        aria-label="용지"
        columns={paperColumns}
        rows={job.usePaperList}
        getRowKey={(p) => `${p.rawItemId}-${p.amount}-${p.wrongAmount}`}
        minWidth={480}
      />
      <Typography variant="body2" sx={{ textAlign: 'right' }}>
        {`합계 사용 ${withCommas(job.rawItemPrintAmount)} · 파지 ${withCommas(job.rawItemMisprintAmount)}`}
      </Typography>
    </Stack>
  );
}

const jobColumns = (currentId: number): readonly ColumnDef<RelatedWorkOrder>[] => [
  {
    key: 'kind',
    card: 'title',
    label: '구분',
    width: 150,
    render: (j) =>
      j.id === currentId ? (
        <strong>{`${kindLabel(j.kind)} (이 작업)`}</strong>
      ) : (
        <Link component={RouterLink} to={workOrderPath(j.id)}>
          {`${kindLabel(j.kind)} #${j.id}`}
        </Link>
      ),
  },
  {
    key: 'reason',
    card: 3,
    label: '사유 · 검수',
    render: (j) => [j.reason, j.inspectionName ? `검수: ${j.inspectionName}` : ''].filter(Boolean).join(' · ') || '-',
  },
  { key: 'amount', card: 1, label: '수량', width: 100, align: 'right', render: (j) => withCommas(j.amount) },
  { key: 'receipt', card: 2, label: '접수', width: 150, render: (j) => formatDateTime(j.receiptDatetime) },
  {
    key: 'status',
    card: 'status',
    label: '상태',
    width: 100,
    render: (j) => <StatusChip workflow={workOrderWorkflow} value={j.status} />,
  },
];

/** The order's jobs: the original and every remake, each a link to its own detail. */
export function OrderJobsTable({ job }: { job: WorkOrderDetail }) {
  return (
    <ListTable
      aria-label="원작업 · 재작업"
      columns={jobColumns(job.id)}
      rows={job.workOrders}
      getRowKey={(j) => j.id}
      minWidth={640}
    />
  );
}

const draftOf = (job: WorkOrderDetail, editing: boolean): RemakeDraft => ({
  id: editing ? job.id : undefined,
  order: { id: job.orderId, orderNumber: job.orderNumber, productName: job.productName },
  inspectionId: editing ? job.inspectionId : null,
  reason: editing ? job.reason : '',
  amount: editing ? job.amount : null,
  paper: editing ? job.usePaperList : [],
});

/**
 * The detail's remake buttons, for WORK writers: 재작업 지시 on the order's current job once printed; 재작업 수정 and
 * 재작업 삭제 on a remake no team has started.
 */
export function RemakeActions({ job, onDeleted }: { job: WorkOrderDetail; onDeleted: () => void }) {
  const canWrite = useCanWrite('WORK');
  const fb = useFeedback();
  const remove = useDeleteRemake();
  const [draft, setDraft] = useState<RemakeDraft | null>(null);
  const current = job.workOrders.find((j) => j.id === job.id)?.current ?? false;
  if (!canWrite) return null;
  const openRemake = current && job.workOrderStatus === 'COMPLETE';
  const editable = job.kind === 'REMAKE' && job.workOrderStatus === 'RECEIPT';

  const del = async () => {
    if (!(await fb.confirm(remakeMessages.deleteConfirm, { title: '재작업 삭제', confirmLabel: '삭제' }))) return;
    try {
      const { message } = await remove.mutateAsync(job.id);
      fb.snackbar('success', message);
      onDeleted();
    } catch (error) {
      if (!alertConflict(fb, error)) reportError(fb, error, '재작업 삭제에 실패했습니다.');
    }
  };

  return (
    <>
      {openRemake && (
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<ReplayIcon />}
          onClick={() => setDraft(draftOf(job, false))}
        >
          재작업 지시
        </Button>
      )}
      {editable && (
        <>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDraft(draftOf(job, true))}>
            재작업 수정
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={remove.isPending}
            onClick={() => void del()}
          >
            재작업 삭제
          </Button>
        </>
      )}
      {draft && <RemakeDialog draft={draft} onClose={() => setDraft(null)} />}
    </>
  );
}

/** A remake's chip and reason beside the job's facts. */
export const RemakeKindChip = ({ kind }: { kind: string }) =>
  kind === 'REMAKE' ? <Chip label={kindLabel(kind)} color="secondary" size="small" variant="outlined" /> : null;
