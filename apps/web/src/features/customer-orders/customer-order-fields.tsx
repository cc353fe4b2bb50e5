import { Box, Grid } from '@mui/material';
import type { PriceCatalog } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormDateField, FormTextField } from '../../shared/form-kit';
import { DeliveryInfoFields, DraftFilesField, FormSection, ProductNameField } from '../../shared/order-form';
import { BuyerWordsFields } from './buyer-words-fields';
import type { CustomerOrderFormInput } from './customer-order-form-schema';

/**
 * 주문 내용 in the buyer's words (`BuyerWordsFields`), with 희망 납기일 and the drafts.
 */
export function CustomerSpecFields({ catalog }: { catalog: PriceCatalog }) {
  const { control } = useFormContext<CustomerOrderFormInput>();
  return (
    <FormSection title="주문 내용">
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <ProductNameField />
      </Grid>
      <BuyerWordsFields
        catalog={catalog}
        extra={
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDateField control={control} name="deliveryDate" label="희망 납기일" />
          </Grid>
        }
      />
      <Box>
        <DraftFilesField />
      </Box>
    </FormSection>
  );
}

/** 배송 정보 and 요청사항. The carrier and invoice are the shop's to note when it ships. */
export function CustomerDeliveryFields() {
  const { control } = useFormContext<CustomerOrderFormInput>();
  return (
    <>
      <FormSection title="배송 정보">
        <DeliveryInfoFields shipment={false} />
      </FormSection>
      <FormSection title="요청사항">
        <FormTextField
          control={control}
          name="remark"
          label="요청사항"
          placeholder="인쇄소에 전할 말씀 (선택)"
          multiline
          minRows={3}
          maxLength={1024}
        />
      </FormSection>
    </>
  );
}
