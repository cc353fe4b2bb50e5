import {
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

export const NEW_EMPLOYEE: DefaultValues<EmployeeFormInput> = {
  username: '',
  password: '',
  password2: '',
  number: '',
  name: '',
  tel: '',
  email: '',
  address: '',
  salaryAccount: '',
  emergencyContact: '',
  remark: '',
  dateJoined: '',
  dateResigned: '',
  isOrderReceiptNotification: true,
  isWorkRequestDepartmentNotification: true,
};

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
  address: e.address,
  salaryAccount: e.salaryAccount,
  emergencyContact: e.emergencyContact,
  remark: e.remark,
  dateJoined: e.dateJoined ?? '',
  dateResigned: e.dateResigned ?? '',
  isOrderReceiptNotification: e.isOrderReceiptNotification,
  isWorkRequestDepartmentNotification: e.isWorkRequestDepartmentNotification,
  deleteStamp: false,
});

export const isUpdate = (v: EmployeeFormValues): v is EmployeeUpdateValues => 'id' in v;
