import { Box, Stack, TextField, Typography } from '@mui/material';
import { useController, useWatch } from 'react-hook-form';
import type { EntityFormApi } from '../../shared/form-kit';
import { formatNumber } from '../../shared/format';
import type { AdjustFormInput, AdjustFormOutput } from './adjust-form';
import { deriveAdjustment, type AdjustDirection, type AdjustSource } from './adjust-math';

interface Props {
  form: EntityFormApi<AdjustFormInput, AdjustFormOutput>;
  direction: AdjustDirection;
  current: number;
}

/**
 * 조정 수량 and 조정 후 재고, linked: typing one fills the other, and the one typed last is what is judged and sent.
 */
export function QuantityFields({ form, direction, current }: Props) {
  const amount = useController({ control: form.control, name: 'adjustAmount' });
  const result = useController({ control: form.control, name: 'resultAmount' });

  const type = (source: AdjustSource, text: string) => {
    const other = source === 'amount' ? 'resultAmount' : 'adjustAmount';
    // The source first: a re-validation on change must judge the field just typed.
    form.setValue('source', source);
    const derived = deriveAdjustment(direction, current, source, text);
    form.setValue(other, derived.ok ? formatNumber(source === 'amount' ? derived.result : derived.adjustAmount) : '');
    form.clearErrors(other);
    (source === 'amount' ? amount : result).field.onChange(text);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        name={amount.field.name}
        inputRef={amount.field.ref}
        value={amount.field.value}
        onChange={(e) => type('amount', e.target.value)}
        onBlur={amount.field.onBlur}
        label="조정 수량"
        required
        autoFocus
        error={amount.fieldState.invalid}
        helperText={amount.fieldState.error?.message ?? '1 ~ 99,999,999'}
        size="small"
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
      <TextField
        name={result.field.name}
        inputRef={result.field.ref}
        value={result.field.value}
        onChange={(e) => type('result', e.target.value)}
        onBlur={result.field.onBlur}
        label="조정 후 재고"
        error={result.fieldState.invalid}
        helperText={
          result.fieldState.error?.message ??
          (direction === 'RECEIVING' ? '현재 재고보다 큰 수' : '0 이상, 현재 재고보다 작은 수')
        }
        size="small"
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
    </Stack>
  );
}

interface PreviewProps extends Props {
  unit: string;
}

/** 현재 재고 → 조정 후 재고, live as the user types; a release beyond the stock is flagged before sending. */
export function AdjustPreview({ form, direction, current, unit }: PreviewProps) {
  const [source, adjustAmount, resultAmount] = useWatch({
    control: form.control,
    name: ['source', 'adjustAmount', 'resultAmount'],
  });
  const derived = deriveAdjustment(direction, current, source, source === 'amount' ? adjustAmount : resultAmount);
  const sign = direction === 'RECEIVING' ? '+' : '−';
  const short = derived.ok && derived.result < 0;
  const figure = (caption: string, value: string, color?: string) => (
    <Box sx={{ flex: 1, textAlign: 'center', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {caption}
      </Typography>
      <Typography variant="h6" component="div" sx={{ fontWeight: 700, color, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box
      role="status"
      aria-label="조정 미리보기"
      sx={{ border: 1, borderColor: short ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        {figure('현재 재고', formatNumber(current))}
        {figure(
          direction === 'RECEIVING' ? '입고 수량' : '출고 수량',
          derived.ok ? `${sign}${formatNumber(derived.adjustAmount)}` : '-',
          direction === 'RECEIVING' ? 'primary.main' : 'warning.dark',
        )}
        {figure('조정 후 재고', derived.ok ? formatNumber(derived.result) : '-', short ? 'error.main' : undefined)}
      </Stack>
      <Typography variant="caption" color={short ? 'error' : 'text.secondary'} component="div" sx={{ mt: 0.5 }}>
        {short ? '현재 재고보다 많이 출고할 수 없습니다.' : unit ? `단위: ${unit}` : '\u00a0'}
      </Typography>
    </Box>
  );
}
