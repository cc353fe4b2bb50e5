import { Alert, Button, InputAdornment, Stack, Typography } from '@mui/material';
import { orderPriceMessages, PRICE_OVERRIDE_REASON_MAX, PRICE_WON_MAX, vatOf, type OrderPrice } from '@scm/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useCanWrite } from '../../shared/access';
import { ApiError } from '../../shared/api/client';
import { countOf, signedWon, won } from '../../shared/estimate';
import { useFeedback } from '../../shared/feedback';
import { DialogForm, FormTextField, reportError, useDialogForm } from '../../shared/form-kit';
import { formatNumber } from '../../shared/format';
import { useChangeOverride, type PricedRecord } from './price-api';

/** Digits (and separators) → the same amount with thousands separators; anything else stays as typed. */
const withSeparators = (typed: string) => {
  const digits = typed.replaceAll(',', '').trim();
  return /^\d{1,15}$/.test(digits) ? formatNumber(Number(digits)) : typed;
};

/** The dialog's values: the 공급가액 as typed ('1,200,000') and the reason, judged with the contract's messages. */
const AdjustSchema = z.object({
  supply: z
    .string()
    .trim()
    .min(1, orderPriceMessages.overrideSupplyRequired)
    .transform((typed, ctx) => {
      const supply = countOf(typed);
      if (supply === null || supply > PRICE_WON_MAX) {
        ctx.addIssue({ code: 'custom', message: orderPriceMessages.overrideSupplyInvalid });
        return z.NEVER;
      }
      return supply;
    }),
  reason: z
    .string()
    .trim()
    .min(1, orderPriceMessages.overrideReasonRequired)
    .max(PRICE_OVERRIDE_REASON_MAX, `사유는 ${PRICE_OVERRIDE_REASON_MAX}자까지 입력할 수 있습니다.`),
});

/**
 * 금액 조정 on a record page: staff with ORDER write may charge another 공급가액 with a reason, also after work has
 * started, or go back to the computed price. Hidden for anyone else, for a cancelled order and one without a price.
 */
export function PriceAdjustButton({ record, price }: { record: PricedRecord; price: OrderPrice | null }) {
  const canWrite = useCanWrite('ORDER');
  const [open, setOpen] = useState(false);
  if (!canWrite || record.cancelled || !price) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        금액 조정
      </Button>
      {open && <PriceAdjustDialog record={record} price={price} onClose={() => setOpen(false)} />}
    </>
  );
}

function PriceAdjustDialog({
  record,
  price,
  onClose,
}: {
  record: PricedRecord;
  price: OrderPrice;
  onClose: () => void;
}) {
  const fb = useFeedback();
  const change = useChangeOverride(record);
  const form = useDialogForm(AdjustSchema, {
    supply: formatNumber(price.charged.supply),
    reason: price.override?.reason ?? '',
  });
  const typed = useWatch({ control: form.control, name: 'supply' });
  const supply = countOf(typed);
  const total = supply === null ? null : supply + vatOf(supply);

  /** A stale version or a settled deposit: the server's Korean alert is shown already; the page reads again. */
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) onClose();
    else reportError(fb, error, '금액을 저장하지 못했습니다.');
  };
  const send = async (priceOverride: { supply: number; reason: string } | null) => {
    const res = await change.mutateAsync({ priceOverride, version: price.version });
    fb.snackbar('success', res.message);
    onClose();
  };
  const revert = async () => {
    const text = `계산 금액 ${won(price.estimate.total)}(부가세 포함)으로 되돌립니다. 조정 금액 ${won(price.charged.total)}과 사유는 금액 이력에 남습니다.`;
    if (!(await fb.confirm(text, { title: '계산 금액으로 되돌리기', confirmLabel: '되돌리기' }))) return;
    try {
      await send(null);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <DialogForm
      form={form}
      mode="UPDATE"
      title="금액 조정"
      submitLabel="조정 저장"
      onClose={onClose}
      onSubmit={(v) => send(v)}
      onError={failed}
    >
      <Typography variant="body2" color="text.secondary">
        지금 청구 금액은 {won(price.charged.total)}(부가세 포함)이고, 단가표로 계산한 금액은 {won(price.estimate.total)}
        입니다. 저장하면 입금 관리의 발행 금액도 따라 바뀌고, 고객에게 알림이 갑니다.
      </Typography>
      <FormTextField
        control={form.control}
        name="supply"
        label="조정 공급가액"
        required
        inputMode="numeric"
        maxLength={19}
        format={withSeparators}
        helperText={
          total === null
            ? '원 단위로 입력하세요. 부가세는 공급가액의 10%(원 미만 절사)입니다.'
            : `부가세 ${won(vatOf(supply!))} · 새 합계 ${won(total)} (${total === price.charged.total ? '변동 없음' : signedWon(total - price.charged.total)})`
        }
        slotProps={{
          htmlInput: { style: { textAlign: 'right' } },
          input: { endAdornment: <InputAdornment position="end">원</InputAdornment> },
        }}
      />
      <FormTextField
        control={form.control}
        name="reason"
        label="조정 사유"
        required
        maxLength={PRICE_OVERRIDE_REASON_MAX}
        placeholder="예: 단골 할인, 특가"
      />
      {price.override && (
        <Stack sx={{ gap: 1 }}>
          <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
            지금 금액은 조정된 금액입니다 (사유: {price.override.reason}).
          </Alert>
          <Button
            variant="outlined"
            onClick={() => void revert()}
            disabled={change.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            계산 금액으로 되돌리기
          </Button>
        </Stack>
      )}
    </DialogForm>
  );
}
