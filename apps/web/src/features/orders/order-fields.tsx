import { Box } from '@mui/material';
import { orderMessages, type Order, type OrderEditScope } from '@scm/contract';
import { DeliveryInfoFields } from './delivery-info-section';
import { DraftFilesField } from './draft-files-field';
import { FormSection } from './form-section';
import { OrderInfoFields, RemarkField } from './order-info-section';
import { PrintingSpecFields } from './printing-sections';

interface Props {
  /** The saved order; absent in CREATE. */
  order?: Order;
  /** What may change now: everything, delivery info and remarks only (work started), or nothing (cancelled). */
  scope: OrderEditScope;
}

/**
 * The order's fields for CREATE, READ and UPDATE alike, in the spec's four sections. Once work has started only the
 * delivery info and remarks stay editable; the other sections say why they are locked.
 */
export function OrderFields({ order, scope }: Props) {
  const locked = scope === 'ALL' ? undefined : orderMessages.editLockedAfterStart;
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
      <FormSection lockedReason={locked}>
        <PrintingSpecFields orderId={order?.id} />
      </FormSection>
    </Box>
  );
}
