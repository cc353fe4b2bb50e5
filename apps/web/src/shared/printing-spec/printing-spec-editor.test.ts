import { blankPrintingSpec, newInnerEntry, type PrintingSpecVariant } from '@scm/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FeedbackContext, type Feedback } from '../feedback/feedback-context';
import { FormModeContext, type FormMode } from '../form-kit/form-mode';
import type { OptionPickerProps, PaperPickerProps, SupplierPickerProps } from './pickers';
import { PrintingSpecEditor } from './printing-spec-editor';

/** Stand-in pickers that print what the editor hands them, so the markup shows the binding. */
const Supplier = (p: SupplierPickerProps) =>
  createElement('output', { 'data-picker': 'supplier', 'data-label': p.label, 'data-disabled': p.disabled }, p.value);
const Option = (p: OptionPickerProps) =>
  createElement('output', { 'data-picker': p.optionType, 'data-disabled': p.disabled }, p.value.join(','));
const Paper = (p: PaperPickerProps) =>
  createElement('output', { 'data-picker': 'paper', 'data-disabled': p.disabled }, p.value?.name ?? '');

const feedback: Feedback = {
  snackbar: () => undefined,
  confirm: () => Promise.resolve(true),
  alert: () => Promise.resolve(),
};

function Form({ values, children }: { values: FieldValues; children: ReactNode }) {
  const form = useForm<FieldValues>({ defaultValues: values });
  return createElement(FormProvider, { ...form, children });
}

function render(variant: PrintingSpecVariant, mode: FormMode, values: FieldValues) {
  const editor =
    variant === 'customer'
      ? createElement(PrintingSpecEditor, { variant, pickers: { option: Option } })
      : createElement(PrintingSpecEditor, { variant, pickers: { option: Option, supplier: Supplier, paper: Paper } });
  // The paper lines read the stock available (a query; rendered on the server it stays loading).
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(
        FeedbackContext.Provider,
        { value: feedback },
        createElement(FormModeContext.Provider, { value: mode }, createElement(Form, { values, children: editor })),
      ),
    ),
  );
}

const brochure = () => {
  const spec = blankPrintingSpec('staff');
  const cover = {
    ...spec.printingList[0],
    isOffCtpOutsourcing: true,
    offCtpOutsourcingId: 7,
    isPostProcess: true,
    postProcessList: [{ postProcessOption: [1, 2], postProcessOutsourcingId: null, postProcessRemark: '' }],
    usePaperList: [{ rawItemId: 3, rawItemName: '아트지 150g', amount: '1,200', wrongAmount: '' }],
  };
  return {
    ...spec,
    workType: 'BROCHURE',
    printingList: [cover, newInnerEntry('staff')],
    isFoldingBinding: true,
    foldingBindingList: [{ foldingBindingOption: [5], foldingBindingOutsourcingId: null, foldingBindingRemark: '' }],
  };
};

describe('PrintingSpecEditor', () => {
  it('shows a staff brochure: cover and inner pages, the chosen supplier, options, paper and binding', () => {
    const html = render('staff', 'CREATE', brochure());
    expect(html).toContain('표지');
    expect(html).toContain('내지 1');
    expect(html).toContain('내지 추가');
    expect(html).toContain('CTP 외주처');
    expect(html).toMatch(/data-picker="supplier" data-label="CTP 외주처"[^>]*>7</);
    expect(html).toMatch(/data-picker="POST_PROCESS"[^>]*>1,2</);
    expect(html).toMatch(/data-picker="FOLDING_BINDING"[^>]*>5</);
    expect(html).toMatch(/data-picker="paper"[^>]*>아트지 150g</);
    expect(html).toContain('value="1,200"');
    expect(html).toContain('용지 추가');
    // The inner entry has not chosen outsourcing: no supplier picker for its CTP.
    expect(html.match(/data-label="CTP 외주처"/g)).toHaveLength(1);
  });

  it('offers inner pages only for brochures', () => {
    expect(render('staff', 'CREATE', blankPrintingSpec('staff'))).not.toContain('내지 추가');
  });

  it('shows everything disabled in READ, without add or delete', () => {
    const html = render('staff', 'READ', brochure());
    expect(html).not.toContain('내지 추가');
    expect(html).not.toContain('용지 추가');
    expect(html).not.toContain('삭제');
    expect(html).not.toMatch(/data-disabled="false"/);
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs.length).toBeGreaterThan(10);
    for (const input of inputs) expect(input).toContain('disabled');
  });

  it('gives customers remarks and options only: no outsourcing, no suppliers, no paper', () => {
    const html = render('customer', 'CREATE', {
      ...blankPrintingSpec('customer'),
      isFoldingBinding: true,
      foldingBindingList: [{ foldingBindingOption: [5], foldingBindingRemark: '' }],
    });
    expect(html).toContain('CTP 비고');
    expect(html).not.toContain('외주');
    expect(html).not.toContain('data-picker="supplier"');
    expect(html).not.toContain('용지');
    expect(html).toMatch(/data-picker="FOLDING_BINDING"[^>]*>5</);
  });

  it('gives bags no work-type choice and no printing outsourcing, but paper', () => {
    const html = render('shopbag', 'CREATE', blankPrintingSpec('shopbag'));
    expect(html).not.toContain('작업 유형');
    expect(html).toContain('디지털 인쇄 비고');
    expect(html).not.toContain('디지털 인쇄 외주');
    expect(html).toContain('용지 추가');
  });
});
