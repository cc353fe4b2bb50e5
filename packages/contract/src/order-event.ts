import { z } from 'zod';

/** What happened to an order, in its history (staff's history call and the customer's tracker read the same rows). */
export const ORDER_EVENT_LABELS = {
  RECEIVED: '주문 접수',
  UPDATED: '주문 수정',
  CANCELLED: '주문 취소',
  WORK_STARTED: '작업 시작',
  NEXT_TEAM_REQUESTED: '다음 팀 요청',
  PROGRESS_STARTED: '공정 시작',
  PRINTING_COMPLETE: '인쇄 완료',
  REMAKE_ORDERED: '재작업 지시',
  REMAKE_UPDATED: '재작업 수정',
  REMAKE_DELETED: '재작업 삭제',
  DELIVERY_STARTED: '배송 시작',
  DELIVERY_COMPLETE: '배송 완료',
  PAPER_SHORT_STARTED: '용지 부족 확인 후 작업 시작',
  PAPER_CORRECTED: '용지 수정',
} as const;
export const ORDER_EVENT_KINDS = Object.keys(ORDER_EVENT_LABELS) as [
  keyof typeof ORDER_EVENT_LABELS,
  ...(keyof typeof ORDER_EVENT_LABELS)[],
];
export type OrderEventKind = keyof typeof ORDER_EVENT_LABELS;

export const OrderEventSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  actorName: z.string(),
  departmentName: z.string(),
  detail: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;
