import { FacilityCreateSchema } from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import { DialogForm, FormTextField, useDialogForm } from '../../shared/form-kit';
import { reportRefusedSave } from '../../shared/workflow';
import { useAddFacility } from './api';

/** 설비 추가: a machine the shop bought; its code becomes its MQTT topic and its sensor name. */
export function FacilityAddDialog({ onClose }: { onClose: () => void }) {
  const fb = useFeedback();
  const add = useAddFacility();
  const form = useDialogForm(FacilityCreateSchema, { facilityCode: '', facilityName: '', ipAddress: '' });
  const { control } = form;
  return (
    <DialogForm
      form={form}
      title="설비 추가"
      mode="CREATE"
      submitLabel="등록"
      onClose={onClose}
      onSubmit={async (values) => {
        fb.snackbar('success', (await add.mutateAsync(values)).message);
        onClose();
      }}
      onError={(error) => reportRefusedSave(fb, form, error, { fallback: '설비 등록에 실패했습니다.' })}
    >
      <FormTextField
        control={control}
        name="facilityCode"
        label="설비 코드"
        required
        helperText="영문 대문자, 숫자, 밑줄(_) (예: OFFSET_02). MQTT 토픽 이름이 됩니다."
      />
      <FormTextField control={control} name="facilityName" label="설비명" required />
      <FormTextField control={control} name="ipAddress" label="IP 주소" inputMode="decimal" />
    </DialogForm>
  );
}
