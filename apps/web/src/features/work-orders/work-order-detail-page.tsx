import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import OpenInNewIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { deliveryWorkflow, withCommas, workTypeLabel, type WorkOrderDetail } from '@scm/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAuthorities, useCanWrite } from '../../shared/access';
import { ApiError } from '../../shared/api/client';
import { TrackingDialog } from '../../shared/delivery-tracking';
import { useFeedback } from '../../shared/feedback';
import { FormSkeleton, parseRecordId } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { formatDateTime } from '../../shared/format';
import { useListNavigation } from '../../shared/page-kit';
import { StatusChip } from '../../shared/workflow';
import { useSignedInEmployee, useWorkOrder, WORK_ORDER_LIST_PATH, workOrderPath } from './api';
import { stepAccess } from './step-access';
import { MachineBinding } from './machine-binding';
import { OrderInspections } from '../inspections';
import { WorkOrderActions } from './work-order-actions';
import { DueDate, heldBy, WorkOrderChips } from './work-order-columns';
import { OrderEventsTable, ProgressHistoryTable } from './work-order-history-tables';
import { OrderJobsTable, PaperTable, RemakeActions, RemakeKindChip } from './work-order-remakes';
import { WorkOrderSpecCard } from './work-order-spec-card';
import { ProofWaitingBanner } from '../../shared/proofs';

const TITLE = '작업지시 상세';
const NOT_FOUND = '작업지시 정보를 불러올 수 없습니다.';

const help = (canWrite: boolean) =>
  [
    '작업지시 상세 화면입니다. 작업의 현재 상태와 지금까지 맡았던 팀, 각 팀의 소요 시간을 보여줍니다.',
    ...(canWrite
      ? [
          '• 상단의 [작업 시작], [다음 팀 요청], [인쇄 완료]로 작업을 진행합니다. 팀이 맡은 공정은 그 팀과 작업 총괄 권한이 있는 사람만 처리할 수 있고, 다른 팀에는 "후가공팀 작업 대기"처럼 누가 맡았는지만 보입니다.',
          '• [인쇄 완료]에서 "후가공 팀으로 넘기기"를 고르면 용지는 그때 출고되고, 후가공 팀의 [후가공팀 완료 · 출고 준비]로 배송이 준비됩니다.',
        ]
      : []),
    '• [설비 연동]에서 지금 공정의 설비를 고르면, 작업 시작부터 그 설비가 센 수량이 생산 수량으로 실시간 표시되고 다음 팀 요청 · 인쇄 완료 때 기록됩니다.',
    '• [작업 사양]에 용지와 수량, 도수, 절수, 후가공, 제본, 납기일, 비고와 시안 파일(눌러 내려받기)이 있습니다.',
    '• [주문 보기]는 이 작업의 주문 상세로 이동합니다. 이 주문을 검수한 기록이 있으면 [검수]에 불량 수량과 함께 보입니다.',
    ...(canWrite
      ? [
          '• 인쇄가 끝난 작업에 불량이나 재인쇄가 필요하면 [재작업 지시]로 같은 주문의 재작업을 엽니다. 재작업은 자기 용지를 인쇄 완료 때 출고하며, 시작 전에는 [재작업 수정]·[재작업 삭제]를 할 수 있습니다.',
        ]
      : []),
  ].join('\n');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children || '-'}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const factGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } } as const;
/** The job's facts in half the page, beside its spec. */
const halfGrid = { display: 'grid', columnGap: 2, rowGap: 1.5, gridTemplateColumns: '1fr 1fr' } as const;

