import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, DialogContent, Stack } from '@mui/material';
import { FacilityCreateSchema, type FacilityCreateInput, type FacilityCreateValues } from '@scm/contract';
import { useForm } from 'react-hook-form';
import { useFeedback } from '../../shared/feedback';
import { FormTextField } from '../../shared/form-kit';
import { FormModeContext } from '../../shared/form-kit/form-mode';
import { reportRefusedSave } from '../../shared/workflow';
import { useAddFacility } from './api';
import { DialogFrame, DialogSubmitActions } from '../../shared/dialog-frame';

/** 설비 추가: a machine the shop bought; its code becomes its MQTT topic and its sensor name. */
export function FacilityAddDialog({ onClose }: { onClose: () => void }) {
  const fb = useFeedback();
  const add = useAddFacility();
  const form = useForm<FacilityCreateInput, unknown, FacilityCreateValues>({
    resolver: zodResolver(FacilityCreateSchema),
    defaultValues: { facilityCode: '', facilityName: '', ipAddress: '' },
  });
  const { control, formState } = form;
  const submit = form.handleSubmit(async (values) => {
    try {
      fb.snackbar('success', (await add.mutateAsync(values)).message);
      onClose();
    } catch (error) {
      reportRefusedSave(fb, form, error, { fallback: '설비 등록에 실패했습니다.' });
    }
  });
  return (
    <DialogFrame
      title="설비 추가"
      onClose={formState.isSubmitting ? undefined : onClose}
      onSubmit={(e) => void submit(e)}
    >
      <DialogContent>
        <FormModeContext.Provider value="CREATE">
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="facilityCode"
              label="설비 코드"
              required
              helperText="영문 대문자, 숫자, 밑줄(_) (예: OFFSET_02). MQTT 토픽 이름이 됩니다."
            />
            <FormTextField control={control} name="facilityName" label="설비명" required />
            <FormTextField control={control} name="ipAddress" label="IP 주소" inputMode="decimal" />
            {formState.errors.root?.server && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
          </Stack>
        </FormModeContext.Provider>
      </DialogContent>
      <DialogSubmitActions submitLabel="등록" busy={formState.isSubmitting} onCancel={onClose} />
    </DialogFrame>
  );
}
