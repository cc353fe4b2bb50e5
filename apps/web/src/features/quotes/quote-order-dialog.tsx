import { Alert, Box, Grid, Typography } from '@mui/material';
import { quoteMessages, type Quote } from '@scm/contract';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../shared/feedback';
import { DialogForm, FormDateField, reportError, useDialogForm } from '../../shared/form-kit';
import { UploadGate, UploadGateContext, uploadGateMessages } from '../../shared/form-kit/upload-gate';
import { DeliveryInfoFields, DraftFilesField, receiptDayOf } from '../../shared/order-form';
import { orderPathOf, useQuoteToOrder, type QuoteSide } from './api';
import { blankQuoteOrder, quoteOrderFormSchema } from './quote-order-form-schema';

interface Props {
  side: QuoteSide;
  quote: Quote;
  /** 주문으로 전환 (staff) or 주문하기 (the customer): the dialog's title and its submit button. */
  label: string;
  onClose: () => void;
}

/**
 * What an order needs that a quote lacks, asked before the quote becomes one: 희망 납기일, 배송 정보 (the order
 * form's section: 수령인, 연락처, 우편번호 검색 and 주소, 배송 방법, 배송 메모) and 시안 파일 (the order form's drop
 * area). All optional, as on the order form; each refused value shows at its field. Sent, the server makes the
 * order at the quote's price in one transaction, and its page opens. Full-screen on a phone.
 */
export function QuoteOrderDialog({ side, quote, label, onClose }: Props) {
  const fb = useFeedback();
  const navigate = useNavigate();
  const toOrder = useQuoteToOrder(side);
  const [today] = useState(() => receiptDayOf(undefined));
  const form = useDialogForm(quoteOrderFormSchema(today), blankQuoteOrder());
  // A draft still going up: the button waits; a chosen draft that did not go up stops the order.
  const [uploads] = useState(() => new UploadGate());
  const uploading = useSyncExternalStore(uploads.subscribe, () => uploads.busy);

  return (
    <FormProvider {...form}>
      <UploadGateContext.Provider value={uploads}>
        <DialogForm
          form={form}
          title={label}
          submitLabel={uploading ? uploadGateMessages.waiting : label}
          disabled={uploading}
          maxWidth="sm"
          mode="CREATE"
          onClose={onClose}
          onSubmit={async (values) => {
            if (uploads.unsent > 0) {
              await fb.alert(uploadGateMessages.unsent);
              return;
            }
            const res = await toOrder.mutateAsync({ id: quote.id, values });
            fb.snackbar('success', res.message);
            onClose();
            void navigate(orderPathOf(side, res.data.orderId));
          }}
          onError={(e) => reportError(fb, e, '주문으로 전환하지 못했습니다.')}
        >
          <Alert severity="info">{quoteMessages.orderIntro(quote.quoteNumber, quote.charged.total)}</Alert>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField control={form.control} name="deliveryDate" label="희망 납기일" />
            </Grid>
          </Grid>
          <Section title="배송 정보">
            <DeliveryInfoFields shipment={false} />
          </Section>
          <DraftFilesField />
        </DialogForm>
      </UploadGateContext.Provider>
    </FormProvider>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
