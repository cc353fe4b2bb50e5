import { Typography } from '@mui/material';
import { ORDER_EVENT_LABELS, workProgressWorkflow, type OrderEvent, type WorkProgress } from '@scm/contract';
import { formatDuration } from '../../shared/duration';
import { formatDateTime } from '../../shared/format';
import { ListTable, type ColumnDef } from '../../shared/list-kit';
import { StatusChip } from '../../shared/workflow';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

const progressColumns: readonly ColumnDef<WorkProgress>[] = [
  {
    key: 'department',
    card: 'title',
    label: '부서 · 설비',
    width: 170,
    // The machine and its count under the team, so the phone's card shows them too and the table needs no
    // sideways scroll at 1280 px (a column of its own did).
    render: (p) => (
      <>
        {p.departmentName}
        {p.facilityName !== null && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="span"
            sx={{ display: 'block', whiteSpace: 'normal', fontWeight: 400 }}
          >
            {p.facilityName} · 생산{' '}
            {p.producedQuantity === null ? '-' : `${p.producedQuantity.toLocaleString('ko-KR')}개`}
          </Typography>
        )}
      </>
    ),
  },
  {
    key: 'employee',
    card: 3,
    label: '담당자',
    width: 110,
    render: (p) => p.employeeName ?? (p.requestedByName ? `${p.requestedByName} 요청` : '-'),
  },
  { key: 'receivedAt', card: 1, label: '접수', width: 150, render: (p) => when(p.receivedAt) },
  { key: 'startedAt', label: '시작', width: 150, render: (p) => when(p.startedAt) },
  { key: 'finishedAt', label: '완료', width: 150, render: (p) => when(p.finishedAt) },
  { key: 'held', card: 2, label: '소요 시간', width: 110, render: (p) => formatDuration(p.heldMinutes) },
  {
    key: 'status',
    card: 'status',
    label: '상태',
    width: 90,
    align: 'center',
    render: (p) => <StatusChip workflow={workProgressWorkflow} value={p.status} />,
  },
];

/** Where the job has been: each team's turn, in order, with how long the team held it. */
export function ProgressHistoryTable({ progresses }: { progresses: readonly WorkProgress[] }) {
  return (
    <ListTable
      aria-label="공정 이력"
      columns={progressColumns}
      rows={progresses}
      getRowKey={(p) => p.id}
      minWidth={930}
    />
  );
}

const eventColumns: readonly ColumnDef<OrderEvent>[] = [
  { key: 'at', card: 1, label: '일시', width: 150, render: (e) => formatDateTime(e.at) },
  { key: 'kind', card: 'title', label: '내용', width: 120, render: (e) => ORDER_EVENT_LABELS[e.kind] },
  {
    key: 'actor',
    card: 2,
    label: '처리자',
    width: 160,
    render: (e) => [e.actorName, e.departmentName].filter(Boolean).join(' · ') || '-',
  },
  {
    key: 'detail',
    card: 3,
    label: '비고',
    render: (e) => (
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'normal' }}>
        {e.detail}
      </Typography>
    ),
  },
];

/** The order's history (received, passed on, printed, shipped…), oldest first as the server gives it. */
export function OrderEventsTable({ events }: { events: readonly OrderEvent[] }) {
  return (
    <ListTable aria-label="주문 이력" columns={eventColumns} rows={events} getRowKey={(e) => e.id} minWidth={640} />
  );
}
