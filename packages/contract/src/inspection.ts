import { z } from 'zod';
import { MSG } from './common/messages.js';
import { optionalText, requiredDate, requiredText, wholeNumber } from './common/validation.js';

export const API_INSPECTION = '/api/inspection';
/** PATCH {complete}: marks an inspection complete or cancels it (an action endpoint, DESIGN.md §2). */
export const inspectionCompletePath = (id: number) => `${API_INSPECTION}/complete/${id}`;
/** GET: the inspections naming one order (its detail's and its work order's 검수 section), newest first. */
export const inspectionsOfOrderPath = (orderId: number) => `${API_INSPECTION}/order/${orderId}`;
/** 409 code: a completed inspection is neither edited nor deleted until its completion is cancelled. */
export const INSPECTION_COMPLETED = 'INSPECTION_COMPLETED';

/** Quantities are stored as PostgreSQL integers. */
export const INSPECTION_QUANTITY_MAX = 2_147_483_647;

export const inspectionMessages = {
  created: '검수가 등록되었습니다.',
  updated: '검수가 수정되었습니다.',
  deleted: '검수가 삭제되었습니다.',
  completed: '검수가 완료 처리되었습니다.',
  completeCancelled: '검수 완료가 취소되었습니다.',
  createConfirm: '검수를 등록하시겠습니까?',
  updateConfirm: '검수를 수정하시겠습니까?',
  deleteConfirm: '검수를 삭제하시겠습니까?',
  completeConfirm: '검수를 완료 처리하시겠습니까?',
  cancelCompleteConfirm: '검수 완료를 취소하시겠습니까?',
  notFound: '검수를 찾을 수 없습니다.',
  locked: '완료된 검수는 수정하거나 삭제할 수 없습니다. 먼저 완료 취소를 해주세요.',
  lockedNotice: '완료된 검수입니다. 고치려면 먼저 완료 취소를 해주세요.',
  orderNotFound: '주문을 찾을 수 없습니다. 주문번호로 다시 찾아주세요.',
  nameRequired: '검수명을 입력해주세요.',
  itemRequired: '품목을 선택해주세요.',
  itemNotFound: '선택한 품목을 찾을 수 없습니다. 다시 선택해주세요.',
  categoryNotFound: '카테고리를 찾을 수 없습니다.',
  inspectionQuantityRequired: '검수 수량을 입력해주세요.',
  inspectionQuantityMin: '검수 수량은 1 이상 입력해주세요.',
  defectQuantityRequired: '불량 수량을 입력해주세요.',
  defectQuantityMin: '불량 수량은 0 이상 입력해주세요.',
  defectOverInspection: '불량 수량은 검수 수량보다 클 수 없습니다.',
};

/** Spec 001 §4: complete false is 검수중, true is 검수완료. */
export const inspectionStatusLabel = (complete: boolean) => (complete ? '검수완료' : '검수중');
/** The detail page's action button, by the current state. */
export const inspectionCompleteActionLabel = (complete: boolean) => (complete ? '완료 취소' : '검수 완료 처리');

/** An inspection as the API answers it. itemId/itemName are the spec's fields; items holds every chosen item in order. */
export const InspectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  worker: z.string(),
  categoryId: z.number().int().nullable(),
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The first chosen item. */
  itemId: z.number().int().nullable(),
  /** The first item's name, plus ' 외 N건' when there are more (e.g. '아트지 150g 외 2건'). */
  itemName: z.string(),
  inspectionQuantity: z.number().int(),
  defectQuantity: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  complete: z.boolean(),
  remark: z.string(),
  /** The order (or bag order) whose job was inspected, when named. */
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  /** The named order's work type ('SHOPBAG' for a bag order), to link to the right order page. */
  orderWorkType: z.string().nullable(),
  /** The last 완료 취소: when and by whom the completion was cancelled. */
  completeCancelledAt: z.string().nullable(),
  completeCancelledBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Inspection = z.infer<typeof InspectionSchema>;

