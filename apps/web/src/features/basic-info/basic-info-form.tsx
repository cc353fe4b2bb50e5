import { Paper } from '@mui/material';
import { BasicInfoFieldsSchema, type BasicInfo, type BasicInfoInput } from '@scm/contract';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm } from '../../shared/form-kit';
import { BASIC_INFO_PATH, useUpdateBasicInfo, type BasicInfoValues } from './api';
import { BasicInfoFields } from './basic-info-fields';

interface Props {
  mode: 'READ' | 'UPDATE';
  info: BasicInfo;
}

/** READ offers only 수정 (the record cannot be deleted); UPDATE offers 취소 and 저장. */
export function BasicInfoForm({ mode, info }: Props) {
  const fb = useFeedback();
  const navigate = useNavigate();
  const update = useUpdateBasicInfo();
  const form = useEntityForm<BasicInfoInput, BasicInfoValues>({
    schema: BasicInfoFieldsSchema,
    defaultValues: {
      name: info.name,
      representative: info.representative,
      tel: info.tel,
      address: info.address,
      email: info.email,
      fax: info.fax,
      remark: info.remark,
    },
    mode,
  });

  const save = async (values: BasicInfoValues) => {
    const { message } = await update.mutateAsync(values);
    fb.snackbar('success', message);
    void navigate(BASIC_INFO_PATH);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <EntityForm area="COMMON" form={form} onSubmit={save} aria-label="회사 정보">
        <BasicInfoFields />
        <FormActions
          onEdit={() => void navigate(`${BASIC_INFO_PATH}/edit`)}
          onCancel={() => void navigate(BASIC_INFO_PATH)}
        />
      </EntityForm>
    </Paper>
  );
}
