import {
  EMPLOYEE_HR_FIELDS,
  EmployeeCreateSchema,
  EmployeeUpdateSchema,
  type Employee,
  type EmployeeCreateInput,
  type EmployeeCreateValues,
  type EmployeeUpdateValues,
} from '@scm/contract';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FormMode } from '../../shared/form-kit';

/**
 * What the one employee form holds in any mode: CREATE adds the password pair, UPDATE the id and deleteStamp.
 * Each mode validates with the contract schema the server uses for that call.
 */
export type EmployeeFormInput = Omit<EmployeeCreateInput, 'username' | 'password' | 'password2'> & {
  username?: string;
  password?: string;
  password2?: string;
  id?: number;
  deleteStamp?: boolean;
};
export type EmployeeFormValues = EmployeeCreateValues | EmployeeUpdateValues;

export const employeeFormSchema = (mode: FormMode): z.ZodType<EmployeeFormValues, EmployeeFormInput> =>
  mode === 'CREATE' ? EmployeeCreateSchema : EmployeeUpdateSchema;

/** The HR fields (address, salary account, emergency contact) when the user may see them: '' each. */
const emptyHr = (withHr: boolean) => (withHr ? { address: '', salaryAccount: '', emergencyContact: '' } : {});

/**
 * A new employee's form. Without the HR authority the HR fields are left out entirely, so the form neither
 * shows nor sends them.
 */
export const newEmployee = (withHr: boolean): DefaultValues<EmployeeFormInput> => ({
  username: '',
  password: '',
  password2: '',
  number: '',
  name: '',
  tel: '',
  email: '',
  ...emptyHr(withHr),
  remark: '',
  dateJoined: '',
  dateResigned: '',
  isOrderReceiptNotification: true,
  isWorkRequestDepartmentNotification: true,
});

/** The server answers null for HR data the user may not see; such a form leaves those fields out. */
export const hasHrData = (e: Employee) => EMPLOYEE_HR_FIELDS.every((f) => e[f] !== null);

/** The saved HR fields, only when the server showed them (omitted fields keep their saved value). */
const savedHr = (e: Employee) =>
  hasHrData(e)
    ? { address: e.address ?? '', salaryAccount: e.salaryAccount ?? '', emergencyContact: e.emergencyContact ?? '' }
    : {};

/** The saved record as form values; the password pair is not part of an update. */
export const savedEmployeeValues = (e: Employee): DefaultValues<EmployeeFormInput> => ({
  id: e.id,
  username: e.username,
  number: e.number,
  name: e.name,
  departmentId: e.departmentId ?? undefined,
  positionId: e.positionId ?? undefined,
  tel: e.tel,
  email: e.email,
  ...savedHr(e),
  remark: e.remark,
  dateJoined: e.dateJoined ?? '',
  dateResigned: e.dateResigned ?? '',
  isOrderReceiptNotification: e.isOrderReceiptNotification,
  isWorkRequestDepartmentNotification: e.isWorkRequestDepartmentNotification,
  deleteStamp: false,
});

export const isUpdate = (v: EmployeeFormValues): v is EmployeeUpdateValues => 'id' in v;
