import { z } from 'zod';
import { ListQuerySchema } from './common/paging.js';
import { idText, optionalText, plainText } from './common/validation.js';
import { defineWorkflow, quotedCopula } from './common/workflow.js';
import { OrderEventSchema } from './order-event.js';
import { UsedPaperListSchema } from './paper-check.js';
import { amountWithUnit } from './stock.js';

export const API_WORK_ORDER = '/api/work_order';

/**
 * A work order's state (작업지시): received, in work (some team holds it), printing complete, or cancelled with
 * its order. Passing it between teams moves its work progresses, not this state.
 */
export const workOrderWorkflow = defineWorkflow({
  noun: '작업지시',
  states: {
    RECEIPT: { label: '접수', color: 'info' },
    WORKING: { label: '작업중', color: 'warning' },
    COMPLETE: { label: '완료', color: 'success' },
    CANCELLED: { label: '취소', color: 'default' },
  },
  actions: {
    startWork: { from: ['RECEIPT'], to: 'WORKING', label: '작업 시작', confirm: '작업을 시작하시겠습니까?' },
    completePrinting: {
      from: ['WORKING'],
      to: 'COMPLETE',
      label: '인쇄 완료',
      confirm: '인쇄 작업을 완료하시겠습니까? 사용한 용지가 재고에서 출고되고 배송이 준비됩니다.',
    },
    cancel: { from: ['RECEIPT', 'WORKING'], to: 'CANCELLED', label: '주문 취소' },
  },
  unknownLabel: '작업 상태 오류',
});
export type WorkOrderStatus = (typeof workOrderWorkflow.values)[number];
export type WorkOrderAction = keyof typeof workOrderWorkflow.actions;

/** One team's turn on a work order: received by the team, started, then finished or passed on. */
export const workProgressWorkflow = defineWorkflow({
  noun: '공정',
  states: {
    RECEIPT: { label: '접수', color: 'info' },
    WORKING: { label: '작업중', color: 'warning' },
    COMPLETE: { label: '완료', color: 'success' },
  },
  actions: {
    startProgress: { from: ['RECEIPT'], to: 'WORKING', label: '작업 시작', confirm: '작업을 시작하시겠습니까?' },
    passToNextTeam: { from: ['WORKING'], to: 'COMPLETE', label: '다음 팀 요청' },
    finishPrinting: { from: ['WORKING'], to: 'COMPLETE', label: '인쇄 완료' },
  },
  unknownLabel: '작업 상태 오류',
});
export type WorkProgressStatus = (typeof workProgressWorkflow.values)[number];

/** POST next_team: the job goes from its current team to `departmentId`. */
export const NextTeamSchema = z.strictObject({
  workOrderId: z.number().int().positive(),
  departmentId: z.number({ error: '요청할 부서를 선택해주세요.' }).int().positive('요청할 부서를 선택해주세요.'),
});
export type NextTeamValues = z.output<typeof NextTeamSchema>;

/** PUT work_progress/{id}/machine: bind the turn to a machine, or unbind it with null. */
export const ProgressMachineSchema = z.strictObject({
  facilityId: z.number({ error: '설비를 선택해주세요.' }).int().positive('설비를 선택해주세요.').nullable(),
});
/** GET /api/work_order/machines: the picker's machines. */
export const MachineOptionSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type MachineOption = z.infer<typeof MachineOptionSchema>;
export type ProgressMachineValues = z.output<typeof ProgressMachineSchema>;

export const workOrderMessages = {
  /** The spec's toasts (001 §7). */
  workStarted: '작업을 시작했습니다.',
  nextTeamRequested: '다음 팀에 작업을 요청했습니다.',
  printingCompleted: '인쇄 작업이 완료되었습니다.',
  notFound: '작업지시를 찾을 수 없습니다.',
  progressNotFound: '공정을 찾을 수 없습니다.',
  sameTeam: '지금 작업 중인 부서입니다. 다른 부서를 선택해주세요.',
  departmentNotFound: '부서를 찾을 수 없습니다. 다시 선택해주세요.',
  noDepartment: '소속 부서가 없어 작업을 시작할 수 없습니다. 관리자에게 부서 지정을 요청해주세요.',
  machineNotFound: '설비를 찾을 수 없습니다. 다시 선택해주세요.',
  machineSaved: '설비가 지정되었습니다.',
  machineCleared: '설비 지정이 해제되었습니다.',
  progressFinished: '이미 끝난 공정에는 설비를 지정할 수 없습니다.',
};

