import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useFeedback } from '../feedback';
import { useListNavigation } from '../page-kit';
import type { FormMode } from './form-mode';
import { useEntityForm, type EntityFormApi } from './use-entity-form';

/** What a create or update answers: the saved record's id (for the detail address) and the success message. */
export interface SavedRecord {
  id: number;
  message: string;
}

/** The questions a record form asks (spec 001 §5: register, update and delete are confirmed). */
export interface RecordConfirmTexts {
  create: string;
  /** Needed with `update`. */
  update?: string;
  /** Needed with `remove`. */
  delete?: string;
}

export interface UseRecordFormOptions<TIn extends FieldValues, TOut extends FieldValues, TRecord> {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  record: TRecord | undefined;
  /** The list the record belongs to: its new, detail and edit pages hang below it. */
  listPath: string;
  /** The contract schema the server validates with, so both sides give the same messages. */
  schema: z.ZodType<TOut, TIn>;
  /** The form values of the saved record. */
  valuesOf: (record: TRecord) => DefaultValues<TIn>;
  /** The values a new record starts with. */
  blank: () => DefaultValues<TIn>;
  create: (values: TOut) => Promise<SavedRecord>;
  /** Saves the changed record; omit when a saved record is only read (no 수정). */
  update?: (values: TOut, record: TRecord) => Promise<SavedRecord>;
  /** Deletes the saved record and answers the success message; omit when the record cannot be deleted. */
  remove?: (record: TRecord) => Promise<string>;
  confirm: RecordConfirmTexts;
}

/** The props FormActions takes from a record form: the kit's own navigation, deletion and confirm text. */
export interface RecordFormActions {
  onDelete?: () => Promise<void>;
  onEdit?: () => void;
  onList: () => void;
  onCancel: () => void;
  deleteConfirmText?: string;
}

export interface RecordFormApi<TIn extends FieldValues, TOut extends FieldValues> {
  form: EntityFormApi<TIn, TOut>;
  /** Saves (create or update), says so, and shows the saved record; errors go back to EntityForm. */
  save: (values: TOut) => Promise<void>;
  confirmSave: { create: string; update: string };
  actions: RecordFormActions;
}

/**
 * Everything a record's create, detail and edit pages share: the form from the record, save with its success
 * message and the way back to the detail, delete back to the list, and the list/edit/cancel navigation. A record
 * form then declares only its fields, schema, API calls and messages (see RecordForm).
 */
export function useRecordForm<TIn extends FieldValues, TOut extends FieldValues, TRecord extends { id: number }>(
  options: UseRecordFormOptions<TIn, TOut, TRecord>,
): RecordFormApi<TIn, TOut> {
  const { mode, record, listPath, schema, valuesOf, blank, create, update, remove, confirm } = options;
  const fb = useFeedback();
  const nav = useListNavigation(listPath);
  const form = useEntityForm<TIn, TOut>({ schema, defaultValues: record ? valuesOf(record) : blank(), mode });

  const save = async (values: TOut) => {
    if (record) {
      if (!update) return; // a record that is only read has no save to make
      const saved = await update(values, record);
      fb.snackbar('success', saved.message);
      nav.backToDetail(saved.id);
    } else {
      const saved = await create(values);
      fb.snackbar('success', saved.message);
      nav.toDetail(saved.id, { replace: true });
    }
  };

  const deleteRecord =
    record && remove
      ? async () => {
          fb.snackbar('success', await remove(record));
          nav.toList({ replace: true });
        }
      : undefined;

  return {
    form,
    save,
    confirmSave: { create: confirm.create, update: confirm.update ?? confirm.create },
    actions: {
      onDelete: deleteRecord,
      onEdit: record && update ? () => nav.toEdit(record.id) : undefined,
      onList: () => nav.toList(),
      onCancel: () => (record ? nav.backToDetail(record.id) : nav.toList()),
      deleteConfirmText: confirm.delete,
    },
  };
}
