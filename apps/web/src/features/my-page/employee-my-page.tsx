import { Button, Paper } from '@mui/material';
import {
  EmployeeMyPageUpdateSchema,
  myPageMessages,
  type EmployeeMyPage as EmployeeMyPageRecord,
  type EmployeeMyPageInput,
  type EmployeeMyPageValues,
} from '@scm/contract';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, pageTypeOf, useEntityForm } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { useEmployeeMyPage, useUpdateEmployeeMyPage } from './api';
import { EmployeeMyPageFields } from './employee-my-page-fields';
import { MY_PAGE_HELP } from './help-texts';
import { MY_PAGE_PATHS } from './paths';
import { RecordState } from './record-state';

type Mode = 'READ' | 'UPDATE';

interface Props {
  /** The signed-in employee's id. */
  employeeId: number;
  mode: Mode;
  /** After a save: the shell's signed-in name and department follow the record. */
  onSaved: () => Promise<void>;
}

const formValues = (r: EmployeeMyPageRecord): EmployeeMyPageInput => ({
  name: r.name,
  tel: r.tel,
  email: r.email,
  address: r.address,
  salaryAccount: r.salaryAccount,
  emergencyContact: r.emergencyContact,
  remark: r.remark,
  isOrderReceiptNotification: r.isOrderReceiptNotification,
  isWorkRequestDepartmentNotification: r.isWorkRequestDepartmentNotification,
});

function EmployeeMyPageForm({ saved, mode, onSaved }: { saved: EmployeeMyPageRecord } & Omit<Props, 'employeeId'>) {
  const fb = useFeedback();
  const navigate = useNavigate();
  const update = useUpdateEmployeeMyPage();
  const form = useEntityForm<EmployeeMyPageInput, EmployeeMyPageValues>({
    schema: EmployeeMyPageUpdateSchema,
    defaultValues: formValues(saved),
    mode,
  });
  const save = async (values: EmployeeMyPageValues) => {
    await update.mutateAsync(values);
    fb.snackbar('success', myPageMessages.updated);
    await onSaved();
    void navigate(MY_PAGE_PATHS.employee, { replace: true });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860 }}>
      <EntityForm form={form} onSubmit={save} aria-label="내 정보">
        <EmployeeMyPageFields saved={saved} />
        <FormActions
          onEdit={() => void navigate(`${MY_PAGE_PATHS.employee}/edit`)}
          onCancel={() => void navigate(MY_PAGE_PATHS.employee, { replace: true })}
        />
      </EntityForm>
    </Paper>
  );
}

/** /admin/cm/mypage (READ) and /admin/cm/mypage/edit (UPDATE): the signed-in employee's own record. */
export function EmployeeMyPage({ employeeId, mode, onSaved }: Props) {
  const { data, isError } = useEmployeeMyPage(employeeId);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={mode === 'READ' ? '내 정보' : '내 정보 수정'}
        pageType={pageTypeOf(mode)}
        help={mode === 'READ' ? MY_PAGE_HELP.employeeRead : MY_PAGE_HELP.update}
        actions={
          mode === 'READ' ? (
            <Button variant="outlined" size="small" onClick={() => void navigate(MY_PAGE_PATHS.employeePassword)}>
              비밀번호 변경
            </Button>
          ) : undefined
        }
      />
      {data ? (
        <EmployeeMyPageForm key={`${mode}-${data.id}`} saved={data} mode={mode} onSaved={onSaved} />
      ) : (
        <RecordState failed={isError} />
      )}
    </>
  );
}
