import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';

type Drafts = Map<number | string, FieldValues>;

const RowDraftsContext = createContext<Drafts | null>(null);

/** Keeps the unsaved values of the rows under it; RowsFrame stays mounted when its layout switches. */
export function RowDrafts({ children }: { children: ReactNode }) {
  const [drafts] = useState<Drafts>(() => new Map());
  return <RowDraftsContext.Provider value={drafts}>{children}</RowDraftsContext.Provider>;
}

/**
 * `useForm` for one row of a RowsFrame. Turning a phone sideways swaps the cards for a table and remounts every row;
 * what was typed and not yet saved goes to the frame on unmount and comes back on the next mount.
 */
export function useRowForm<TIn extends FieldValues, TOut extends FieldValues>(
  key: number | string,
  props: UseFormProps<TIn, unknown, TOut> & { defaultValues: TIn },
) {
  const drafts = useContext(RowDraftsContext);
  const form = useForm<TIn, unknown, TOut>(props);
  // The row as saved, from the latest render: a row saved and read again leaves no draft.
  const savedNow = JSON.stringify(props.defaultValues);
  const saved = useRef(savedNow);
  useEffect(() => {
    saved.current = savedNow;
  }, [savedNow]);
  useEffect(() => {
    const draft = drafts?.get(key);
    if (draft)
      for (const [name, value] of Object.entries(draft))
        form.setValue(name as Path<TIn>, value as TIn[Path<TIn>], { shouldDirty: true });
    return () => {
      const typed = form.getValues();
      if (JSON.stringify(typed) === saved.current) drafts?.delete(key);
      else drafts?.set(key, typed);
    };
  }, [drafts, form, key]);
  return form;
}