/** One item a job needs more of than stock holds. */
export interface PaperShortage {
  itemName: string;
  needed: number;
  current: number;
  unit: string;
}

/** One short item, e.g. '랑데뷰 210g: 필요 110, 현재 재고 100, 부족 10'. */
export const paperShortageLine = ({ itemName, needed, current, unit }: PaperShortage) =>
  `${itemName}: 필요 ${amountWithUnit(needed, unit)}, 현재 재고 ${amountWithUnit(current, unit)}, ` +
  `부족 ${amountWithUnit(needed - current, unit)}`;

/**
 * Paper a job needs more of than stock holds. The paper is already used, so printing complete is not refused for
 * good: the answer names each short item and asks to confirm (confirmShortage), which releases it anyway and leaves
 * the stock below zero for purchasing to see.
 */
export const paperShortageMessage = (shortages: readonly PaperShortage[]) =>
  `용지 재고가 부족합니다. ${shortages.map(paperShortageLine).join(' / ')}. ` +
  '이미 사용한 용지라면 확인 후 인쇄 완료할 수 있으며, 부족분은 재고에 마이너스로 남아 구매 담당자에게 표시됩니다.';
/** The 409 code of a short paper that may be confirmed (not alerted by the client: the screen asks instead). */
export const PAPER_SHORTAGE_CODE = 'PAPER_SHORTAGE';

/** POST printing/complete/{id}: `confirmShortage` releases paper stock does not hold (the stock goes below zero). */
export const PrintingCompleteSchema = z
  .strictObject({
    confirmShortage: z.boolean({ error: '재고 부족 확인은 true 또는 false로 보내주세요.' }).optional(),
    /** A bag with filled positions that have no draft: printed anyway (the 409 SHOPBAG_DRAFTS_MISSING named them). */
    confirmWithoutDrafts: z.boolean({ error: '시안 없는 위치 확인은 true 또는 false로 보내주세요.' }).optional(),
    /**
     * 인쇄 후 후가공 (issue 31): the team the printed job goes to (a received turn) instead of the shipment opening;
     * the paper leaves stock now all the same. Left out, printing complete opens the shipment as before.
     */
    nextDepartmentId: z
      .number({ error: '넘길 팀을 선택해주세요.' })
      .int()
      .positive('넘길 팀을 선택해주세요.')
      .optional(),
    /** The paper actually used and spoiled (issue 31): released instead of the spec's lines when given. */
    usedPaperList: UsedPaperListSchema.optional(),
  })
  // No body at all (the plain button press) is an empty one.
  .nullish()
  .transform((v) => v ?? {});
export type PrintingCompleteValues = z.output<typeof PrintingCompleteSchema>;

export const workOrderRefusals = {
  orderCancelled: '취소된 주문의 작업지시입니다.',
  notWorking: (stateLabel: string) =>
    `작업지시 상태가 현재 ${quotedCopula(stateLabel)} 다음 팀에 요청할 수 없습니다. 먼저 작업을 시작해주세요.`,
  noOpenProgress: '진행 중인 공정이 없습니다. 화면을 새로 고쳐 확인해주세요.',
  deliveryComplete: '배송이 완료된 작업지시는 배송 정보를 바꿀 수 없습니다.',
  deliveryInfoSaved: '배송 정보가 저장되었습니다.',
};

/** The list columns the two tabs and the completed history sort by. */
export const WORK_ORDER_SORT_FIELDS = [
  'id',
  'orderNumber',
  'productName',
  'receiptDatetime',
  'deliveryDate',
  'heldSince',
  'completeDatetime',
] as const;
export const WORK_ORDER_SEARCH_FILTERS = { all: '전체', orderNumber: '주문번호', productName: '상품명' } as const;
export const WORK_ORDER_DATE_FILTERS = { receiptDatetime: '접수일', deliveryDate: '납기일' } as const;
export const WORK_ORDER_HISTORY_DATE_FILTERS = { completeDatetime: '완료일', receiptDatetime: '접수일' } as const;

const booleanText = z
  .union([z.boolean(), z.enum(['true', 'false', ''])], { error: '내 작업만은 true 또는 false로 보내주세요.' })
  .optional()
  .transform((v) => v === true || v === 'true');

