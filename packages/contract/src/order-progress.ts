/**
 * The order tracker's rule (issue 13): which step a customer's job is at, from its work order and its shipment.
 * 접수 → 작업 중 → 인쇄 완료 → 배송 중 → 배송 완료, with the deposit (입금 대기 / 입금 완료) beside them.
 */
export const ORDER_STEPS = ['RECEIVED', 'WORKING', 'PRINTED', 'SHIPPING', 'DELIVERED'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];
export const ORDER_STEP_LABELS: Record<OrderStep, string> = {
  RECEIVED: '접수',
  WORKING: '작업 중',
  PRINTED: '인쇄 완료',
  SHIPPING: '배송 중',
  DELIVERED: '배송 완료',
};

export interface OrderStepInput {
  workOrderStatus: string | null;
  deliveryStatus: string | null;
}

/**
 * The step the job is at: the shipment decides once it exists (printing is complete by then), else the work order.
 * A cancelled job, or a state the vocabulary does not know, is at no step (null: the screens say why).
 */
export function orderStep({ workOrderStatus, deliveryStatus }: OrderStepInput): OrderStep | null {
  switch (deliveryStatus) {
    case 'COMPLETE':
      return 'DELIVERED';
    case 'SHIPPING':
      return 'SHIPPING';
    case 'READY':
      return 'PRINTED';
    case null:
      break;
    default:
      return null;
  }
  switch (workOrderStatus) {
    case null:
    case 'RECEIPT':
      return 'RECEIVED';
    case 'WORKING':
      return 'WORKING';
    case 'COMPLETE':
      return 'PRINTED';
    default:
      return null;
  }
}

export type OrderStepState = 'done' | 'current' | 'todo';

/** Each step's state beside the current one; the last step, once reached, is done. */
export function orderStepStates(current: OrderStep | null): { step: OrderStep; state: OrderStepState }[] {
  const at = current === null ? -1 : ORDER_STEPS.indexOf(current);
  const last = ORDER_STEPS.length - 1;
  return ORDER_STEPS.map((step, i) => ({
    step,
    state: i < at || (i === at && at === last) ? 'done' : i === at ? 'current' : 'todo',
  }));
}

export type OrderDepositState = 'WAITING' | 'COMPLETE';
export const DEPOSIT_STATE_LABELS: Record<OrderDepositState, string> = { WAITING: '입금 대기', COMPLETE: '입금 완료' };
export const depositState = (depositCompleteAt: string | null): OrderDepositState =>
  depositCompleteAt === null ? 'WAITING' : 'COMPLETE';