/** How the list and the spec's itemName field name several items: the first one and how many more. */
export const inspectionItemName = (names: readonly string[]) =>
  names.length === 0 ? '' : names.length === 1 ? names[0]! : `${names[0]!} 외 ${names.length - 1}건`;

const inspectionFields = {
  name: requiredText(255, inspectionMessages.nameRequired),
  worker: optionalText(255),
  /** The category the picker was on (null when none); items may come from anywhere under it. */
  categoryId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  itemIds: z
    .array(z.number({ error: inspectionMessages.itemRequired }).int().positive(), {
      error: inspectionMessages.itemRequired,
    })
    .min(1, inspectionMessages.itemRequired)
    .max(100, '품목은 100개까지 선택할 수 있습니다.')
    // Choosing the same item twice means it once; order of first choice is kept.
    .transform((ids) => [...new Set(ids)]),
  inspectionQuantity: wholeNumber({
    min: 1,
    max: INSPECTION_QUANTITY_MAX,
    minMessage: inspectionMessages.inspectionQuantityMin,
    requiredMessage: inspectionMessages.inspectionQuantityRequired,
  }),
  defectQuantity: wholeNumber({
    min: 0,
    max: INSPECTION_QUANTITY_MAX,
    minMessage: inspectionMessages.defectQuantityMin,
    requiredMessage: inspectionMessages.defectQuantityRequired,
  }),
  startDate: requiredDate,
  endDate: requiredDate,
  /** The order whose job was inspected (picked by order number); null or absent names none. */
  orderId: z
    .number({ error: inspectionMessages.orderNotFound })
    .int()
    .positive(inspectionMessages.orderNotFound)
    .nullish()
    .transform((v) => v ?? null),
  /**
   * Optional: absent keeps the saved state (PUT), or false for a new inspection. A PUT with false on a completed
   * inspection is the spec's "update with the flag flipped": it cancels the completion (recorded, like 완료 취소).
   */
  complete: z.boolean().optional(),
  remark: optionalText(1024),
};

const QuantitiesSchema = z.object({
  inspectionQuantity: inspectionFields.inspectionQuantity,
  defectQuantity: inspectionFields.defectQuantity,
});
const DatesSchema = z.object({ startDate: requiredDate, endDate: requiredDate });

/** The two cross-field rules, each reported under its own field once both of its inputs are valid. */
const withInspectionRules = <
  T extends z.ZodType<{ inspectionQuantity: number; defectQuantity: number; startDate: string; endDate: string }>,
>(
  schema: T,
) =>
  schema
    .refine((v) => v.defectQuantity <= v.inspectionQuantity, {
      path: ['defectQuantity'],
      message: inspectionMessages.defectOverInspection,
      when: (payload) => QuantitiesSchema.safeParse(payload.value).success,
    })
    .refine((v) => v.endDate >= v.startDate, {
      path: ['endDate'],
      message: MSG.endBeforeStart,
      when: (payload) => DatesSchema.safeParse(payload.value).success,
    });

export const InspectionCreateSchema = withInspectionRules(z.strictObject(inspectionFields));
export type InspectionInput = z.input<typeof InspectionCreateSchema>;
export type InspectionValues = z.output<typeof InspectionCreateSchema>;
/** PUT /api/inspection carries the id in the body, as the spec's call list does. */
export const InspectionUpdateSchema = withInspectionRules(
  z.strictObject({ ...inspectionFields, id: z.number().int().positive() }),
);

export const InspectionCompleteSchema = z.strictObject({
  complete: z.boolean({ error: '완료 여부를 보내주세요.' }),
});

export const INSPECTION_SEARCH_FILTERS = { all: '전체', name: '검수명', itemName: '품목명', worker: '작업자' } as const;
export const INSPECTION_DATE_FILTERS = { startDate: '시작일', endDate: '종료일' } as const;
export const INSPECTION_SORT_FIELDS = [
  'id',
  'name',
  'worker',
  'inspectionQuantity',
  'defectQuantity',
  'startDate',
  'endDate',
  'complete',
  'createdAt',
] as const;
