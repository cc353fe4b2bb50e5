import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  depositActionOf,
  DepositEntryUpdateSchema,
  depositMessages as MSG,
  depositShortfall,
  depositWorkflow,
  formatWon,
  type DepositEntry,
  type DepositOrder,
} from '@scm/contract';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { applyServerFieldErrors, FormCheckbox, FormTextField, reportError } from '../../shared/form-kit';
import { FormModeContext } from '../../shared/form-kit/form-mode';
import { formatDateTime } from '../../shared/format';
import { StatusChip } from '../../shared/workflow';
import { useReloadDeposits, useSaveDepositEntry } from './api';
import { WonField } from './won-field';
import { wonText } from './won-text';

const EntryFormSchema = DepositEntryUpdateSchema.pick({
  issuedPrice: true,
  collectedPrice: true,
  remark: true,
  isSettled: true,
});
type EntryInput = z.input<typeof EntryFormSchema>;
type EntryValues = z.output<typeof EntryFormSchema>;

/** Who owes it: the slot and advertiser of a bag order, or the printing order's buyer. */
export const entryOwner = (e: DepositEntry) => (e.slotPosition ? `${e.slotPosition} · ${e.buyerName}` : e.buyerName);

/** The last settlement (kept after an un-settle) and, when reopened, who reopened it and when. */
function SettlementTrail({ entry }: { entry: DepositEntry }) {
  const lines = [
    `최종 입금 확인 ${entry.settledDatetime ? formatDateTime(entry.settledDatetime) : '-'}${
      entry.settledByName ? ` · ${entry.settledByName}` : ''
    }`,
    ...(entry.isSettled && entry.shortfall ? [`부족액 ${wonText(entry.shortfall)} 기록`] : []),
    ...(!entry.isSettled && entry.unsettledAt
      ? [
          `입금 확인 취소 ${formatDateTime(entry.unsettledAt)}${entry.unsettledByName ? ` · ${entry.unsettledByName}` : ''}`,
        ]
      : []),
  ];
  return (
    <Box>
      {lines.map((line) => (
        <Typography key={line} variant="caption" component="p" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

interface Props {
  entry: DepositEntry;
  orderNumber: string;
  canWrite: boolean;
  /** The order as the save answered it (the popup keeps showing it if the list's filter now leaves it out). */
  onSaved: (order: DepositOrder) => void;
}

/**
 * One buyer's entry with its own save: 수금 금액, 발행 금액, 비고, the settled flag and the last settled datetime.
 * Each save asks first; settling short asks about the shortfall instead; un-settling asks and is recorded. A settled
 * entry's amounts stay fixed until it is un-settled (its remark may still change).
 */
export function DepositEntryForm({ entry, orderNumber, canWrite, onSaved }: Props) {
  const fb = useFeedback();
  const saveEntry = useSaveDepositEntry();
  const reload = useReloadDeposits();
  const form = useForm<EntryInput, unknown, EntryValues>({
    resolver: zodResolver(EntryFormSchema),
    defaultValues: {
      issuedPrice: formatWon(entry.issuedPrice),
      collectedPrice: formatWon(entry.collectedPrice),
      remark: entry.remark,
      isSettled: entry.isSettled,
    },
  });
  const { control, handleSubmit, formState } = form;
  const settledNow = useWatch({ control, name: 'isSettled' });
  const amountsFixed = entry.isSettled && settledNow === true;
  const owner = entryOwner(entry);

  const question = (values: EntryValues) => {
    switch (depositActionOf(entry.isSettled, values.isSettled)) {
      case 'settle':
        return depositShortfall(values.issuedPrice, values.collectedPrice) > 0
          ? { text: MSG.shortfallConfirm(values.issuedPrice, values.collectedPrice), title: '부족액 확인', short: true }
          : { text: MSG.settleConfirm(owner, values.collectedPrice), title: '입금 확인', short: false };
      case 'unsettle':
        return {
          text: `${owner}: ${depositWorkflow.actions.unsettle.confirm ?? ''}`,
          title: '입금 확인 취소',
          short: false,
        };
      case 'save':
      case 'note':
        return { text: MSG.saveConfirm, title: '입금 정보 저장', short: false };
    }
  };

  const submit = handleSubmit(async (values) => {
    const ask = question(values);
    if (!(await fb.confirm(ask.text, { title: ask.title, confirmLabel: ask.short ? '부족액 기록 후 확인' : '확인' })))
      return;
    try {
      const answer = await saveEntry.mutateAsync({
        ...values,
        id: entry.id,
        wasSettled: entry.isSettled,
        confirmShortfall: ask.short,
      });
      onSaved(answer.data);
      fb.snackbar('success', answer.message);
    } catch (error) {
      if (applyServerFieldErrors(form, error)) return;
      // The client already alerted the server's message (someone else moved the entry first): show where it is now.
      if (error instanceof ApiError && error.status === 409) {
        void reload();
        return;
      }
      reportError(fb, error, `${orderNumber} 입금 정보 저장에 실패했습니다.`);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`${owner} 입금`}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <FormModeContext.Provider value={canWrite ? 'UPDATE' : 'READ'}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
              {owner}
            </Typography>
            <StatusChip workflow={depositWorkflow} value={entry.status} />
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 2fr' },
              alignItems: 'start',
            }}
          >
            <WonField control={control} name="collectedPrice" label="수금 금액" required disabled={amountsFixed} />
            <WonField control={control} name="issuedPrice" label="발행 금액" required disabled={amountsFixed} />
            <FormTextField control={control} name="remark" label="비고" maxLength={1024} />
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ mt: 1, gap: 1, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <FormCheckbox control={control} name="isSettled" label="입금 확인" />
              <SettlementTrail entry={entry} />
            </Stack>
            {canWrite && (
              <Button
                type="submit"
                variant="contained"
                startIcon={<SaveIcon />}
                loading={formState.isSubmitting}
                aria-label={`${owner} 저장`}
              >
                저장
              </Button>
            )}
          </Stack>
          {amountsFixed && (
            <Typography variant="caption" color="text.secondary">
              입금 완료된 항목의 금액은 [입금 확인]을 해제해야 바꿀 수 있습니다.
            </Typography>
          )}
          {formState.errors.root?.server && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {formState.errors.root.server.message}
            </Alert>
          )}
        </FormModeContext.Provider>
      </form>
    </Paper>
  );
}
