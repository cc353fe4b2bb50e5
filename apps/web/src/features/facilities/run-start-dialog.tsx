import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import { Alert, Button, Stack, TextField } from '@mui/material';
import {
  FacilityRunStartSchema,
  RUN_LAYERS_RANGE,
  RUN_MINUTES_RANGE,
  randomBetween,
  type FacilityController,
} from '@scm/contract';
import { useState } from 'react';
import { useFeedback } from '../../shared/feedback';
import { DialogForm, FormSelect, FormTextField, useDialogForm, type SelectOption } from '../../shared/form-kit';
import { shopNow } from '../../shared/format';
import { reportRefusedSave } from '../../shared/workflow';
import { useOpenJobs, useStartRun } from './api';

const sample = () => ({
  duration: String(randomBetween(RUN_MINUTES_RANGE)),
  totalLayer: String(randomBetween(RUN_LAYERS_RANGE)),
});

/**
 * 가동 시작: start date and time (now by default, on the shop's clock), minutes (random 40–50) and layers (random
 * 350–450); 무작위 샘플 draws both again. Sent as the spec's YYYY-MM-DDTHH:mm:ss.
 */
export function RunStartDialog({
  machine,
  onClose,
  reload,
}: {
  machine: FacilityController;
  onClose: () => void;
  reload: () => unknown;
}) {
  const fb = useFeedback();
  const start = useStartRun();
  const now = shopNow();
  const [date, setDate] = useState(now.format('YYYY-MM-DD'));
  const [time, setTime] = useState(now.format('HH:mm'));
  const form = useDialogForm(FacilityRunStartSchema, { id: machine.id, began: '', workOrderId: null, ...sample() });
  const { data: jobs = [] } = useOpenJobs();
  const jobOptions: SelectOption[] = jobs.map((j) => ({
    value: j.workOrderId,
    label: `${j.orderNumber} · ${j.productName}${j.buyerName ? ` · ${j.buyerName}` : ''}`,
  }));
  const { control, formState } = form;
  const beganError = formState.errors.began?.message;
  const began = [
    { type: 'date', label: '시작 날짜', value: date, set: setDate },
    { type: 'time', label: '시작 시각', value: time, set: setTime },
  ];
  return (
    <DialogForm
      form={form}
      title={`${machine.facilityName} 가동 시작`}
      mode="CREATE"
      submitLabel="시작"
      rootError={false}
      onClose={onClose}
      onBeforeSubmit={() => form.setValue('began', `${date}T${time.length === 5 ? `${time}:00` : time}`)}
      onSubmit={async (values) => {
        fb.snackbar('success', (await start.mutateAsync(values)).message);
        onClose();
      }}
      onError={(error) =>
        reportRefusedSave(fb, form, error, {
          fallback: '가동 시작에 실패했습니다.',
          onConflict: () => {
            reload();
            onClose();
          },
        })
      }
    >
      <Stack direction="row" spacing={1}>
        {began.map((part) => (
          <TextField
            key={part.type}
            type={part.type}
            label={part.label}
            size="small"
            required
            fullWidth
            value={part.value}
            onChange={(e) => part.set(e.target.value)}
            error={!!beganError}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      {beganError && <Alert severity="error">{beganError}</Alert>}
      <FormSelect
        control={control}
        name="workOrderId"
        label="작업지시 (원가 분석에 가동 시간 반영)"
        options={jobOptions}
        emptyLabel="(작업 지정 없음)"
      />
      <FormTextField control={control} name="duration" label="가동 시간(분)" required inputMode="numeric" />
      <FormTextField control={control} name="totalLayer" label="레이어 수" required inputMode="numeric" />
      <Button
        variant="outlined"
        startIcon={<CasinoOutlined />}
        onClick={() => {
          const s = sample();
          form.setValue('duration', s.duration);
          form.setValue('totalLayer', s.totalLayer);
        }}
      >
        무작위 샘플
      </Button>
    </DialogForm>
  );
}
