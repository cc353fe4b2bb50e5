import {
  InspectionCreateSchema,
  inspectionMessages,
  type Inspection,
  type InspectionInput,
  type InspectionValues,
} from '@scm/contract';
import { RecordForm, useRecordForm, type FormMode } from '../../shared/form-kit';
import { formatNumber, today } from '../../shared/format';
import { INSPECTION_LIST_PATH, useCreateInspection, useDeleteInspection, useUpdateInspection } from './api';
import { InspectionFields } from './inspection-fields';
import { InspectionLockNotice } from './inspection-status';

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
  orderId: null,
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
  orderId: i.orderId,
  inspectionQuantity: formatNumber(i.inspectionQuantity),
  defectQuantity: formatNumber(i.defectQuantity),
  startDate: i.startDate,
  endDate: i.endDate,
  remark: i.remark,
});

export function InspectionForm({ mode, inspection, defaultWorker = '' }: Props) {
  // A completed inspection is neither edited nor deleted: 완료 취소 (the header's button) reopens it.
  const locked = inspection?.complete === true;
  const create = useCreateInspection();
  const update = useUpdateInspection();
  const remove = useDeleteInspection();
  const record = useRecordForm<InspectionInput, InspectionValues, Inspection>({
    mode,
    record: inspection,
    listPath: INSPECTION_LIST_PATH,
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: InspectionCreateSchema,
    valuesOf,
    blank: () => newInspection(defaultWorker),
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.id, message: inspectionMessages.created };
    },
    update: locked
      ? undefined
      : async (values, i) => {
          const saved = await update.mutateAsync({ ...values, id: i.id });
          return { id: saved.id, message: inspectionMessages.updated };
        },
    remove: locked
      ? undefined
      : async (i) => {
          await remove.mutateAsync(i.id);
          return inspectionMessages.deleted;
        },
    confirm: {
      create: inspectionMessages.createConfirm,
      update: inspectionMessages.updateConfirm,
      delete: inspectionMessages.deleteConfirm,
    },
  });
  return (
    <RecordForm record={record} area="WORK" aria-label="검수 정보" maxWidth={960}>
      {locked && <InspectionLockNotice inspection={inspection} />}
      <InspectionFields savedItems={inspection?.items ?? []} saved={inspection} />
    </RecordForm>
  );
}
