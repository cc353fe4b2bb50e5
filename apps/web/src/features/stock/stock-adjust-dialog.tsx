import { DialogContent, DialogContentText, Stack } from '@mui/material';
import {
  STOCK_ADJUST_MEMO_MAX,
  STOCK_ADJUST_REASONS,
  STOCK_ADJUST_REASON_LABELS,
  stockAdjustReasonLabel,
  stockMessages,
  type Stock,
  withParticle,
} from '@scm/contract';
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormSelect, FormTextField, useEntityForm, type EntityFormApi } from '../../shared/form-kit';
import { formatNumber } from '../../shared/format';
import { useAdjustStock } from './api';
import { adjustFormSchema, type AdjustFormInput, type AdjustFormOutput } from './adjust-form';
import type { AdjustDirection } from './adjust-math';
import { AdjustPreview, QuantityFields } from './adjust-quantity-fields';
import { withUnit } from './stock-columns';
import { DialogFrame, DialogSubmitActions } from '../../shared/dialog-frame';

export const DIRECTION_LABEL: Record<AdjustDirection, string> = { RECEIVING: '입고', RELEASING: '출고' };

const REASON_OPTIONS = STOCK_ADJUST_REASONS.map((value) => ({ value, label: STOCK_ADJUST_REASON_LABELS[value] }));

/** 조정 사유 (required) and its memo (required for 기타). */
function ReasonFields({ form }: { form: EntityFormApi<AdjustFormInput, AdjustFormOutput> }) {
  const reason = useWatch({ control: form.control, name: 'reason' });
  const other = reason === 'OTHER';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormSelect control={form.control} name="reason" label="조정 사유" required options={REASON_OPTIONS} />
      <FormTextField
        control={form.control}
        name="memo"
        label="메모"
        required={other}
        maxLength={STOCK_ADJUST_MEMO_MAX}
        autoComplete="off"
        helperText={other ? '기타 사유를 적어주세요. (100자 이내)' : '100자 이내'}
      />
    </Stack>
  );
}

interface Props {
  stock: Stock;
  direction: AdjustDirection;
  onClose: () => void;
}

/** 입고 조정 / 출고 조정: mount it only while open so each opening starts from the stock as it is then. */
export function StockAdjustDialog({ stock, direction, onClose }: Props) {
  const fb = useFeedback();
  const adjust = useAdjustStock(stock.id);
  // The stock as the user saw it when opening: the derived amount must not move under their typing.
  const [current] = useState(stock.amount);
  const [schema] = useState(() => adjustFormSchema(direction, current));
  const form = useEntityForm<AdjustFormInput, AdjustFormOutput>({
    schema,
    defaultValues: {
      source: 'amount',
      adjustAmount: '',
      resultAmount: '',
      reason: '',
      memo: '',
    },
    mode: 'UPDATE',
  });
  const label = DIRECTION_LABEL[direction];

  const save = async (values: AdjustFormOutput) => {
    const sign = direction === 'RECEIVING' ? 1 : -1;
    const question = [
      `${withParticle(stock.name, '을')} ${withUnit(values.adjustAmount, stock.itemUnit)} ${label}하시겠습니까?`,
      `현재 재고 ${formatNumber(current)} → 조정 후 재고 ${formatNumber(current + sign * values.adjustAmount)}`,
      `사유: ${stockAdjustReasonLabel(values.reason)}${values.memo ? ` (${values.memo})` : ''}`,
    ].join('\n');
    if (!(await fb.confirm(question, { title: `${label} 조정 확인`, confirmLabel: `${label} 처리` }))) return;
    const { message } = await adjust.mutateAsync(values);
    fb.snackbar('success', message || stockMessages.changed);
    onClose();
  };

  return (
    <DialogFrame title={`${label} 조정`} onClose={onClose} maxWidth="sm">
      <EntityForm form={form} onSubmit={save} aria-label={`${label} 조정`}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>
            {stock.name} ({stock.itemCode}) · 조정 수량이나 조정 후 재고 중 하나를 입력하면 나머지는 자동으로
            계산됩니다.
          </DialogContentText>
          <AdjustPreview form={form} direction={direction} current={current} unit={stock.itemUnit} />
          <Stack spacing={2} sx={{ mt: 2.5 }}>
            <QuantityFields form={form} direction={direction} current={current} />
            <ReasonFields form={form} />
          </Stack>
        </DialogContent>
        <AdjustActions label={label} onCancel={onClose} />
      </EntityForm>
    </DialogFrame>
  );
}

function AdjustActions({ label, onCancel }: { label: string; onCancel: () => void }) {
  const { isSubmitting } = useFormState();
  return <DialogSubmitActions submitLabel={`${label} 처리`} busy={isSubmitting} onCancel={onCancel} />;
}
