import { Paper } from '@mui/material';
import {
  DEFAULT_DEPARTMENT_COLOR,
  DepartmentCreateSchema,
  departmentMessages,
  type Department,
  type DepartmentInput,
} from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm, type FormMode } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/list-kit';
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
  const fb = useFeedback();
  const nav = useListNavigation(DEPARTMENT_LIST_PATH);
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const remove = useDeleteDepartment();
  const form = useEntityForm<DepartmentInput, DepartmentValues>({
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: DepartmentCreateSchema,
    defaultValues: department
      ? { name: department.name, color: department.color, isUsed: department.isUsed }
      : NEW_DEPARTMENT,
    mode,
  });

  const save = async (values: DepartmentValues) => {
    if (department) {
      const saved = await update.mutateAsync({ ...values, id: department.id });
      fb.snackbar('success', departmentMessages.updated(saved.name));
      nav.backToDetail(saved.id);
    } else {
      const saved = await create.mutateAsync(values);
      fb.snackbar('success', departmentMessages.created(saved.name));
      nav.toDetail(saved.id, { replace: true });
    }
  };

  const deleteDepartment = async () => {
    if (!department) return;
    await remove.mutateAsync(department.id);
    fb.snackbar('success', departmentMessages.deleted(department.name));
    nav.toList({ replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <EntityForm area="COMMON" form={form} onSubmit={save} aria-label="부서 정보">
        <DepartmentFields />
        <FormActions
          onDelete={department ? deleteDepartment : undefined}
          deleteConfirmText={departmentMessages.deleteConfirm}
          onEdit={department ? () => nav.toEdit(department.id) : undefined}
          onList={() => nav.toList()}
          onCancel={() => (department ? nav.backToDetail(department.id) : nav.toList())}
        />
      </EntityForm>
    </Paper>
  );
}
