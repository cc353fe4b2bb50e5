import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  deliveryWorkflow,
  ORDER_EVENT_LABELS,
  workOrderWorkflow,
  workProgressWorkflow,
  type WorkOrderDetail,
  type WorkProgress,
} from '@scm/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { parseRecordId, RecordPage } from '../../shared/form-kit';
import { formatDateTime } from '../../shared/format';
import { ListTable, useListNavigation, type ColumnDef } from '../../shared/list-kit';
import { useWorkOrder, WORK_ORDER_LIST_PATH } from './api';
import { formatMinutes } from './held-time';
import { WorkOrderActions } from './work-order-actions';
import { DueDate, workTypeLabel } from './work-order-columns';
import { StatusChip } from './work-order-status-chip';

const progressColumns: readonly ColumnDef<WorkProgress>[] = [
  { key: 'department', card: 'title', label: '부서', render: (p) => p.departmentName },
  {
    key: 'status',
    card: 'status',
    label: '상태',
    width: 90,
    align: 'center',
    render: (p) => <StatusChip workflow={workProgressWorkflow} value={p.status} />,
  },
  { key: 'employee', card: 3, label: '작업자', width: 110, render: (p) => p.employeeName ?? '-' },
  { key: 'received', card: 1, label: '접수', width: 160, render: (p) => formatDateTime(p.receivedAt) },
  { key: 'started', label: '시작', width: 160, render: (p) => formatDateTime(p.startedAt) || '-' },
  { key: 'finished', label: '완료', width: 160, render: (p) => formatDateTime(p.finishedAt) || '-' },
  { key: 'held', card: 2, label: '보유 시간', width: 110, render: (p) => formatMinutes(p.heldMinutes) },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: { xs: '100%', sm: 220 }, flex: '1 1 220px' }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children || '-'}</Typography>
    </Box>
  );
}

function WorkOrderView({ job }: { job: WorkOrderDetail }) {
  const nav = useListNavigation(WORK_ORDER_LIST_PATH);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          <Fact label="주문번호">{job.orderNumber}</Fact>
          <Fact label="상품명">{job.productName}</Fact>
          <Fact label="작업 유형">{workTypeLabel(job.workType)}</Fact>
          <Fact label="주문처">{job.buyerName}</Fact>
          <Fact label="담당 부서">{job.departmentName}</Fact>
          <Fact label="납기일">
            <Box sx={{ display: 'inline-flex' }}>
              <DueDate row={job} />
            </Box>
          </Fact>
          <Fact label="접수일시">{formatDateTime(job.receiptDatetime)}</Fact>
          <Fact label="완료일시">{formatDateTime(job.completeDatetime)}</Fact>
          <Fact label="받는 분">{[job.receiver, job.receiverTel].filter(Boolean).join(' · ')}</Fact>
          <Fact label="주소">{job.address}</Fact>
          <Fact label="배송">
            {job.delivery ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <StatusChip workflow={deliveryWorkflow} value={job.delivery.status} />
                <span>{[job.delivery.deliveryCompanyCode, job.delivery.invoice].filter(Boolean).join(' ')}</span>
              </Stack>
            ) : (
              '인쇄 완료 후 배송이 준비됩니다.'
            )}
          </Fact>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
          <WorkOrderActions row={job} />
          <Button variant="outlined" color="inherit" size="small" onClick={() => nav.toList()}>
            목록
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          공정 이력
        </Typography>
        <ListTable
          aria-label="공정 이력"
          columns={progressColumns}
          rows={job.progresses}
          getRowKey={(p) => p.id}
          minWidth={900}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          주문 이력
        </Typography>
        {job.orderEvents.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            기록된 이력이 없습니다.
          </Typography>
        )}
        <Stack component="ol" spacing={0.75} sx={{ m: 0, pl: 2.5 }}>
          {job.orderEvents.map((e) => (
            <li key={e.id}>
              <Typography variant="body2">
                <b>{ORDER_EVENT_LABELS[e.kind]}</b> · {formatDateTime(e.at)} · {e.actorName}
                {e.departmentName && ` (${e.departmentName})`}
                {e.detail && ` — ${e.detail}`}
              </Typography>
            </li>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /admin/wk/work_order/:workOrderId — the job, its teams' turns and the order's history. */
export function WorkOrderDetailPage() {
  const id = parseRecordId(useParams().workOrderId);
  const query = useWorkOrder(id);
  return (
    <RecordPage
      mode="READ"
      area="WORK"
      title="작업지시 상세"
      id={id}
      query={query}
      listPath={WORK_ORDER_LIST_PATH}
      notFoundText="작업지시를 불러올 수 없습니다."
      maxWidth={1100}
      actions={(job) => <StatusChip workflow={workOrderWorkflow} value={job.workOrderStatus} />}
    >
      {(job) => <WorkOrderView job={job} />}
    </RecordPage>
  );
}
