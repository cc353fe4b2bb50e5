import { Box } from '@mui/material';
import { quoteMessages } from '@scm/contract';
import { RecordForm, useRecordForm } from '../../shared/form-kit';
import { today } from '../../shared/format';
import { FormSection } from '../../shared/order-form';
import { PrintingSpecFields } from '../orders';
import { QUOTE_LIST_PATH, useCreateQuote } from './api';
import { QuoteEstimateSection } from './quote-estimate-section';
import { QuoteInfoFields, QuoteRemarkField } from './quote-info-fields';
import { quoteFormSchema, type QuoteFormInput } from './quote-form-schema';
import { QuoteOverrideFields } from './quote-override-fields';

/**
 * 새 견적 (staff): buyer, product, quantity, finished size, validity, the staff order form's print spec, remark, the
 * live estimate and an optional 금액 조정. Saved, it shows on its detail page; a quote is not edited afterwards.
 */
export function QuoteForm({ initial }: { initial: QuoteFormInput }) {
  const create = useCreateQuote();
  const record = useRecordForm({
    mode: 'CREATE',
    record: undefined,
    listPath: QUOTE_LIST_PATH,
    schema: quoteFormSchema,
    valuesOf: () => initial,
    blank: () => initial,
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.data.id, message: saved.message };
    },
    confirm: { create: quoteMessages.createConfirm },
  });
  return (
    <RecordForm record={record} area="ORDER" aria-label="견적 정보" maxWidth={960}>
      <Box>
        <FormSection title="견적 정보">
          <QuoteInfoFields />
        </FormSection>
        {/* The staff order form's spec editor brings its own 인쇄 정보 and 제본 정보 headings, and 완성 사이즈. */}
        <FormSection>
          <PrintingSpecFields ratesDate={today()} />
        </FormSection>
        <FormSection title="비고">
          <QuoteRemarkField />
        </FormSection>
        <FormSection title="예상 금액">
          <QuoteEstimateSection />
          <QuoteOverrideFields />
        </FormSection>
      </Box>
    </RecordForm>
  );
}
