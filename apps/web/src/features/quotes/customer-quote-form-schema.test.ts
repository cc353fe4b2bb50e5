import {
  catalogRates,
  customerSpecMessages,
  estimate,
  priceCatalogOf,
  priceCustomerSpec,
  SAMPLE_OPTION_IDS as OPT,
  SAMPLE_PAPER_IDS as PAPER,
  SAMPLE_RATE_ROWS,
} from '@scm/contract';
import { describe, expect, it } from 'vitest';
import { specDraftOf } from '../customer-orders';
import { customerQuoteFormSchema, newCustomerQuote, type CustomerQuoteFormInput } from './customer-quote-form-schema';

const catalog = priceCatalogOf({
  date: '2026-06-01',
  rows: SAMPLE_RATE_ROWS,
  itemNames: new Map([
    [PAPER.artGuk150, '아트지 150g 국전'],
    [PAPER.mojo46_80, '모조지 80g 46전'],
    [PAPER.snowSra3, '스노우지 250g'],
    [PAPER.mojoGuk80, '모조지 80g 국전'],
  ]),
  options: new Map([[OPT.coating, { name: '무광 코팅', type: 'POST_PROCESS' }]]),
});
const rates = catalogRates(catalog);

const filled = (): CustomerQuoteFormInput => ({
  ...newCustomerQuote(),
  productName: '가게 전단',
  paperId: PAPER.artGuk150,
  finishedSize: 'A4',
  quantity: '2,000',
  finishIds: [OPT.coating],
  innerPaperId: PAPER.mojoGuk80,
  innerPageCount: '16',
});

describe('customer quote form', () => {
  it("asks the customer order's questions with its messages", () => {
    const issuesOf = (input: CustomerQuoteFormInput) =>
      Object.fromEntries(
        (customerQuoteFormSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
      );
    const blank = issuesOf(newCustomerQuote());
    expect(blank.paperId).toBe(customerSpecMessages.paperRequired);
    expect(blank.finishedSize).toBe(customerSpecMessages.sizeRequired);
    expect(blank.quantity).toBe(customerSpecMessages.quantityRequired);
    const brochure = issuesOf({ ...filled(), workType: 'BROCHURE', innerPaperId: null, innerPageCount: '15' });
    expect(brochure.innerPaperId).toBe(customerSpecMessages.innerPaperRequired);
    expect(brochure.innerPageCount).toBe(customerSpecMessages.pageCountInvalid);
  });

  it("sends the buyer's words and no price; the mapped spec prices at the total the form showed", () => {
    const form = filled();
    const body = customerQuoteFormSchema.parse(form);
    // A leaflet: the brochure's inner answers left in the form are not sent.
    expect(body.innerPaperId).toBeNull();
    expect(body.innerPageCount).toBeNull();
    expect(Object.keys(body).filter((k) => /price|total|supply|vat|estimate/i.test(k))).toEqual([]);
    expect(body.quantity).toBe(2000);
    // The server maps the parsed answers the same way (the cheaper of 옵셋 and 디지털) and prices the mapped spec.
    const shown = priceCustomerSpec(specDraftOf(form), catalog, rates);
    const server = priceCustomerSpec(body, catalog, rates);
    expect(shown.estimate.missing).toEqual([]);
    expect(server.estimate.total).toBe(shown.estimate.total);
    expect(estimate({ ...server.spec, quantity: body.quantity }, rates).total).toBe(shown.estimate.total);
  });
});
