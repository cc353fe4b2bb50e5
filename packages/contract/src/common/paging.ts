import { z } from 'zod';
import { MSG } from './messages.js';
import { isRealDate, plainText } from './validation.js';

/** The date range's shortcuts, each ending today; THIS_YEAR (올해) starts on January 1st. */
export const PERIODS = ['WEEK', 'MONTH', 'HALF_YEAR', 'YEAR', 'THIS_YEAR'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = {
  WEEK: '1주',
  MONTH: '1개월',
  HALF_YEAR: '6개월',
  YEAR: '1년',
  THIS_YEAR: '올해',
};

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 9999;

const dateString = z.string().refine(isRealDate, MSG.invalidDate);

/** The list query every paged list accepts (DESIGN.md §3). Field whitelists are checked per list on the server. */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^[A-Za-z0-9_]+,(asc|desc)$/, '정렬은 "항목,asc|desc" 형식이어야 합니다.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  searchFilter: plainText().max(64).optional(),
  searchKeyword: plainText().max(255, MSG.max(255)).optional(),
  dateFilter: plainText().max(64).optional(),
  startDate: dateString.optional().or(z.literal('').transform(() => undefined)),
  endDate: dateString.optional().or(z.literal('').transform(() => undefined)),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** Describes a list's allowed search filters (value → Korean label); 'all' searches every listed field. */
export type SearchFilterOptions = Readonly<Record<string, string>>;