/** GET /api/work_order (the by-department tab): jobs a team holds, of one department, or of the caller's own. */
export const WorkOrderListQuerySchema = ListQuerySchema.extend({
  departmentId: z
    .union([z.literal(''), idText('부서를 다시 선택해주세요.')])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** "내 작업만": the signed-in employee's department (wins over departmentId). */
  mine: booleanText,
});
export type WorkOrderListQuery = z.infer<typeof WorkOrderListQuerySchema>;

/** ORIGINAL: the job opened with its order; REMAKE: a second job on the same order (재작업, e.g. after inspection). */
export const WORK_ORDER_KINDS = ['ORIGINAL', 'REMAKE'] as const;
export type WorkOrderKind = (typeof WORK_ORDER_KINDS)[number];
export const WORK_ORDER_KIND_LABELS: Record<WorkOrderKind, string> = { ORIGINAL: '원작업', REMAKE: '재작업' };

/**
 * The spec's order process (001 §3 processType, "order process (receipt, delivery, cancel, complete)"), derived from
 * the job: cancelled → CANCEL, delivered → COMPLETE, printed (a shipment exists) → DELIVERY, otherwise RECEIPT.
 */
export const PROCESS_TYPES = ['PROCESS_RECEIPT', 'PROCESS_DELIVERY', 'PROCESS_CANCEL', 'PROCESS_COMPLETE'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];
export const PROCESS_TYPE_LABELS: Record<ProcessType, string> = {
  PROCESS_RECEIPT: '접수·작업',
  PROCESS_DELIVERY: '배송',
  PROCESS_CANCEL: '취소',
  PROCESS_COMPLETE: '완료',
};
export const processTypeOf = (workOrderStatus: string, deliveryStatus: string | null): ProcessType =>
  workOrderStatus === 'CANCELLED'
    ? 'PROCESS_CANCEL'
    : deliveryStatus === 'COMPLETE'
      ? 'PROCESS_COMPLETE'
      : deliveryStatus !== null
        ? 'PROCESS_DELIVERY'
        : 'PROCESS_RECEIPT';

/**
 * totalPoint (001 §3, not defined by the spec): the job's total pieces, 수량 × 건수 (a job of 1,000 in 3 cases prints
 * 3,000); an order without cases (0) counts as one case.
 */
export const totalPointOf = (amount: number, numberCases: number) => amount * Math.max(1, numberCases);

/** One row of either tab, and of the completed history. */
export const WorkOrderRowSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** ORIGINAL or REMAKE (재작업). */
  kind: z.string(),
  /** 수량: the order's quantity, or a remake's own. */
  amount: z.number().int(),
  /** The order's remarks (비고). */
  remark: z.string(),
  /** The spec's names: itemName = the product, customerName = the customer (buyerName). */
  itemName: z.string(),
  customerName: z.string(),
  processType: z.string(),
  /** Σ paper used and Σ spoilage (파지) over the job's paper lines (the order's, or a remake's own). */
  rawItemPrintAmount: z.number().int(),
  rawItemMisprintAmount: z.number().int(),
  /** 총 수량 = amount × number of cases (see totalPointOf). */
  totalPoint: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  workType: z.string(),
  buyerName: z.string(),
  workOrderStatus: z.string(),
  workProgressId: z.number().int().nullable(),
  workProgressStatus: z.string().nullable(),
  /** The team holding the job now (or the last one, once complete); null before work starts. */
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  /** Since when that team holds it (ISO instant); the screen shows how long. */
  heldSince: z.string().nullable(),
  /** The due date (납기일), YYYY-MM-DD. */
  deliveryDate: z.string().nullable(),
  /** Due before today on the shop calendar and not complete. */
  overdue: z.boolean(),
  receiptDatetime: z.string(),
  completeDatetime: z.string().nullable(),
  /** When the printing was done (paper out of stock): a printed job still WORKING is with a finishing team. */
  printedAt: z.string().nullable(),
});
export type WorkOrderRow = z.infer<typeof WorkOrderRowSchema>;

