export type SortDirection = 'asc' | 'desc';

export const parseSort = (sort: string): { field: string; direction: SortDirection } | null => {
  const [field, direction] = sort.split(',');
  if (!field || (direction !== 'asc' && direction !== 'desc')) return null;
  return { field, direction };
};

/** Header click cycle on one field: none → asc → desc → none. Another field starts at asc. */
export const nextSort = (sort: string, field: string): string => {
  const current = parseSort(sort);
  if (current?.field !== field) return `${field},asc`;
  return current.direction === 'asc' ? `${field},desc` : '';
};
