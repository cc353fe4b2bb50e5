import { z } from 'zod';
import { MAX_ID } from './common/validation.js';
import { amountWithUnit } from './stock.js';

/**
 * Paper checked before the press runs (issue 31): what stock holds and what other open jobs already need of each
 * item (the order form), the short paper named at work start, and the paper actually used at printing complete.
 */

/** GET /api/stocks/paper_availability — read by order and work readers (see the stock module README). */
export const API_PAPER_AVAILABILITY = '/api/stocks/paper_availability';

const MAX_ITEMS = 50;

/** `rawItemIds=1,2,3`; `excludeOrderId` = the order being edited (its own need is the form's, not "other orders"). */
export const PaperAvailabilityQuerySchema = z.strictObject({
  rawItemIds: z.string({ error: '용지를 골라주세요.' }).transform((text, ctx) => {
    const ids = [
      ...new Set(
        text
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ].map(Number);
    if (ids.length === 0 || ids.length > MAX_ITEMS || ids.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_ID)) {
      ctx.addIssue({ code: 'custom', message: `용지는 1~${MAX_ITEMS}개의 번호를 쉼표로 구분해 보내주세요.` });
      return z.NEVER;
    }
    return ids;
  }),
  excludeOrderId: z.coerce
    .number({ error: '주문 번호가 올바르지 않습니다.' })
    .int('주문 번호가 올바르지 않습니다.')
    .positive('주문 번호가 올바르지 않습니다.')
    .max(MAX_ID, '주문 번호가 올바르지 않습니다.')
    .optional(),
});
export type PaperAvailabilityQuery = z.output<typeof PaperAvailabilityQuerySchema>;

/** One item: on hand (its stock), needed by other open jobs (received or in work, not printed, not cancelled), free. */
export const PaperAvailabilitySchema = z.object({
  rawItemId: z.number(),
  itemName: z.string(),
  unit: z.string(),
  onHand: z.number(),
  neededByOthers: z.number(),
  free: z.number(),
});
export type PaperAvailability = z.output<typeof PaperAvailabilitySchema>;

/** '재고 1,200 · 다른 주문 예정 300 · 가용 900 (매)'. */
export const paperAvailabilityLine = (a: Pick<PaperAvailability, 'onHand' | 'neededByOthers' | 'free' | 'unit'>) =>
  `재고 ${a.onHand.toLocaleString('ko-KR')} · 다른 주문 예정 ${a.neededByOthers.toLocaleString('ko-KR')} · ` +
  `가용 ${a.free.toLocaleString('ko-KR')}${a.unit.trim() ? ` (${a.unit.trim()})` : ''}`;

/** One item a job needs more of than is free at work start. */
export interface PaperShortAtStart {
  itemName: string;
  needed: number;
  free: number;
  unit: string;
}

/** The 409 code of work start with short paper (not alerted: the screen asks, then repeats with confirmShortage). */
export const PAPER_SHORT_AT_START_CODE = 'PAPER_SHORT_AT_START';

export const paperShortAtStartLine = ({ itemName, needed, free, unit }: PaperShortAtStart) =>
  `${itemName}: 필요 ${amountWithUnit(needed, unit)}, 가용 ${amountWithUnit(free, unit)}, ` +
  `부족 ${amountWithUnit(needed - free, unit)}`;

export const paperShortAtStartMessage = (shorts: readonly PaperShortAtStart[]) =>
  `용지가 부족합니다. ${shorts.map(paperShortAtStartLine).join(' / ')}. ` +
  '가용 재고는 현재 재고에서 다른 진행 중인 작업이 쓸 양을 뺀 것입니다. 그래도 작업을 시작하시겠습니까?';

/** Work start bodies (optional): `confirmShortage` starts a job whose paper is short anyway. */
export const WorkStartSchema = z
  .strictObject({
    confirmShortage: z.boolean({ error: '재고 부족 확인은 true 또는 false로 보내주세요.' }).optional(),
  })
  .nullish()
  .transform((v) => v ?? {});
export type WorkStartValues = z.output<typeof WorkStartSchema>;

/** A count ≥ 0, its messages with the noun's own particles (은/는, 을/를, 이/가). */
const count = (topic: string, object: string, subject: string) =>
  z
    .number({ error: `${object} 숫자로 입력해주세요.` })
    .int(`${topic} 정수로 입력해주세요.`)
    .min(0, `${topic} 0 이상이어야 합니다.`)
    .max(MAX_ID, `${subject} 너무 큽니다.`);

/** One line of the paper actually used at printing complete. */
export const UsedPaperLineSchema = z.strictObject({
  rawItemId: z
    .number({ error: '용지를 선택해주세요.' })
    .int('용지를 선택해주세요.')
    .positive('용지를 선택해주세요.')
    .max(MAX_ID, '용지를 선택해주세요.'),
  amount: count('사용량은', '사용량을', '사용량이'),
  wrongAmount: count('파지는', '파지를', '파지가'),
});
export type UsedPaperLine = z.output<typeof UsedPaperLineSchema>;

export const USED_PAPER_LIST_MAX = 50;
export const UsedPaperListSchema = z
  .array(UsedPaperLineSchema, { error: '실제 사용 용지 목록 형식이 올바르지 않습니다.' })
  .min(1, '실제 사용 용지를 한 줄 이상 입력해주세요.')
  .max(USED_PAPER_LIST_MAX, `실제 사용 용지는 ${USED_PAPER_LIST_MAX}줄까지 입력할 수 있습니다.`);

/** 'item 1,000 → 1,200' parts of a changed paper line, for the order's history. */
export const paperChangeText = (itemName: string, before: number, after: number, unit = '') =>
  `${itemName} ${amountWithUnit(before, unit)} → ${amountWithUnit(after, unit)}`;
