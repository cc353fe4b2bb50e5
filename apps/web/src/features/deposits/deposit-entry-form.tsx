import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import {
  checkFreeSettlement,
  depositActionOf,
  DepositEntryFieldsSchema,
  depositMessages as MSG,
  depositShortfall,
  depositWorkflow,
  formatWon,
  type DepositEntry,
  type DepositOrder,
} from '@scm/contract';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { applyServerFieldErrors, FormCheckbox, FormTextField, reportError } from '../../shared/form-kit';
import { FormModeContext } from '../../shared/form-kit/form-mode';
import { formatDateTime } from '../../shared/format';
import { StatusChip } from '../../shared/workflow';
import { useReloadDeposits, useSaveDepositEntry } from './api';
import { EntryLedger, MoneyLine } from './entry-ledger';
import { WonField } from './won-field';
import { wonText } from './won-text';

const EntryFieldsSchema = DepositEntryFieldsSchema.pick({
  issuedPrice: true,
  collectedPrice: true,
  remark: true,
  isSettled: true,
  free: true,
  freeReason: true,
});
/** The popup's form: the save's fields with the 무상 rules, judged from the state the popup shows. */
const entryFormSchema = (wasSettled: boolean) =>
  EntryFieldsSchema.superRefine((v, ctx) => checkFreeSettlement({ ...v, wasSettled }, ctx));
type EntryInput = z.input<typeof EntryFieldsSchema>;
type EntryValues = z.output<typeof EntryFieldsSchema>;

/**
 * What the staff must see beside the state: money to return (환불 필요: collected on a cancelled order or on an entry
 * whose slot passed to another advertiser), a 무상 settlement, and a former advertiser's kept entry.
 */
export function EntryMarks({
  entry,
}: {
  entry: Pick<DepositEntry, 'refundDue' | 'isFree' | 'isSettled' | 'detached'>;
}) {
  return (
    <>
      {entry.refundDue && <Chip size="small" color="error" label={MSG.refundDueLabel} />}
      {entry.isFree && entry.isSettled && <Chip size="small" color="info" variant="outlined" label={MSG.freeLabel} />}
      {entry.detached && <Chip size="small" variant="outlined" label={MSG.detachedLabel} />}
    </>
  );
}

/** Who owes it: the slot and advertiser of a bag order, or the printing order's buyer. */
export const entryOwner = (e: DepositEntry) => (e.slotPosition ? `${e.slotPosition} · ${e.buyerName}` : e.buyerName);

/** The last settlement (kept after an un-settle) and, when reopened, who reopened it and when. */
function SettlementTrail({ entry }: { entry: DepositEntry }) {
  const lines = [
    `최종 입금 확인 ${entry.settledDatetime ? formatDateTime(entry.settledDatetime) : '-'}${
      entry.settledByName ? ` · ${entry.settledByName}` : ''
    }`,
    ...(entry.isSettled && entry.shortfall ? [`부족액 ${wonText(entry.shortfall)} 기록`] : []),
    ...(entry.isSettled && entry.isFree ? [`무상 처리 · 사유: ${entry.freeReason ?? ''}`] : []),
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
  const schema = useMemo(() => entryFormSchema(entry.isSettled), [entry.isSettled]);
  const form = useForm<EntryInput, unknown, EntryValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      issuedPrice: formatWon(entry.issuedPrice),
      collectedPrice: formatWon(entry.collectedPrice),
      remark: entry.remark,
      isSettled: entry.isSettled,
      free: false,
      freeReason: '',
    },
  });
  const { control, handleSubmit, formState } = form;
  const settledNow = useWatch({ control, name: 'isSettled' });
  const freeNow = useWatch({ control, name: 'free' });
  // 무상 is offered while settling (an open entry being confirmed); its reason once it is chosen.
  const settling = !entry.isSettled && settledNow === true;
  const amountsFixed = entry.isSettled && settledNow === true;
  const owner = entryOwner(entry);

  const question = (values: EntryValues) => {
    switch (depositActionOf(entry.isSettled, values.isSettled)) {
      case 'settle':
        if (values.free)
          return { text: MSG.freeConfirm(owner, values.freeReason), title: '무상 입금 확인', short: false };
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
        free: settling && values.free,
        freeReason: settling && values.free ? values.freeReason : '',
        id: entry.id,
        version: entry.version,
        wasSettled: entry.isSettled,
        confirmShortfall: ask.short,
      });
      onSaved(answer.data);
      fb.snackbar('success', answer.message);
    } catch (error) {
      if (applyServerFieldErrors(form, error)) return;
      // The client already alerted the server's message (someone else changed or moved the entry first: a stale
      // version or state): read it again, so the popup shows what they saved.
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
            <EntryMarks entry={entry} />
            <StatusChip workflow={depositWorkflow} value={entry.status} />
          </Stack>
          <Box sx={{ mb: 1.5 }}>
            <MoneyLine money={entry} />
          </Box>
          {entry.detached && (
            <Alert severity={entry.refundDue ? 'warning' : 'info'} sx={{ mb: 1.5 }}>
              {entry.refundDue
                ? '이 위치는 다른 광고주로 바뀌었습니다. 이 광고주에게 받은 금액은 돌려주어야 합니다.'
                : '이 위치는 다른 광고주로 바뀌었습니다. 이 광고주의 입금 기록으로 남아 있습니다.'}
            </Alert>
          )}
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
          <Stack direction="row" sx={{ mt: 1, alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <FormCheckbox control={control} name="isSettled" label="입금 확인" />
            {settling && <FormCheckbox control={control} name="free" label="무상 (받을 돈 없음)" />}
            <SettlementTrail entry={entry} />
          </Stack>
          {settling && freeNow === true && (
            <Box sx={{ mt: 1, maxWidth: { sm: 480 } }}>
              <FormTextField
                control={control}
                name="freeReason"
                label="무상 사유"
                required
                maxLength={200}
                helperText="무상으로 확인하면 고객에게 입금 문자를 보내지 않습니다."
              />
            </Box>
          )}
          {/* The save comes after every field of the entry, the 무상 reason included. */}
          {canWrite && (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 1, justifyContent: 'flex-end' }}>
              <Button
                type="submit"
                variant="contained"
                startIcon={<SaveIcon />}
                loading={formState.isSubmitting}
                aria-label={`${owner} 저장`}
              >
                저장
              </Button>
            </Stack>
          )}
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
      <EntryLedger entry={entry} owner={owner} canWrite={canWrite} onSaved={onSaved} />
    </Paper>
  );
}
