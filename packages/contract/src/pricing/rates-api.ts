import { z } from 'zod';
import { RATE_KINDS, type RateKind, type RateRow } from './rates.js';

/**
 * The rate tables' HTTP API (단가표 screen ⇄ server), one source for both sides:
 * - `GET API_RATES?kind=` — every row of a kind, history included (ORDER read), with the names of what it points at;
 * - `GET API_RATES_EFFECTIVE?date=` — the rows in force on a day (any signed-in user; customers get no 외주 rows);
 * - `POST|PUT API_RATES/<kind path>`, `DELETE API_RATES/<kind path>/<id>` — add a row, change or remove a future one;
 * - `GET API_RATES_EXPORT?date=` (.xlsx) and `POST API_RATES_IMPORT` (multipart `file`, `effectiveFrom`).
 */
export const API_RATES = '/api/rates';
export const API_RATES_EFFECTIVE = `${API_RATES}/effective`;
export const API_RATES_EXPORT = `${API_RATES}/export`;
export const API_RATES_IMPORT = `${API_RATES}/import`;

/** A kind's URL segment: 'MAKE_READY' → 'make-ready'. */
export const rateKindPath = (kind: RateKind) => kind.toLowerCase().replace(/_/g, '-');
export const RATE_KIND_PATHS = Object.fromEntries(RATE_KINDS.map((k) => [k, rateKindPath(k)])) as Record<
  RateKind,
  string
>;
/** Where a kind's rows are added and changed (POST, PUT) and, with `/<id>`, deleted. */
export const rateKindUrl = (kind: RateKind) => `${API_RATES}/${rateKindPath(kind)}`;

/** The names of what a listed row points at (the paper item, the option, the supplier); null when it points at none. */
export interface RateRefNames {
  rawItemName: string | null;
  optionName: string | null;
  sellerName: string | null;
}

/** A stored row as `GET API_RATES?kind=` answers it: the contract's row, its id and the names of its references. */
export type StoredRateRow = RateRow & { id: number } & Partial<RateRefNames>;

/** One wrong cell of a refused import: the sheet, the row (1-based, as Excel shows it), the column's header. */
export const RateImportProblemSchema = z.object({
  sheet: z.string(),
  row: z.number(),
  column: z.string(),
  message: z.string(),
});
export type RateImportProblem = z.infer<typeof RateImportProblemSchema>;

/** "용지 3행 · 용지 가격(원): 0 이상의 정수(원)로 입력해주세요." */
export const rateImportProblemText = (p: RateImportProblem) =>
  `${p.sheet} ${p.row}행${p.column ? ` · ${p.column}` : ''}: ${p.message}`;

/**
 * Deletes the rate tables refuse (409): a past rate row keeps pointing at what it priced, so the item, option or
 * seller stays.
 */
export const rateReferenceMessages = {
  item: '단가표에 쓰인 품목(용지 단가)은 삭제할 수 없습니다. 지난 단가도 기록으로 남아 이 품목을 가리킵니다.',
  option: '단가표에 쓰인 옵션(후가공·제본 단가)은 삭제할 수 없습니다. 지난 단가도 기록으로 남아 이 옵션을 가리킵니다.',
  seller: '단가표에 쓰인 매입처(외주 단가)는 삭제할 수 없습니다. 지난 단가도 기록으로 남아 이 매입처를 가리킵니다.',
  /** An option a finishing rate uses keeps its type (품목 옵션's 옵션 종류). */
  optionRetype:
    '단가표에 쓰인 옵션(후가공·제본 단가)은 종류를 바꿀 수 없습니다. 지난 단가도 기록으로 남아 이 옵션을 가리킵니다.',
} as const;
