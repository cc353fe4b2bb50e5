import {
  DEFAULT_DEPARTMENT_COLOR,
  DepartmentCreateSchema,
  departmentMessages,
  type Department,
  type DepartmentInput,
} from '@scm/contract';
import { RecordForm, useRecordForm, type FormMode } from '../../shared/form-kit';
import {
  DEPARTMENT_LIST_PATH,
  useCreateDepartment,
  useDeleteDepartment,
  useUpdateDepartment,
  type DepartmentValues,
} from './api';
import { DepartmentFields } from './department-fields';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  department?: Department;
}

const NEW_DEPARTMENT: DepartmentInput = { name: '', color: DEFAULT_DEPARTMENT_COLOR, isUsed: true };

export function DepartmentForm({ mode, department }: Props) {
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const remove = useDeleteDepartment();
  const record = useRecordForm<DepartmentInput, DepartmentValues, Department>({
    mode,
    record: department,
    listPath: DEPARTMENT_LIST_PATH,
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: DepartmentCreateSchema,
    valuesOf: (d) => ({ name: d.name, color: d.color, isUsed: d.isUsed }),
    blank: () => NEW_DEPARTMENT,
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.id, message: departmentMessages.created(saved.name) };
    },
    update: async (values, d) => {
      const saved = await update.mutateAsync({ ...values, id: d.id });
      return { id: saved.id, message: departmentMessages.updated(saved.name) };
    },
    remove: async (d) => {
      await remove.mutateAsync(d.id);
      return departmentMessages.deleted(d.name);
    },
    confirm: {
      create: departmentMessages.createConfirm,
      update: departmentMessages.updateConfirm,
      delete: departmentMessages.deleteConfirm,
    },
  });
  return (
    <RecordForm record={record} area="COMMON" aria-label="부서 정보" maxWidth={760}>
      <DepartmentFields />
    </RecordForm>
  );
}
