import { useState } from 'react';

export interface RowSelection {
  ids: number[];
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Selects every row shown, or clears them when all are selected already. */
  toggleAll: () => void;
  allSelected: boolean;
  someSelected: boolean;
  clear: () => void;
}

/** Checked rows of the page on screen; ids no longer shown (another page, a new search) drop out by themselves. */
export function useRowSelection(visibleIds: readonly number[]): RowSelection {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const ids = visibleIds.filter((id) => checked.has(id));
  const allSelected = visibleIds.length > 0 && ids.length === visibleIds.length;
  return {
    ids,
    isSelected: (id) => checked.has(id),
    toggle: (id) =>
      setChecked((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setChecked(allSelected ? new Set() : new Set(visibleIds)),
    allSelected,
    someSelected: ids.length > 0 && !allSelected,
    clear: () => setChecked(new Set()),
  };
}
