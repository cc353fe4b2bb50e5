import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Typography } from '@mui/material';
import { RATE_KIND_LABELS, type RateKind, type StoredRateRow } from '@scm/contract';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useFeedback } from '../../shared/feedback';
import { DialogForm, reportError, useDialogForm } from '../../shared/form-kit';
import { DATE_FORMAT, today } from '../../shared/format';
import { useDeleteRate, useSaveRate } from './api';
import { RATE_FIELDS, keyFieldsOf, keyText } from './kind-views';
import { EffectiveFromField, RateField, type RateFormValues } from './rate-fields';
import { formValuesOf, rateFormSchema } from './rate-form-schema';

/**
 * What the dialog does: a new key (every field open), a new price for a key from a later date (the key kept, the
 * current values as the start), or a change to a row that has not taken effect yet (with its delete).
 */
export type RateDialogMode =
  | { type: 'new'; kind: RateKind }
  | { type: 'price'; kind: RateKind; base: StoredRateRow }
  | { type: 'edit'; kind: RateKind; row: StoredRateRow };

const tomorrow = () => dayjs(today()).add(1, 'day').format(DATE_FORMAT);

export function RateDialog({ mode, onClose }: { mode: RateDialogMode; onClose: () => void }) {
  const { kind } = mode;
  const fb = useFeedback();
  const save = useSaveRate();
  const remove = useDeleteRate();
  const schema = useMemo(() => rateFormSchema(kind), [kind]);
  const start =
    mode.type === 'edit'
      ? formValuesOf(kind, mode.row, mode.row.effectiveFrom)
      : formValuesOf(kind, mode.type === 'price' ? mode.base : undefined, tomorrow());
  const form = useDialogForm<RateFormValues, ReturnType<typeof schema.parse>>(schema, start);
  const keyLocked = mode.type !== 'new';
  // A custom parent sheet's size is asked only for a custom sheet.
  const sheet: unknown = useWatch({ control: form.control, name: 'parentSheet' });
  const shown = RATE_FIELDS[kind].filter((spec) => !spec.name.startsWith('custom') || sheet === 'CUSTOM');
  const keyFields = new Set(keyFieldsOf(kind));
  const label = RATE_KIND_LABELS[kind];
  const title =
    mode.type === 'edit'
      ? `${label} 예정 단가 수정`
      : mode.type === 'price'
        ? `${label} 새 단가 · ${keyText(mode.base)}`
        : `${label} 단가 추가`;

  const onDelete = async () => {
    if (mode.type !== 'edit') return;
    const ok = await fb.confirm(`${mode.row.effectiveFrom}부터 적용될 ${keyText(mode.row)} 단가를 삭제하시겠습니까?`, {
      title: '예정 단가 삭제',
      confirmLabel: '삭제',
    });
    if (!ok) return;
    try {
      fb.snackbar('success', await remove.mutateAsync({ kind, id: mode.row.id }));
      onClose();
    } catch (error) {
      reportError(fb, error);
    }
  };

  return (
    <DialogForm
      form={form}
      title={title}
      submitLabel={mode.type === 'edit' ? '수정' : '추가'}
      mode={mode.type === 'edit' ? 'UPDATE' : 'CREATE'}
      onClose={onClose}
      onSubmit={async (row) => {
        const message = await save.mutateAsync({ id: mode.type === 'edit' ? mode.row.id : undefined, row });
        fb.snackbar('success', message);
        onClose();
      }}
      onError={(error) => reportError(fb, error)}
    >
      {kind === 'PAPER' && (
        <Typography variant="caption" color="text.secondary">
          연 단가는 500매 기준입니다. 전지를 사용자 지정으로 고르면 가로·세로(mm)를 입력합니다.
        </Typography>
      )}
      {shown.map((spec) => (
        <RateField
          key={spec.name}
          control={form.control}
          spec={spec}
          disabled={keyLocked && keyFields.has(spec.name)}
        />
      ))}
      <EffectiveFromField control={form.control} />
      {mode.type === 'edit' && (
        <Box>
          <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => void onDelete()}>
            이 예정 단가 삭제
          </Button>
        </Box>
      )}
    </DialogForm>
  );
}
