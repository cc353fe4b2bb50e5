import { z } from 'zod';
import { ListQuerySchema } from './common/paging.js';
import { plainText } from './common/validation.js';
import { defineWorkflow } from './common/workflow.js';
import { DELIVERY_COMPANY_CODE_MAX, deliveryFieldMessages, invoiceText } from './work-order.js';

export const API_DELIVERY = '/api/admin/wk/delivery';
export const API_DELIVERY_COMPLETE_HISTORY = '/api/admin/wk/delivery_complete_history';

/** A finished job's shipment: ready when printing completes, shipping once handed to a carrier, then delivered. */
export const deliveryWorkflow = defineWorkflow({
  noun: '배송',
  states: {
    READY: { label: '배송준비', color: 'info' },
    SHIPPING: { label: '배송중', color: 'warning' },
    COMPLETE: { label: '배송완료', color: 'success' },
  },
  actions: {
    startDelivery: { from: ['READY'], to: 'SHIPPING', label: '배송 시작', confirm: '배송을 시작하시겠습니까?' },
    completeDelivery: {
      from: ['SHIPPING'],
      to: 'COMPLETE',
      label: '배송 완료',
      confirm: '배송을 완료 처리하시겠습니까?',
    },
  },
  unknownLabel: '표시 오류',
});
export type DeliveryStatus = (typeof deliveryWorkflow.values)[number];
export type DeliveryAction = keyof typeof deliveryWorkflow.actions;

export const API_DELIVERY_START = `${API_DELIVERY}/start`;
export const API_DELIVERY_COMPLETE = `${API_DELIVERY}/complete`;

export const deliveryMessages = {
  notFound: '배송을 찾을 수 없습니다.',
  started: '배송을 시작했습니다.',
  completed: '배송을 완료 처리했습니다.',
  unknownCarrier: '택배사를 목록에서 다시 선택해주세요.',
  /** The carrier and invoice are on another shipment of the same customer, and 합포장 was not confirmed. */
  invoiceInUse: (orderNumber: string) =>
    `이 송장번호는 주문 ${orderNumber}의 배송에 이미 쓰였습니다. 합포장이면 합포장으로 확인해주세요.`,
  combinedLabel: '합포장',
  combinedQuestion: '합포장으로 배송을 시작할까요?',
  combinedConfirm: '합포장으로 확인',
  /** A job cannot ship without where and to whom: names exactly what the order lacks. */
  receiverMissing: (missing: readonly ReceiverPart[]) =>
    `받는 분 ${joinParts(missing.map((m) => RECEIVER_PARTS[m]))}${missing.at(-1) === 'receiver' ? '이' : '가'} 없어 배송을 시작할 수 없습니다.`,
};

/** 409 codes of the shipping desk, for the web to tell them apart. */
export const DELIVERY_INVOICE_IN_USE = 'INVOICE_IN_USE';
export const DELIVERY_RECEIVER_MISSING = 'RECEIVER_MISSING';

/** What a shipment needs of its receiver, by the order's field, with the word the message uses. */
export const RECEIVER_PARTS = { receiver: '이름', receiverTel: '연락처', address: '주소' } as const;
export type ReceiverPart = keyof typeof RECEIVER_PARTS;

/** '이름', '이름과 주소', '이름, 연락처와 주소' (이름 ends in a consonant: 과 / 이; 연락처 and 주소 do not: 와 / 가). */
const joinParts = (words: readonly string[]) => {
  if (words.length <= 1) return words[0] ?? '';
  const before = words.at(-2)!;
  return `${words
    .slice(0, -2)
    .map((w) => `${w}, `)
    .join('')}${before}${before === '이름' ? '과' : '와'} ${words.at(-1)!}`;
};

/** The receiver parts an order lacks (blank counts as missing), in the order the message names them. */
export const missingReceiverParts = (shipping: Record<ReceiverPart, string | null | undefined>): ReceiverPart[] =>
  (Object.keys(RECEIVER_PARTS) as ReceiverPart[]).filter((k) => !shipping[k]?.trim());

/** PATCH start: the carrier and the invoice, both required; the invoice is stored as digits (dashes dropped). */
export const DeliveryStartSchema = z.strictObject({
  deliveryCompanyCode: plainText({ error: deliveryFieldMessages.carrierRequired })
    .trim()
    .min(1, deliveryFieldMessages.carrierRequired)
    .max(DELIVERY_COMPANY_CODE_MAX, deliveryFieldMessages.carrierMax),
  invoice: invoiceText(true),
  /** Staff confirmed the invoice is shared with another shipment of the same customer (합포장). */
  combinedShipment: z.boolean().optional(),
});
export type DeliveryStartValues = z.output<typeof DeliveryStartSchema>;

export const DELIVERY_SORT_FIELDS = [
  'id',
  'orderNumber',
  'productName',
  'buyerName',
  'deliveryDate',
  'createdAt',
  'deliveryStartDatetime',
  'deliveryEndDatetime',
] as const;
export const DELIVERY_SEARCH_FILTERS = {
  all: '전체',
  orderNumber: '주문번호',
  productName: '상품명',
  buyerName: '주문처',
  receiver: '받는 분',
  invoice: '송장번호',
} as const;
export const DELIVERY_DATE_FILTERS = { createdAt: '배송 준비일', deliveryStartDatetime: '배송 시작일' } as const;
export const DELIVERY_HISTORY_DATE_FILTERS = { deliveryEndDatetime: '배송 완료일' } as const;

/** GET deliveries: the open ones (ready and shipping), one status or both. */
export const DeliveryListQuerySchema = ListQuerySchema.extend({
  status: z
    .union([z.literal(''), z.enum(['READY', 'SHIPPING'])], {
      error: '배송 상태는 배송준비 또는 배송중에서 선택해주세요.',
    })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type DeliveryListQuery = z.infer<typeof DeliveryListQuerySchema>;

export const DeliveryRowSchema = z.object({
  id: z.number().int(),
  workOrderId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  /** The order's work type: 'SHOPBAG' for a bag order (it ships to its distribution targets, not one receiver). */
  workType: z.string(),
  buyerName: z.string(),
  receiver: z.string(),
  zipCode: z.string(),
  address: z.string(),
  receiverTel: z.string(),
  deliveryRemark: z.string(),
  deliveryDate: z.string().nullable(),
  deliveryStatus: z.string(),
  deliveryCompanyCode: z.string(),
  invoice: z.string(),
  /** Shares its carrier and invoice with another shipment of the customer (합포장), as staff confirmed. */
  combinedShipment: z.boolean(),
  /** When printing completed and the shipment became ready. */
  createdAt: z.string(),
  deliveryStartDatetime: z.string().nullable(),
  deliveryEndDatetime: z.string().nullable(),
});
export type DeliveryRow = z.infer<typeof DeliveryRowSchema>;

/** A completed delivery with its lead times, in minutes. */
export const DeliveryHistoryRowSchema = DeliveryRowSchema.extend({
  receiptDatetime: z.string(),
  /** Order received → delivered. */
  leadTimeMinutes: z.number().int(),
  /** Handed to the carrier → delivered. */
  shippingMinutes: z.number().int().nullable(),
});
export type DeliveryHistoryRow = z.infer<typeof DeliveryHistoryRowSchema>;
