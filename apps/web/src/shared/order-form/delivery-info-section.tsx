import { Grid } from '@mui/material';
import { ORDER_REMARK_MAX, ORDER_TEXT_MAX, type OrderInput } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { CarrierSelect } from '../delivery-tracking';
import { FormTextField } from '../form-kit';
import { PostcodeAddressFields } from '../postcode';

/** The delivery fields every order form holds (the staff, bag and customer orders). */
type DeliveryInfoInput = Pick<
  OrderInput,
  | 'receiver'
  | 'receiverTel'
  | 'zipCode'
  | 'address'
  | 'deliveryType'
  | 'deliveryCompanyCode'
  | 'invoice'
  | 'deliveryRemark'
>;

/**
 * 배송 정보: where the job goes and how; still editable after work has started. `shipment` false leaves out the
 * carrier and invoice, which the shop notes when it ships (the customer's new order).
 */
export function DeliveryInfoFields({ shipment = true }: { shipment?: boolean }) {
  const { control } = useFormContext<DeliveryInfoInput>();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="receiver" label="수령인" maxLength={ORDER_TEXT_MAX} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="receiverTel"
          label="연락처"
          type="tel"
          inputMode="tel"
          maxLength={ORDER_TEXT_MAX}
        />
      </Grid>
      <Grid size={12}>
        <PostcodeAddressFields control={control} zipCodeName="zipCode" addressName="address" />
      </Grid>
      <Grid size={{ xs: 12, sm: shipment ? 4 : 12 }}>
        <FormTextField
          control={control}
          name="deliveryType"
          label="배송 방법"
          placeholder="택배, 퀵, 방문 수령 등"
          maxLength={ORDER_TEXT_MAX}
        />
      </Grid>
      {shipment && (
        <>
          <Grid size={{ xs: 12, sm: 4 }}>
            <CarrierSelect control={control} name="deliveryCompanyCode" label="택배사" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField control={control} name="invoice" label="송장번호" maxLength={ORDER_TEXT_MAX} />
          </Grid>
        </>
      )}
      <Grid size={12}>
        <FormTextField
          control={control}
          name="deliveryRemark"
          label="배송 메모"
          multiline
          minRows={2}
          maxLength={ORDER_REMARK_MAX}
        />
      </Grid>
    </Grid>
  );
}
