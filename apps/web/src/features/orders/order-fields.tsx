import { Box } from '@mui/material';
import { API_ORDER, orderMessages, type Order, type OrderEditScope } from '@scm/contract';
import { useFormMode } from '../../shared/form-kit';
import { ORDER_KEY } from '../../shared/order-keys';
import { DeliveryInfoFields, DraftFilesField, FormSection, RemarkField } from '../../shared/order-form';
import { OrderInfoFields } from './order-info-section';
import { OrderPriceSection } from './order-price-section';
import { PrintingSpecFields } from './printing-sections';

interface Props {
  /** The saved order; absent in CREATE. */
  order?: Order;
  /** What may change now: everything, delivery info and remarks only (work started), or nothing (cancelled). */
  scope: OrderEditScope;
  /**
   * Work started, not printed: true for a supervisor (작업 총괄), who may still correct the paper lines; false for
   * others, who are told why; undefined when it does not apply.
   */
  paperCorrection?: boolean;
  /** The rates' day the form prices with (today, or the order's own). */
  ratesDate: string;
}

/**
 * The order's fields for CREATE, READ and UPDATE alike, in the spec's four sections. Once work has started only the
 * delivery info and remarks stay editable; the other sections say why they are locked.
 */
export function OrderFields({ order, scope, paperCorrection, ratesDate }: Props) {
  const editing = useFormMode() !== 'READ';
  const locked = scope === 'ALL' ? undefined : orderMessages.editLockedAfterStart;
  const specLocked =
    locked && paperCorrection !== undefined
      ? paperCorrection
        ? `${locked} 작업 총괄 권한으로 인쇄 완료 전까지 용지(품목·수량·파지)는 고칠 수 있습니다.`
        : `${locked} 용지는 작업 총괄 권한이 있는 사람만 인쇄 완료 전까지 고칠 수 있습니다.`
      : locked;
  return (
    <Box>
      <FormSection title="주문 정보" lockedReason={locked}>
        <OrderInfoFields order={order} />
        <DraftFilesField />
      </FormSection>
      <FormSection title="비고">
        <RemarkField />
      </FormSection>
      <FormSection title="배송 정보">
        <DeliveryInfoFields />
      </FormSection>
      {/* The shared editor brings its own 인쇄 정보 and 제본 정보 headings. */}
      <FormSection lockedReason={specLocked}>
        <PrintingSpecFields
          orderId={order?.id}
          paperEditable={editing && paperCorrection === true}
          ratesDate={ratesDate}
        />
      </FormSection>
      <FormSection title="금액">
        <OrderPriceSection
          saved={order ? order.price : undefined}
          ratesDate={ratesDate}
          quantityName="amount"
          specEditable={scope === 'ALL'}
          area="ORDER"
          record={
            order
              ? { id: order.id, base: API_ORDER, queryKey: ORDER_KEY, cancelled: order.cancellation !== null }
              : undefined
          }
        />
      </FormSection>
    </Box>
  );
}
