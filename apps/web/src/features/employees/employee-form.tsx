import { Paper } from '@mui/material';
import { canManageHr, employeeMessages, type Employee } from '@scm/contract';
import { useState } from 'react';
import { useAuthorities } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm, type FormMode } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/list-kit';
import { EMPLOYEE_LIST_PATH, useCreateEmployee, useDeleteEmployees, useUpdateEmployee } from './api';
import { EmployeeFields } from './employee-fields';
import {
  employeeFormSchema,
  hasHrData,
  isUpdate,
  newEmployee,
  savedEmployeeValues,
  type EmployeeFormInput,
  type EmployeeFormValues,
} from './employee-form-schema';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  employee?: Employee;
}

export function EmployeeForm({ mode, employee }: Props) {
  const fb = useFeedback();
  const nav = useListNavigation(EMPLOYEE_LIST_PATH);
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const remove = useDeleteEmployees();
  const [stamp, setStamp] = useState<File | null>(null);
  // HR data: a saved record carries it only when the server let this user see it; a new one needs the authority.
  const mayManageHr = canManageHr(useAuthorities());
  const showHr = employee ? hasHrData(employee) : mayManageHr;
  const form = useEntityForm<EmployeeFormInput, EmployeeFormValues>({
    schema: employeeFormSchema(mode),
    defaultValues: employee ? savedEmployeeValues(employee) : newEmployee(showHr),
    mode,
  });

  const save = async (values: EmployeeFormValues) => {
    if (isUpdate(values)) {
      const saved = await update.mutateAsync({ values, stamp });
      fb.snackbar('success', employeeMessages.updated(saved.name));
      nav.backToDetail(saved.id);
    } else {
      const saved = await create.mutateAsync({ values, stamp });
      fb.snackbar('success', employeeMessages.created(saved.name));
      nav.toDetail(saved.id, { replace: true });
    }
  };

  const deleteEmployee = async () => {
    if (!employee) return;
    await remove.mutateAsync([employee.id]);
    fb.snackbar('success', employeeMessages.deleted(employee.name));
    nav.toList({ replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860 }}>
      <EntityForm area="COMMON" form={form} onSubmit={save} pendingChanges={stamp !== null} aria-label="직원 정보">
        <EmployeeFields
          saved={employee ? { id: employee.id, hasStamp: employee.hasStamp } : undefined}
          stamp={stamp}
          onStampChange={setStamp}
          showHr={showHr}
        />
        <FormActions
          onDelete={employee ? deleteEmployee : undefined}
          deleteConfirmText={employeeMessages.deleteConfirm}
          onEdit={employee ? () => nav.toEdit(employee.id) : undefined}
          onList={() => nav.toList()}
          onCancel={() => (employee ? nav.backToDetail(employee.id) : nav.toList())}
        />
      </EntityForm>
    </Paper>
  );
}
