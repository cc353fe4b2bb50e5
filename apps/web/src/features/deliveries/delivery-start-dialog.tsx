import { Alert, Link } from '@mui/material';
import {
  DELIVERY_INVOICE_IN_USE,
  DELIVERY_RECEIVER_MISSING,
  DeliveryStartSchema,
  deliveryMessages,
  deliveryWorkflow,
  missingReceiverParts,
  type DeliveryRow,
  type DeliveryStartValues,
} from '@scm/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CarrierSelect } from '../../shared/delivery-tracking';
import { useFeedback } from '../../shared/feedback';
import { DialogForm, FormTextField, useDialogForm } from '../../shared/form-kit';
import { ApiError } from '../../shared/api/client';
import { reportRefusedSave } from '../../shared/workflow';
import { useStartDelivery } from './api';

const missingMessage = (parts: ReturnType<typeof missingReceiverParts>) =>
  parts.length ? deliveryMessages.receiverMissing(parts) : null;

interface Props {
  delivery: DeliveryRow;
  onClose: () => void;
  /** Reads the list again after a 409 (someone else started or completed it first). */
  reload: () => unknown;
}

/** The 409 code of a refused start, if it is one of the shipping desk's. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? (error.body?.errorCode ?? null) : null;

/**
 * 배송 시작: the carrier and the invoice (both required; the invoice keeps digits only, dashes and spaces are
 * dropped). Asks once more, then the delivery is SHIPPING and the customer is told. An invoice already on another
 * shipment of the customer is asked about with the server's words (합포장?) and sent again marked; a printing order
 * without its receiver's name, phone or address cannot start, and the dialog says what is missing and where to add it.
 */
export function DeliveryStartDialog({ delivery, onClose, reload }: Props) {
  const fb = useFeedback();
  const start = useStartDelivery();
  const form = useDialogForm(DeliveryStartSchema, {
    deliveryCompanyCode: delivery.deliveryCompanyCode,
    invoice: delivery.invoice,
  });
  const { control } = form;
  // A bag order goes to its distribution targets: only a printing order needs its own receiver.
  const [missing, setMissing] = useState(() =>
    delivery.workType === 'SHOPBAG' ? null : missingMessage(missingReceiverParts(delivery)),
  );

  const send = (values: DeliveryStartValues) => start.mutateAsync({ id: delivery.id, values });

  const submit = async (values: DeliveryStartValues) => {
    const question = deliveryWorkflow.actions.startDelivery.confirm;
    const ok = await fb.confirm(`주문번호 ${delivery.orderNumber}: ${question}`, {
      title: '배송 시작',
      confirmLabel: '배송 시작',
    });
    if (!ok) return;
    let answer;
    try {
      answer = await send(values);
    } catch (error) {
      if (refusal(error) !== DELIVERY_INVOICE_IN_USE) throw error;
      // One invoice is one parcel: only a box shared on purpose (합포장) may carry it twice.
      const combined = await fb.confirm((error as ApiError).message, {
        title: deliveryMessages.combinedLabel,
        confirmLabel: deliveryMessages.combinedConfirm,
      });
      if (!combined) return;
      answer = await send({ ...values, combinedShipment: true });
    }
    fb.snackbar('success', answer.message);
    onClose();
  };

  const refused = (error: unknown) => {
    if (refusal(error) === DELIVERY_RECEIVER_MISSING) {
      setMissing((error as ApiError).message);
      return;
    }
    reportRefusedSave(fb, form, error, {
      fallback: '배송 시작에 실패했습니다.',
      onConflict: () => {
        reload();
        onClose();
      },
    });
  };

  return (
    <DialogForm
      form={form}
      title="배송 시작"
      mode="UPDATE"
      submitLabel="배송 시작"
      disabled={!!missing}
      onClose={onClose}
      onSubmit={submit}
      onError={refused}
    >
      <Alert severity="info">
        {`${delivery.orderNumber} · ${delivery.productName} → ${delivery.receiver || delivery.buyerName}`}
      </Alert>
      {missing && (
        <Alert severity="error" role="alert">
          {missing}{' '}
          <Link component={RouterLink} to={`/admin/od/order/${delivery.orderId}/edit`}>
            주문의 배송 정보 입력
          </Link>
        </Alert>
      )}
      <CarrierSelect control={control} name="deliveryCompanyCode" label="택배사" required />
      <FormTextField
        control={control}
        name="invoice"
        label="송장번호"
        required
        inputMode="numeric"
        autoComplete="off"
        helperText="숫자만 입력합니다. - 와 공백은 빼고 저장됩니다."
      />
    </DialogForm>
  );
}
