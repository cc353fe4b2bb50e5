import { Divider, Paper } from '@mui/material';
import { BasicInfoUpdateSchema, type BasicInfo, type BasicInfoInput } from '@scm/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm } from '../../shared/form-kit';
import { BASIC_INFO_PATH, useCompanyBasicInfo, useUpdateBasicInfo, type BasicInfoValues } from './api';
import { BasicInfoFields } from './basic-info-fields';
import { CompanyStampField } from './company-stamp-field';

interface Props {
  mode: 'READ' | 'UPDATE';
  info: BasicInfo;
}

type FormInput = BasicInfoInput & { deleteStamp?: boolean };
const schema = BasicInfoUpdateSchema.omit({ id: true });

/** READ offers only 수정 (the record cannot be deleted); UPDATE offers 취소 and 저장. */
export function BasicInfoForm({ mode, info }: Props) {
  const fb = useFeedback();
  const navigate = useNavigate();
  const update = useUpdateBasicInfo();
  const [stamp, setStamp] = useState<File | null>(null);
  // The stamp's address never changes: the time the record was read tells the browser a new image from the old.
  const { dataUpdatedAt } = useCompanyBasicInfo();
  const form = useEntityForm<FormInput, BasicInfoValues>({
    schema,
    defaultValues: {
      name: info.name,
      representative: info.representative,
      tel: info.tel,
      address: info.address,
      email: info.email,
      fax: info.fax,
      remark: info.remark,
      registrationNumber: info.registrationNumber,
      businessType: info.businessType,
      businessItem: info.businessItem,
      taxInvoiceEmail: info.taxInvoiceEmail,
      deleteStamp: false,
    },
    mode,
  });

  const save = async (values: BasicInfoValues) => {
    const { message } = await update.mutateAsync({ values, stamp });
    fb.snackbar('success', message);
    void navigate(BASIC_INFO_PATH);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <EntityForm area="COMMON" form={form} onSubmit={save} aria-label="회사 정보" pendingChanges={stamp !== null}>
        <BasicInfoFields />
        <Divider sx={{ my: 2 }} />
        <CompanyStampField
          stored={{ hasStamp: info.hasStamp, version: String(dataUpdatedAt) }}
          stamp={stamp}
          onStampChange={setStamp}
        />
        <FormActions
          onEdit={() => void navigate(`${BASIC_INFO_PATH}/edit`)}
          onCancel={() => void navigate(BASIC_INFO_PATH)}
        />
      </EntityForm>
    </Paper>
  );
}
