import { MSG } from '@scm/contract';
import { useCallback, useEffect, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useFeedback } from '../feedback';
import type { FormMode } from './form-mode';
import { useEntityForm, type EntityFormApi } from './use-entity-form';

/**
 * The state of a page that lists records and shows the chosen one in a form beside the list (codes, item
 * categories, item options): which record is chosen, whether it is being edited or a new one is being written,
 * and whether that edit has unsaved changes.
 */
export interface MasterDetail<K extends string | number = number> {
  selectedId: K | null;
  mode: FormMode;
  /** Key the detail form with it, so each record and mode starts from that record's saved values. */
  detailKey: string;
  /** Reported by the detail form (useDetailForm). */
  setDirty: (dirty: boolean) => void;
  /** Ends an edit in progress, asking MSG.leaveGuard first when it has unsaved changes; resolves whether it ended. */
  leaveEdit: () => Promise<boolean>;
  /** Chooses another record (null: none), after leaveEdit; resolves whether the choice was made. */
  select: (id: K | null) => Promise<boolean>;
  /**
   * Starts a new record, after leaveEdit. Given `under`, that becomes the selection (e.g. the parent a category goes
   * under); otherwise the chosen record stays chosen, to come back to on 취소.
   */
  startCreate: (under?: K | null) => Promise<boolean>;
  startEdit: () => void;
  /** 취소: back to READ of the chosen record, after asking when there are unsaved changes. */
  cancelEdit: () => Promise<void>;
  /** Shows a record in READ without asking: after it was saved, or to move off a deleted one. */
  show: (id: K | null) => void;
}

export function useMasterDetail<K extends string | number = number>(): MasterDetail<K> {
  const fb = useFeedback();
  const [selectedId, setSelectedId] = useState<K | null>(null);
  const [mode, setMode] = useState<FormMode>('READ');
  const [dirty, setDirtyState] = useState(false);
  const setDirty = useCallback((d: boolean) => setDirtyState(d), []);

  const leaveEdit = async () => {
    if (mode !== 'READ' && dirty && !(await fb.confirm(MSG.leaveGuard))) return false;
    setMode('READ');
    setDirty(false);
    return true;
  };
  const show = (id: K | null) => {
    setSelectedId(id);
    setMode('READ');
    setDirty(false);
  };

  return {
    selectedId,
    mode,
    detailKey: `${mode}-${mode === 'CREATE' ? 'new-' : ''}${String(selectedId ?? 'none')}`,
    setDirty,
    leaveEdit,
    select: async (id) => {
      if (id === selectedId && mode === 'READ') return true;
      if (!(await leaveEdit())) return false;
      setSelectedId(id);
      return true;
    },
    startCreate: async (under) => {
      if (!(await leaveEdit())) return false;
      if (under !== undefined) setSelectedId(under);
      setMode('CREATE');
      return true;
    },
    startEdit: () => setMode('UPDATE'),
    cancelEdit: async () => {
      await leaveEdit();
    },
    show,
  };
}

/** The detail form of a master–detail page: its mode is the page's, and it tells the page when it has changes. */
export function useDetailForm<TIn extends FieldValues, TOut extends FieldValues>(
  md: Pick<MasterDetail, 'mode' | 'setDirty'>,
  options: { schema: z.ZodType<TOut, TIn>; defaultValues: DefaultValues<TIn> },
): EntityFormApi<TIn, TOut> {
  const form = useEntityForm<TIn, TOut>({ ...options, mode: md.mode });
  const dirty = md.mode !== 'READ' && form.formState.isDirty;
  const { setDirty } = md;
  useEffect(() => setDirty(dirty), [dirty, setDirty]);
  return form;
}
