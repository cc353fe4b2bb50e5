import { Paper } from '@mui/material';
import {
  InspectionCreateSchema,
  inspectionMessages,
  type Inspection,
  type InspectionInput,
  type InspectionValues,
} from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm, type FormMode } from '../../shared/form-kit';
import { formatNumber, today } from '../../shared/format';
import { useListNavigation } from '../../shared/list-kit';
import { INSPECTION_LIST_PATH, useCreateInspection, useDeleteInspection, useUpdateInspection } from './api';
import { InspectionFields } from './inspection-fields';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  inspection?: Inspection;
  /** CREATE: who inspects, by default the signed-in employee. */
  defaultWorker?: string;
}

/** Spec 001 §3: a new inspection starts with quantities 0 (the count must be typed) and both dates today. */
const newInspection = (worker: string): InspectionInput => ({
  name: '',
  worker,
  categoryId: null,
  itemIds: [],
  inspectionQuantity: '0',
  defectQuantity: '0',
  startDate: today(),
  endDate: today(),
  remark: '',
});

// Quantities read with thousands separators; the schema reads '1,200' as 1200. The flag is left out:
// 검수 완료 is its own action, and a PUT without it keeps it.
const valuesOf = (i: Inspection): InspectionInput => ({
  name: i.name,
  worker: i.worker,
  categoryId: i.categoryId,
  itemIds: i.items.map((item) => item.id),
  inspectionQuantity: formatNumber(i.inspectionQuantity),
  defectQuantity: formatNumber(i.defectQuantity),
  startDate: i.startDate,
  endDate: i.endDate,
  remark: i.remark,
});

export function InspectionForm({ mode, inspection, defaultWorker = '' }: Props) {
  const fb = useFeedback();
  const nav = useListNavigation(INSPECTION_LIST_PATH);
  const create = useCreateInspection();
  const update = useUpdateInspection();
  const remove = useDeleteInspection();
  const form = useEntityForm<InspectionInput, InspectionValues>({
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: InspectionCreateSchema,
    defaultValues: inspection ? valuesOf(inspection) : newInspection(defaultWorker),
    mode,
  });

  const save = async (values: InspectionValues) => {
    if (inspection) {
      const saved = await update.mutateAsync({ ...values, id: inspection.id });
      fb.snackbar('success', inspectionMessages.updated);
      nav.backToDetail(saved.id);
    } else {
      const saved = await create.mutateAsync(values);
      fb.snackbar('success', inspectionMessages.created);
      nav.toDetail(saved.id, { replace: true });
    }
  };

  const deleteInspection = async () => {
    if (!inspection) return;
    await remove.mutateAsync(inspection.id);
    fb.snackbar('success', inspectionMessages.deleted);
    nav.toList({ replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <EntityForm
        area="WORK"
        form={form}
        onSubmit={save}
        aria-label="검수 정보"
        confirmSave={{ create: inspectionMessages.createConfirm, update: inspectionMessages.updateConfirm }}
      >
        <InspectionFields savedItems={inspection?.items ?? []} />
        <FormActions
          onDelete={inspection ? deleteInspection : undefined}
          deleteConfirmText={inspectionMessages.deleteConfirm}
          onEdit={inspection ? () => nav.toEdit(inspection.id) : undefined}
          onList={() => nav.toList()}
          onCancel={() => (inspection ? nav.backToDetail(inspection.id) : nav.toList())}
        />
      </EntityForm>
    </Paper>
  );
}
