import { canManageHr, employeeMessages, type Employee } from '@scm/contract';
import { useState } from 'react';
import { useAuthorities } from '../../shared/access';
import { RecordForm, useRecordForm, type FormMode, type SavedRecord } from '../../shared/form-kit';
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
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const remove = useDeleteEmployees();
  const [stamp, setStamp] = useState<File | null>(null);
  // HR data: a saved record carries it only when the server let this user see it; a new one needs the authority.
  const mayManageHr = canManageHr(useAuthorities());
  const showHr = employee ? hasHrData(employee) : mayManageHr;

  // Each mode validates with its own contract schema, so the values themselves say which call they are for.
  const saveEmployee = async (values: EmployeeFormValues): Promise<SavedRecord> => {
    if (isUpdate(values)) {
      const saved = await update.mutateAsync({ values, stamp });
      return { id: saved.id, message: employeeMessages.updated(saved.name) };
    }
    const saved = await create.mutateAsync({ values, stamp });
    return { id: saved.id, message: employeeMessages.created(saved.name) };
  };

  const record = useRecordForm<EmployeeFormInput, EmployeeFormValues, Employee>({
    mode,
    record: employee,
    listPath: EMPLOYEE_LIST_PATH,
    schema: employeeFormSchema(mode),
    valuesOf: savedEmployeeValues,
    blank: () => newEmployee(showHr),
    create: saveEmployee,
    update: saveEmployee,
    remove: async (e) => {
      await remove.mutateAsync([e.id]);
      return employeeMessages.deleted(e.name);
    },
    confirm: {
      create: employeeMessages.createConfirm,
      update: employeeMessages.updateConfirm,
      delete: employeeMessages.deleteConfirm,
    },
  });
  return (
    <RecordForm record={record} area="COMMON" aria-label="직원 정보" pendingChanges={stamp !== null}>
      <EmployeeFields
        saved={employee ? { id: employee.id, hasStamp: employee.hasStamp } : undefined}
        stamp={stamp}
        onStampChange={setStamp}
        showHr={showHr}
      />
    </RecordForm>
  );
}
