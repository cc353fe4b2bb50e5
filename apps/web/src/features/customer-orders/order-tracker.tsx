import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { Alert, Button, Chip, Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import {
  DEPOSIT_STATE_LABELS,
  depositState,
  ORDER_STEP_LABELS,
  orderStep,
  orderStepStates,
  type OrderProgress,
  type OrderStep,
} from '@scm/contract';
import { useState } from 'react';
import { TrackingDialog, useCarriers } from '../../shared/delivery-tracking';
import { formatDateTime } from '../../shared/format';
import { usePhone } from '../../shared/use-phone';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/** What each step says under its label: when it happened, who holds the job, how it ships. */
function stepDetail(step: OrderStep, p: OrderProgress, carrierName: string | null): string | null {
  switch (step) {
    case 'RECEIVED':
      return when(p.receiptDatetime);
    case 'WORKING':
      return p.departmentName
        ? `${p.departmentName}${p.heldSince ? ` · ${formatDateTime(p.heldSince)}부터` : ''}`
        : null;
    case 'PRINTED':
      return when(p.completeDatetime);
    case 'SHIPPING':
      return p.deliveryStatus === 'SHIPPING' || p.deliveryStatus === 'COMPLETE'
        ? [carrierName, p.invoice ? `송장 ${p.invoice}` : null].filter(Boolean).join(' · ') || null
        : null;
    case 'DELIVERED':
      return when(p.deliveryEndDatetime);
  }
}

/** Shipped: the carrier and invoice are known, so the parcel can be tracked. */
export const canTrack = (p: OrderProgress) =>
  (p.deliveryStatus === 'SHIPPING' || p.deliveryStatus === 'COMPLETE') && !!p.deliveryCompanyCode && !!p.invoice;

/**
 * The order tracker: 접수 → 작업 중 (team, since when) → 인쇄 완료 → 배송 중 (carrier, invoice, tracking) → 배송 완료,
 * and the deposit. It re-renders whenever the order is re-read, which the notification socket triggers.
 */
export function OrderTracker({ progress }: { progress: OrderProgress }) {
  const phone = usePhone();
  const [tracking, setTracking] = useState(false);
  const { data: carriers = [] } = useCarriers();
  const carrierName = carriers.find((c) => c.id === progress.deliveryCompanyCode)?.name ?? progress.deliveryCompanyCode;
  const current = orderStep(progress);
  const deposit = depositState(progress.depositCompleteAt);

  return (
    <Paper variant="outlined" component="section" aria-label="진행 상황" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          진행 상황
        </Typography>
        <Chip
          label={DEPOSIT_STATE_LABELS[deposit]}
          color={deposit === 'COMPLETE' ? 'success' : 'warning'}
          variant={deposit === 'COMPLETE' ? 'filled' : 'outlined'}
          size="small"
        />
        {canTrack(progress) && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<LocalShippingOutlined />}
            onClick={() => setTracking(true)}
          >
            배송 조회
          </Button>
        )}
      </Stack>
      {/* Announced when the shop moves the job while the page is open. */}
      <div aria-live="polite">
        {progress.cancelled ? (
          <Alert severity="warning">취소된 주문입니다.</Alert>
        ) : current === null ? (
          <Alert severity="error">표시 오류: 진행 상황을 알 수 없습니다. 매장에 문의해주세요.</Alert>
        ) : (
          <Stepper
            activeStep={orderStepStates(current).findIndex((s) => s.state === 'current')}
            orientation={phone ? 'vertical' : 'horizontal'}
            alternativeLabel={!phone}
            aria-label={`현재 단계: ${ORDER_STEP_LABELS[current]}`}
          >
            {orderStepStates(current).map(({ step, state }) => {
              const detail = state === 'todo' ? null : stepDetail(step, progress, carrierName);
              return (
                <Step key={step} completed={state === 'done'} aria-current={state === 'current' ? 'step' : undefined}>
                  <StepLabel
                    optional={
                      detail ? (
                        <Typography variant="caption" color="text.secondary">
                          {detail}
                        </Typography>
                      ) : undefined
                    }
                  >
                    {ORDER_STEP_LABELS[step]}
                  </StepLabel>
                </Step>
              );
            })}
          </Stepper>
        )}
      </div>
      {canTrack(progress) && (
        <TrackingDialog
          open={tracking}
          onClose={() => setTracking(false)}
          carrierCode={progress.deliveryCompanyCode ?? ''}
          invoice={progress.invoice ?? ''}
        />
      )}
    </Paper>
  );
}
