import { z } from 'zod';
import { withCommas } from './common/messages.js';
import { ListQuerySchema } from './common/paging.js';
import { optionalText, requiredDate, wholeNumber } from './common/validation.js';
import { defineWorkflow } from './common/workflow.js';
import { amountWithUnit } from './stock.js';

export const API_PURCHASE_ORDER = '/api/admin/wk/purchase_order';

/**
 * A purchase order's flow: ordered (발주) until the goods arrive and are received into stock (입고완료). The list's
 * chip, the record's 입고 처리 button and the server's guarded receive all read this one definition.
 */
export const purchaseOrderWorkflow = defineWorkflow({
  noun: '발주',
  states: {
    ORDERED: { label: '발주', color: 'primary' },
    RECEIVED: { label: '입고완료', color: 'success' },
  },
  actions: {
    receive: {
      from: ['ORDERED'],
      to: 'RECEIVED',
      label: '입고 처리',
      confirm: '입고 처리하시겠습니까? 재고에 발주 수량이 더해집니다.',
    },
  },
  unknownLabel: '표시 오류',
});

export const PURCHASE_ORDER_STATUSES = purchaseOrderWorkflow.values;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export type PurchaseOrderAction = keyof typeof purchaseOrderWorkflow.actions;

/** The list's status chip and filter: each state's Korean label. */
export const PURCHASE_ORDER_STATUS_LABELS = Object.fromEntries(
  PURCHASE_ORDER_STATUSES.map((s) => [s, purchaseOrderWorkflow.states[s].label]),
) as { readonly [S in PurchaseOrderStatus]: string };
export const purchaseOrderStatusLabel = (received: boolean) =>
  purchaseOrderWorkflow.label(received ? 'RECEIVED' : 'ORDERED');

/** Raw material ordered from a supplier (발주). It reaches stock when it is received (입고 처리). */
export const PurchaseOrderSchema = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  itemId: z.number().int(),
  itemName: z.string(),
  itemCode: z.string(),
  /** The item's unit (연, 매, kg …), for every amount the screens and messages show; '' when the item has none. */
  itemUnit: z.string(),
  /** The item's category (level 3 usually), so a form can show category then item. */
  categoryId: z.number().int(),
  amount: z.number().int(),
  orderDate: z.string(),
  remark: z.string(),
  /** Where the order is in its flow (purchaseOrderWorkflow): ORDERED until received, then RECEIVED. */
  status: purchaseOrderWorkflow.schema,
  /** Whether the goods arrived and their amount went into stock (status RECEIVED; kept for older callers). */
  received: z.boolean(),
  /** When it was received (ISO instant); null while only ordered. */
  receivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;

export const PURCHASE_ORDER_AMOUNT_MAX = 999_999_999;

export const purchaseOrderMessages = {
  created: (itemName: string) => `${itemName} 발주가 등록되었습니다.`,
  createdAndReceived: (itemName: string, stock: number, unit: string) =>
    `${itemName} 발주가 등록되고 입고 처리되었습니다. 현재 재고 ${amountWithUnit(stock, unit)}`,
  updated: (itemName: string) => `${itemName} 발주가 수정되었습니다.`,
  deleted: (itemName: string) => `${itemName} 발주가 삭제되었습니다.`,
  received: (itemName: string, stock: number, unit: string) =>
    `${itemName} 발주가 입고 처리되었습니다. 현재 재고 ${amountWithUnit(stock, unit)}`,
  deleteConfirm: '발주를 삭제하시겠습니까?',
  createConfirm: '발주를 등록하시겠습니까?',
  updateConfirm: '발주를 수정하시겠습니까?',
  deleteReceivedConfirm: '입고 처리된 발주입니다. 삭제하면 입고된 수량만큼 재고가 줄어듭니다. 삭제하시겠습니까?',
  /** In the item's own unit (100연, 20kg), never a fixed 개. */
  receiveConfirm: (itemName: string, amount: number, unit: string) =>
    `${itemName} ${amountWithUnit(amount, unit)} 입고 처리하시겠습니까? 재고에 수량이 더해집니다.`,
  notFound: '발주를 찾을 수 없습니다.',
  sellerRequired: '매입처를 선택해주세요.',
  sellerNotFound: '매입처를 찾을 수 없습니다. 다시 선택해주세요.',
  itemRequired: '품목을 선택해주세요.',
  itemNotFound: '품목을 찾을 수 없습니다. 다시 선택해주세요.',
  amountRequired: '수량을 입력해주세요.',
  amountMin: '1 이상 입력해주세요.',
  amountMax: `${withCommas(PURCHASE_ORDER_AMOUNT_MAX)} 이하로 입력해주세요.`,
  itemLocked: '입고 처리된 발주는 품목을 바꿀 수 없습니다. 삭제한 뒤 새로 등록해주세요.',
  amountChangeHint: '입고 처리된 발주의 수량을 바꾸면 차이만큼 재고가 조정됩니다.',
};

const selectedId = (message: string) => z.number({ error: message }).int(message).positive(message);

const purchaseOrderFields = {
  sellerId: selectedId(purchaseOrderMessages.sellerRequired),
  itemId: selectedId(purchaseOrderMessages.itemRequired),
  amount: wholeNumber({
    min: 1,
    max: PURCHASE_ORDER_AMOUNT_MAX,
    minMessage: purchaseOrderMessages.amountMin,
    maxMessage: purchaseOrderMessages.amountMax,
    requiredMessage: purchaseOrderMessages.amountRequired,
  }),
  /** Left out → today (the server's calendar). */
  orderDate: requiredDate.optional(),
  remark: optionalText(1024),
};

/** POST: receiveNow creates and receives at once (goods bought and delivered on the spot). */
export const PurchaseOrderCreateSchema = z.strictObject({
  ...purchaseOrderFields,
  receiveNow: z.boolean().default(false),
});
export type PurchaseOrderInput = z.input<typeof PurchaseOrderCreateSchema>;
export type PurchaseOrderValues = z.output<typeof PurchaseOrderCreateSchema>;

/** PUT carries the id in the body, as the spec's call list does. Receiving is its own action, never an update. */
export const PurchaseOrderUpdateSchema = z.strictObject({ ...purchaseOrderFields, id: z.number().int().positive() });
export type PurchaseOrderUpdateValues = z.output<typeof PurchaseOrderUpdateSchema>;

export const PURCHASE_ORDER_SEARCH_FILTERS = { all: '전체', item: '품목', sellerName: '매입처' } as const;
export const PURCHASE_ORDER_DATE_FILTERS = { orderDate: '발주일' } as const;
export const PURCHASE_ORDER_SORT_FIELDS = [
  'id',
  'orderDate',
  'sellerName',
  'itemName',
  'amount',
  'receivedAt',
  'createdAt',
] as const;

/** GET purchase orders: the list query plus a status filter (left out or '' = every order; 발주 = not yet arrived). */
export const PurchaseOrderListQuerySchema = ListQuerySchema.extend({
  status: z
    .union([z.literal(''), purchaseOrderWorkflow.schema], {
      error: '발주 상태는 발주 또는 입고완료 중에서 선택해주세요.',
    })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type PurchaseOrderListQuery = z.infer<typeof PurchaseOrderListQuerySchema>;
