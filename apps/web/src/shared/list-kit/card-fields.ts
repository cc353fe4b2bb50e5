import { parseSort } from './sort';

/**
 * Where a column shows on a phone's card: the heading, the status chip beside it, a control kept outside the
 * card's button (a selection checkbox), or a key figure in order 1, 2, 3. Columns without one stay off the card.
 */
export type CardRole = 'title' | 'status' | 'control' | 1 | 2 | 3;

interface CardColumn {
  key: string;
  label: string;
  sortField?: string;
  card?: CardRole;
}

export interface CardFields<C extends CardColumn> {
  title: C | undefined;
  status: C | undefined;
  controls: C[];
  /** At most three, by their figure number; equal numbers keep the column order. */
  figures: C[];
}

const isFigure = (role: CardRole | undefined): role is 1 | 2 | 3 => typeof role === 'number';

export function pickCardFields<C extends CardColumn>(columns: readonly C[]): CardFields<C> {
  const figures = columns
    .filter((c) => isFigure(c.card))
    .map((c, order) => ({ c, order }))
    .sort((a, b) => Number(a.c.card) - Number(b.c.card) || a.order - b.order)
    .slice(0, 3)
    .map(({ c }) => c);
  return {
    title: columns.find((c) => c.card === 'title'),
    status: columns.find((c) => c.card === 'status'),
    controls: columns.filter((c) => c.card === 'control'),
    figures,
  };
}

/** True when the list has said what its card shows; lists that have not keep their table on phones. */
export const hasCard = (columns: readonly CardColumn[]) => columns.some((c) => c.card === 'title');

export interface SortOption {
  value: string;
  label: string;
}

/** The phone's sort select: '기본 정렬' then each sortable column ascending and descending, by header label. */
export function cardSortOptions(columns: readonly CardColumn[], current: string): SortOption[] {
  const options: SortOption[] = [{ value: '', label: '기본 정렬' }];
  for (const c of columns) {
    if (c.sortField === undefined) continue;
    options.push({ value: `${c.sortField},asc`, label: `${c.label} ↑ 오름차순` });
    options.push({ value: `${c.sortField},desc`, label: `${c.label} ↓ 내림차순` });
  }
  // A sort from the address that no column offers (an old bookmark) still shows as chosen, not as blank.
  const parsed = parseSort(current);
  if (parsed && !options.some((o) => o.value === current)) {
    options.push({ value: current, label: `${parsed.field} ${parsed.direction === 'asc' ? '↑' : '↓'}` });
  }
  return options;
}
