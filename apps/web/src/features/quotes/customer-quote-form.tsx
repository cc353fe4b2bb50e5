import { Alert, Box } from '@mui/material';
import { customerSpecMessages, quoteMessages, type PriceCatalog } from '@scm/contract';
import { FormSkeleton, RecordForm, useRecordForm } from '../../shared/form-kit';
import { FormSection } from '../../shared/order-form';
import { BuyerWordsPrice, usePriceCatalog } from '../customer-orders';
import { CUSTOMER_QUOTE_LIST_PATH, useCreateCustomerQuote } from './api';
import { CustomerQuoteFields } from './customer-quote-fields';
import { customerQuoteFormSchema, newCustomerQuote } from './customer-quote-form-schema';

function Form({ catalog }: { catalog: PriceCatalog }) {
  const create = useCreateCustomerQuote();
  const record = useRecordForm({
    mode: 'CREATE',
    record: undefined,
    listPath: CUSTOMER_QUOTE_LIST_PATH,
    schema: customerQuoteFormSchema,
    valuesOf: newCustomerQuote,
    blank: newCustomerQuote,
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.data.id, message: saved.message };
    },
    confirm: { create: quoteMessages.createConfirm },
  });
  return (
    <RecordForm record={record} aria-label="견적 요청" maxWidth={960}>
      <Box>
        <FormSection title="견적 내용">
          <CustomerQuoteFields catalog={catalog} />
        </FormSection>
        <FormSection title="예상 금액">
          <BuyerWordsPrice catalog={catalog} />
        </FormSection>
      </Box>
    </RecordForm>
  );
}

/** The customer's 견적 요청 form, once the shop's published catalog is in. */
export function CustomerQuoteForm() {
  const catalog = usePriceCatalog();
  if (catalog.isError) return <Alert severity="warning">{customerSpecMessages.noCatalog}</Alert>;
  if (!catalog.data) return <FormSkeleton maxWidth={960} />;
  if (catalog.data.papers.length === 0 || catalog.data.sizes.length === 0)
    return <Alert severity="info">{customerSpecMessages.noCatalog}</Alert>;
  return <Form catalog={catalog.data} />;
}