/** One team's turn, in the detail's progress history. */
export const WorkProgressSchema = z.object({
  id: z.number().int(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  status: z.string(),
  /** Who started the work in this team; null while only received. */
  employeeName: z.string().nullable(),
  /** Who asked this team (the previous team's employee). */
  requestedByName: z.string().nullable(),
  receivedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Minutes the team has held the job: received → finished, or → now while it still holds it. */
  heldMinutes: z.number().int(),
  /** The machine the turn runs on (설비), if one is bound. */
  facilityId: z.number().int().nullable(),
  facilityName: z.string().nullable(),
  /**
   * The machine's count for the turn: recorded when it finished, or counted so far (started → now) while it runs;
   * null without a machine or before the turn started.
   */
  producedQuantity: z.number().int().nullable(),
});
export type WorkProgress = z.infer<typeof WorkProgressSchema>;

export const WorkOrderDeliverySchema = z.object({
  id: z.number().int(),
  status: z.string(),
  deliveryCompanyCode: z.string(),
  invoice: z.string(),
  deliveryStartDatetime: z.string().nullable(),
  deliveryEndDatetime: z.string().nullable(),
});

/** A paper line of the job as the detail shows it: the item, the amount used and the spoilage. */
export const WorkOrderPaperSchema = z.object({
  rawItemId: z.number().int(),
  itemName: z.string(),
  itemUnit: z.string(),
  amount: z.number().int(),
  wrongAmount: z.number().int(),
});
export type WorkOrderPaper = z.infer<typeof WorkOrderPaperSchema>;

/** Every job of the same order (the original and its remakes), oldest first, for the detail's 재작업 section. */
export const RelatedWorkOrderSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  /** The job the order's status follows now (the latest one opened). */
  current: z.boolean(),
  reason: z.string(),
  amount: z.number().int(),
  inspectionId: z.number().int().nullable(),
  inspectionName: z.string().nullable(),
  receiptDatetime: z.string(),
  completeDatetime: z.string().nullable(),
});
export type RelatedWorkOrder = z.infer<typeof RelatedWorkOrderSchema>;

/** GET /api/work_order/{id}: the job, where it has been, the order's history and its shipment. */
export const WorkOrderDetailSchema = WorkOrderRowSchema.extend({
  /** A remake's reason ('' for the original) and the inspection it answers. */
  reason: z.string(),
  inspectionId: z.number().int().nullable(),
  inspectionName: z.string().nullable(),
  usePaperList: z.array(WorkOrderPaperSchema),
  workOrders: z.array(RelatedWorkOrderSchema),
  receiver: z.string(),
  address: z.string(),
  receiverTel: z.string(),
  deliveryCompanyCode: z.string(),
  invoice: z.string(),
  deliveryMemo: z.string(),
  progresses: z.array(WorkProgressSchema),
  orderEvents: z.array(OrderEventSchema),
  delivery: WorkOrderDeliverySchema.nullable(),
});
export type WorkOrderDetail = z.infer<typeof WorkOrderDetailSchema>;

export const WorkProgressIdParamSchema = z.object({ workProgressId: idText() });

/** Up to 20 characters: a carrier's tracking-service code. */
export const DELIVERY_COMPANY_CODE_MAX = 20;
export const INVOICE_MAX = 40;
export const deliveryFieldMessages = {
  carrierRequired: '택배사를 선택해주세요.',
  carrierMax: `택배사 코드는 ${DELIVERY_COMPANY_CODE_MAX}자 이내여야 합니다.`,
  invoiceRequired: '송장번호를 입력해주세요.',
  invoiceDigits: '송장번호는 숫자만 입력해주세요. (- 와 공백은 빼고 저장합니다)',
  invoiceMax: `송장번호는 ${INVOICE_MAX}자리 이내로 입력해주세요.`,
};

/** An invoice as typed: dashes and spaces are dropped, then digits only ('' allowed where the field is optional). */
export const invoiceText = (required: boolean) =>
  plainText({ error: deliveryFieldMessages.invoiceRequired })
    .transform((v) => v.replace(/[-\s]/g, ''))
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, deliveryFieldMessages.invoiceRequired)
        .max(INVOICE_MAX, deliveryFieldMessages.invoiceMax)
        .regex(/^\d*$/, deliveryFieldMessages.invoiceDigits),
    );

/**
 * PATCH /api/work_order/delivery/{id}: the job's shipping info noted ahead or corrected — carrier, invoice and a
 * delivery memo, on the order (and on its delivery while not yet delivered). Empty values clear them.
 */
export const WorkOrderDeliveryInfoSchema = z.strictObject({
  deliveryCompanyCode: plainText().trim().max(DELIVERY_COMPANY_CODE_MAX, deliveryFieldMessages.carrierMax).default(''),
  invoice: invoiceText(false).default(''),
  deliveryMemo: optionalText(1024),
  /** Staff confirmed the invoice is shared with another shipment of the same customer (합포장). */
  combinedShipment: z.boolean().optional(),
});
export type WorkOrderDeliveryInfo = z.output<typeof WorkOrderDeliveryInfoSchema>;
