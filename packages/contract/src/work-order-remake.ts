import { z } from 'zod';
import { idText, recordId, requiredText, wholeNumber } from './common/validation.js';
import { PAPER_LIST_MAX, PaperLineInputSchema } from './printing-spec/schema.js';

/**
 * 재작업 (remake): a second work order on an order whose printing is done, e.g. after a failed inspection or for a
 * reprint. It starts in RECEIPT, is worked like any job, and releases its own paper lines at its printing complete.
 * POST /api/work_order opens one, PUT /api/work_order edits it and DELETE /api/work_order/{id} removes it, both only
 * before work starts; the original work order (opened with its order) is never edited or deleted this way.
 */
export const REMAKE_REASON_MAX = 255;
export const REMAKE_AMOUNT_MAX = 999_999_999;

export const remakeMessages = {
  created: '재작업이 지시되었습니다.',
  updated: '재작업 지시가 수정되었습니다.',
  deleted: '재작업 지시가 삭제되었습니다.',
  createConfirm: '재작업을 지시하시겠습니까? 새 작업지시가 접수 상태로 열립니다.',
  updateConfirm: '재작업 지시를 수정하시겠습니까?',
  deleteConfirm: '재작업 지시를 삭제하시겠습니까?',
  orderRequired: '재작업할 주문을 선택해주세요.',
  orderNotFound: '주문을 찾을 수 없습니다. 다시 선택해주세요.',
  reasonRequired: '재작업 사유를 입력해주세요.',
  reasonMax: `재작업 사유는 ${REMAKE_REASON_MAX}자 이내로 입력해주세요.`,
  amountRequired: '재작업 수량을 입력해주세요.',
  amountMin: '재작업 수량은 1 이상 입력해주세요.',
  amountMax: `재작업 수량은 ${REMAKE_AMOUNT_MAX.toLocaleString('ko-KR')} 이하로 입력해주세요.`,
  inspectionNotFound: '검수를 찾을 수 없습니다. 다시 선택해주세요.',
  inspectionPassed: '불량이 없는 검수입니다. 불량 수량이 있는 검수만 재작업을 지시할 수 있습니다.',
  paperNotFound: '용지 품목을 찾을 수 없습니다. 다시 선택해주세요.',
  orderCancelled: '취소된 주문은 재작업을 지시할 수 없습니다.',
  notPrinted: (stateLabel: string) => `인쇄가 완료된 주문만 재작업을 지시할 수 있습니다. 지금 작업 상태: ${stateLabel}`,
  notRemake: '원작업 지시는 주문과 함께 관리되므로 여기서 수정하거나 삭제할 수 없습니다.',
  started: (stateLabel: string) => `작업이 시작된 재작업은 수정하거나 삭제할 수 없습니다. 지금 상태: ${stateLabel}`,
  notFound: '재작업 지시를 찾을 수 없습니다.',
};

const remakeFields = {
  /** The inspection that found the defects, if the remake answers one. */
  inspectionId: recordId(remakeMessages.inspectionNotFound)
    .nullish()
    .transform((v) => v ?? null),
  reason: requiredText(REMAKE_REASON_MAX, remakeMessages.reasonRequired, remakeMessages.reasonMax),
  /** How many to make again. */
  amount: wholeNumber({
    min: 1,
    max: REMAKE_AMOUNT_MAX,
    minMessage: remakeMessages.amountMin,
    maxMessage: remakeMessages.amountMax,
    requiredMessage: remakeMessages.amountRequired,
  }),
  /** The paper this remake uses (its own release at its printing complete), the order form's paper line. */
  usePaperList: z
    .array(PaperLineInputSchema, { error: '용지 목록 형식이 올바르지 않습니다.' })
    .max(PAPER_LIST_MAX, `용지는 ${PAPER_LIST_MAX}줄까지 넣을 수 있습니다.`)
    .default([]),
};

/** POST /api/work_order: a remake of `orderId`. */
export const RemakeCreateSchema = z.strictObject({
  orderId: recordId(remakeMessages.orderRequired),
  ...remakeFields,
});
export type RemakeCreateInput = z.input<typeof RemakeCreateSchema>;
export type RemakeCreateValues = z.output<typeof RemakeCreateSchema>;

/** PUT /api/work_order: a remake not yet started, by id (its order does not change). */
export const RemakeUpdateSchema = z.strictObject({
  id: recordId(remakeMessages.notFound),
  ...remakeFields,
});
export type RemakeUpdateInput = z.input<typeof RemakeUpdateSchema>;
export type RemakeUpdateValues = z.output<typeof RemakeUpdateSchema>;

/** GET /api/work_order/remakes?inspectionId= : the remakes an inspection led to (its detail's list). */
export const RemakeOfInspectionQuerySchema = z.object({
  inspectionId: idText(remakeMessages.inspectionNotFound),
});

/** One remake in an inspection's list. */
export const RemakeSummarySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  status: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  receiptDatetime: z.string(),
});
export type RemakeSummary = z.infer<typeof RemakeSummarySchema>;

/** An inspection counts as failed (불합격) when it found defects: only then does its detail offer 재작업 지시. */
export const inspectionFailed = (i: { defectQuantity: number }) => i.defectQuantity > 0;
