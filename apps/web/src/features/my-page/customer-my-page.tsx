import { Button, Paper } from '@mui/material';
import {
  CustomerMyPageUpdateSchema,
  buyerTaxFields,
  myPageMessages,
  type CustomerMyPage as CustomerMyPageRecord,
  type CustomerMyPageInput,
  type CustomerMyPageValues,
} from '@scm/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, pageTypeOf, useEntityForm } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { useCustomerMyPage, useUpdateCustomerMyPage } from './api';
import { CustomerMyPageFields } from './customer-my-page-fields';
import { MY_PAGE_HELP } from './help-texts';
import { MY_PAGE_PATHS } from './paths';
import { RecordState } from './record-state';

type Mode = 'READ' | 'UPDATE';

interface Props {
  /** The signed-in customer's client-company id. */
  buyerId: number;
  mode: Mode;
  /** After a save: the shell's signed-in name follows the record. */
  onSaved: () => Promise<void>;
}

function CustomerMyPageForm({ saved, mode, onSaved }: { saved: CustomerMyPageRecord } & Omit<Props, 'buyerId'>) {
  const fb = useFeedback();
  const navigate = useNavigate();
  const update = useUpdateCustomerMyPage();
  // The 사업자등록번호 is checked as the server does: a stored one passes while it is left unchanged.
  const schema = useMemo(
    () => z.strictObject({ ...CustomerMyPageUpdateSchema.shape, ...buyerTaxFields(saved.registrationNumber) }),
    [saved.registrationNumber],
  );
  const form = useEntityForm<CustomerMyPageInput, CustomerMyPageValues>({
    schema,
    defaultValues: {
      name: saved.name,
      tel: saved.tel,
      email: saved.email,
      address: saved.address,
      registrationNumber: saved.registrationNumber,
      representative: saved.representative,
      businessType: saved.businessType,
      businessItem: saved.businessItem,
      taxInvoiceEmail: saved.taxInvoiceEmail,
    },
    mode,
  });
  const save = async (values: CustomerMyPageValues) => {
    await update.mutateAsync(values);
    fb.snackbar('success', myPageMessages.updated);
    await onSaved();
    void navigate(MY_PAGE_PATHS.customer, { replace: true });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <EntityForm form={form} onSubmit={save} aria-label="내 정보">
        <CustomerMyPageFields saved={saved} />
        <FormActions
          onEdit={() => void navigate(`${MY_PAGE_PATHS.customer}/edit`)}
          onCancel={() => void navigate(MY_PAGE_PATHS.customer, { replace: true })}
        />
      </EntityForm>
    </Paper>
  );
}

/** /my/mypage (READ) and /my/mypage/edit (UPDATE): the signed-in customer's company profile. */
export function CustomerMyPage({ buyerId, mode, onSaved }: Props) {
  const { data, isError } = useCustomerMyPage(buyerId);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={mode === 'READ' ? '내 정보' : '내 정보 수정'}
        pageType={pageTypeOf(mode)}
        help={mode === 'READ' ? MY_PAGE_HELP.customerRead : MY_PAGE_HELP.update}
        actions={
          mode === 'READ' ? (
            <Button variant="outlined" size="small" onClick={() => void navigate(MY_PAGE_PATHS.customerPassword)}>
              비밀번호 변경
            </Button>
          ) : undefined
        }
      />
      {data ? (
        <CustomerMyPageForm key={`${mode}-${data.id}`} saved={data} mode={mode} onSaved={onSaved} />
      ) : (
        <RecordState failed={isError} />
      )}
    </>
  );
}