function WorkOrderBody({ job, canWrite }: { job: WorkOrderDetail; canWrite: boolean }) {
  const [tracking, setTracking] = useState(false);
  const authorities = useAuthorities();
  const me = useSignedInEmployee();
  const shipment = job.delivery;
  return (
    <Stack spacing={2}>
      {/* 시안 승인 대기: the printing step waits for the customer's approval (issue 35). */}
      <ProofWaitingBanner orderId={job.orderId} />
      {/* The job beside the spec the team works from (stacked on a phone). */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Section title="작업 정보">
          <Box sx={halfGrid}>
            <Fact label="주문번호">{job.orderNumber}</Fact>
            <Fact label="상품명">{job.productName}</Fact>
            <Fact label="고객사">{job.buyerName}</Fact>
            <Fact label="작업 유형">{workTypeLabel(job.workType)}</Fact>
            <Fact label="납기일">
              <DueDate row={job} />
            </Fact>
            <Fact label="상태">
              <WorkOrderChips row={job} />
            </Fact>
            <Fact label="담당 팀 · 보유 시간">{heldBy(job)}</Fact>
            <Fact label="접수일시">{formatDateTime(job.receiptDatetime)}</Fact>
            <Fact label="완료일시">{job.completeDatetime ? formatDateTime(job.completeDatetime) : '-'}</Fact>
            <Fact label="수량">{withCommas(job.amount)}</Fact>
            <Fact label="총 수량 (수량 × 건수)">{withCommas(job.totalPoint)}</Fact>
            {job.kind === 'REMAKE' && (
              <Fact label="재작업 사유">
                <RemakeKindChip kind={job.kind} /> {job.reason}
                {job.inspectionName ? ` · 검수: ${job.inspectionName}` : ''}
              </Fact>
            )}
          </Box>
          <Box sx={{ mt: 2 }}>
            <Fact label="비고">
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {job.remark}
              </Box>
            </Fact>
          </Box>
        </Section>
        <WorkOrderSpecCard job={job} />
      </Box>
      <Section title="용지 (사용 · 파지)">
        <PaperTable job={job} />
      </Section>
      <OrderInspections orderId={job.orderId} />
      {job.workOrders.length > 1 && (
        <Section title="원작업 · 재작업">
          <OrderJobsTable job={job} />
        </Section>
      )}
      {job.workProgressId !== null && (
        <Section title="설비 연동">
          {/* The machine follows the step's owner: its team or a supervisor (issue 31). */}
          <MachineBinding
            job={job}
            canWrite={canWrite && stepAccess(job, authorities, me.data?.departmentId ?? null).kind === 'step'}
          />
        </Section>
      )}
      <Section title="공정 이력">
        <ProgressHistoryTable progresses={job.progresses} />
      </Section>
      <Section title="배송 정보">
        <Box sx={factGrid}>
          <Fact label="수령인">{job.receiver}</Fact>
          <Fact label="연락처">{job.receiverTel}</Fact>
          <Fact label="주소">{job.address}</Fact>
          <Fact label="배송 메모">{job.deliveryMemo}</Fact>
          <Fact label="택배사">{job.deliveryCompanyCode}</Fact>
          <Fact label="송장번호">{job.invoice}</Fact>
          <Fact label="배송 상태">
            {shipment ? (
              <StatusChip workflow={deliveryWorkflow} value={shipment.status} />
            ) : job.printedAt ? (
              '출고 준비 전 (후가공 중)'
            ) : (
              '인쇄 완료 전'
            )}
          </Fact>
        </Box>
        {shipment && shipment.invoice && shipment.deliveryCompanyCode && (
          <Box sx={{ mt: 2 }}>
            <Button variant="outlined" startIcon={<LocalShippingIcon />} onClick={() => setTracking(true)}>
              배송 조회
            </Button>
            <TrackingDialog
              open={tracking}
              onClose={() => setTracking(false)}
              carrierCode={shipment.deliveryCompanyCode}
              invoice={shipment.invoice}
            />
          </Box>
        )}
      </Section>
      <Section title="주문 이력">
        <OrderEventsTable events={job.orderEvents} />
      </Section>
    </Stack>
  );
}

/** /admin/wk/work_order/:workOrderId — the job, where it has been, and its moves. A failed read alerts and goes back. */
export function WorkOrderDetailPage() {
  const id = parseRecordId(useParams().workOrderId);
  const query = useWorkOrder(id);
  const canWrite = useCanWrite('WORK');
  const nav = useListNavigation(WORK_ORDER_LIST_PATH);
  const navigate = useNavigate();
  const fb = useFeedback();
  const failed = id === null || query.isError;
  const error = query.error;

  const leaving = useRef(false);
  useEffect(() => {
    if (!failed || leaving.current) return;
    leaving.current = true;
    // The client has alerted an answer flagged isAlert already; anything else is told here.
    const told = error instanceof ApiError && (error.body?.isAlert || error.status === 401 || error.status === 403);
    void (told ? Promise.resolve() : fb.alert(error instanceof ApiError ? error.message : NOT_FOUND)).then(() => {
      // Back one page inside the app; opened directly (a bookmark, a new tab), the list instead of leaving the app.
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      return index > 0 ? navigate(-1) : navigate(WORK_ORDER_LIST_PATH, { replace: true });
    });
  }, [failed, error, fb, navigate]);

  const job = query.data;
  return (
    <>
      <title>{`${TITLE} | 인쇄 SCM`}</title>
      <PageHeader
        title={TITLE}
        pageType="read"
        help={help}
        canWrite={canWrite}
        actions={
          job && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <WorkOrderActions job={job} reload={() => query.refetch()} />
              <RemakeActions job={job} onDeleted={() => void nav.toList()} />
              <Button
                variant="outlined"
                startIcon={<OpenInNewIcon />}
                component={RouterLink}
                // A bag order opens on its own screen (its design slots), a printing order on the order screen.
                to={`/admin/od/${job.workType === 'SHOPBAG' ? 'shopbag_order' : 'order'}/${job.orderId}`}
              >
                주문 보기
              </Button>
              <Button startIcon={<ArrowBackIcon />} onClick={() => nav.toList()}>
                목록
              </Button>
            </Stack>
          )
        }
      />
      {job ? <WorkOrderBody job={job} canWrite={canWrite} /> : <FormSkeleton maxWidth={1100} />}
    </>
  );
}

/** /edit: a work order has nothing to edit by hand (the spec's blank page was a defect), so it shows the detail. */
export function WorkOrderEditRedirect() {
  const id = parseRecordId(useParams().workOrderId);
  return <Navigate to={id === null ? WORK_ORDER_LIST_PATH : workOrderPath(id)} replace />;
}
