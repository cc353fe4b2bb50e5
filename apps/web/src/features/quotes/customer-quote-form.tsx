import { Alert, Box, Typography } from '@mui/material';
import { catalogRates, customerSpecMessages, priceCustomerSpec, quoteMessages, type PriceCatalog } from '@scm/contract';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { EstimatePanel, won } from '../../shared/estimate';
import { FormSkeleton, RecordForm, useRecordForm } from '../../shared/form-kit';
import { FormSection } from '../../shared/order-form';
import { CUSTOMER_QUOTE_LIST_PATH, useCreateCustomerQuote, usePriceCatalog } from './api';
import { CustomerQuoteFields } from './customer-quote-fields';
import {
  customerQuoteFormSchema,
  newCustomerQuote,
  specDraftOf,
  type CustomerQuoteFormInput,
} from './customer-quote-form-schema';

const SPEC_FIELDS = [
  'workType',
  'finishedSize',
  'paperId',
  'innerPaperId',
  'innerPageCount',
  'sides',
  'color',
  'quantity',
  'finishIds',
] as const;

/** The price as the customer types: offset and digital both, the cheaper one shown with why (no request per key). */
function CustomerQuotePrice({ catalog }: { catalog: PriceCatalog }) {
  const values = useWatch<CustomerQuoteFormInput, typeof SPEC_FIELDS>({ name: SPEC_FIELDS });
  const rates = useMemo(() => catalogRates(catalog), [catalog]);
  const key = JSON.stringify(values);
  const price = useMemo(() => {
    const [workType, finishedSize, paperId, innerPaperId, innerPageCount, sides, color, quantity, finishIds] =
      JSON.parse(key) as typeof values;
    const draft = { workType, finishedSize, paperId, innerPaperId, innerPageCount, sides, color, quantity, finishIds };
    return priceCustomerSpec(specDraftOf(draft), catalog, rates);
  }, [key, catalog, rates]);
  return (
    <EstimatePanel
      estimate={price.estimate}
      title={customerSpecMessages.priceTitle}
      footer={
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {price.note}
          {price.otherTotal !== null && price.otherTotal !== price.estimate.total
            ? ` · ${price.printingType === 'DIGITAL' ? '옵셋' : '디지털'}이면 ${won(price.otherTotal)}`
            : ''}
        </Typography>
      }
    />
  );
}

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
          <CustomerQuotePrice catalog={catalog} />
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
