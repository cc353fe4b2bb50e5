import { describe, expect, it } from 'vitest';
import {
  CustomerQuoteCreateSchema,
  defaultValidUntil,
  QuoteCreateSchema,
  QuoteListQuerySchema,
  quoteMessages,
  quotePdfFileName,
  quoteStatus,
  QuoteToOrderSchema,
} from './quote.js';

const spec = {
  workType: 'LEAFLET',
  finishedSize: 'A4',
  printingList: [
    {
      composition: 'COVER',
      printingType: 'OFF',
      dosu: '4/4',
      julsu: '8절',
      usePaperList: [{ rawItemId: 3 }],
    },
  ],
};
const body = { buyerId: 1, productName: '매장 전단', quantity: 4000, ...spec };
const words = {
  productName: '매장 전단',
  workType: 'LEAFLET',
  finishedSize: 'A4',
  paperId: 3,
  sides: 'DOUBLE',
  color: 'COLOR',
  quantity: 4000,
};

describe('quote contract', () => {
  it('is valid through its valid-until day, then expired; ordered wins', () => {
    expect(quoteStatus({ orderId: null, validUntil: '2026-12-27' }, '2026-12-27')).toBe('OPEN');
    expect(quoteStatus({ orderId: null, validUntil: '2026-12-27' }, '2026-12-28')).toBe('EXPIRED');
    expect(quoteStatus({ orderId: 5, validUntil: '2026-12-27' }, '2027-03-01')).toBe('ORDERED');
  });

  it('defaults the valid-until day to 30 days after the day made, across months and years', () => {
    expect(defaultValidUntil('2026-11-27')).toBe('2026-12-27');
    expect(defaultValidUntil('2026-12-15')).toBe('2027-01-14');
    expect(defaultValidUntil('2028-02-01')).toBe('2028-03-02');
  });

  it('parses a staff body with defaults: no valid-until, no override', () => {
    const v = QuoteCreateSchema.parse(body);
    expect(v.validUntil).toBeNull();
    expect(v.priceOverride).toBeNull();
    expect(v.quantity).toBe(4000);
    expect(v.printingList[0]!.usePaperList[0]!.rawItemId).toBe(3);
  });

  it('refuses a client price in Korean, staff and customer alike', () => {
    for (const key of ['price', 'total', 'supply', 'estimate']) {
      const staff = QuoteCreateSchema.safeParse({ ...body, [key]: 1000 });
      expect(staff.success).toBe(false);
      expect(staff.error!.issues[0]!.message).toMatch(/[가-힣]/);
      const own = CustomerQuoteCreateSchema.safeParse({ ...words, [key]: 1000 });
      expect(own.success).toBe(false);
      expect(own.error!.issues[0]!.message).toMatch(/[가-힣]/);
    }
    // A customer names neither its buyer nor an override, nor the shop's spec fields.
    expect(CustomerQuoteCreateSchema.safeParse({ ...words, buyerId: 1 }).success).toBe(false);
    expect(CustomerQuoteCreateSchema.safeParse({ ...words, priceOverride: { supply: 1, reason: 'x' } }).success).toBe(
      false,
    );
    expect(CustomerQuoteCreateSchema.safeParse({ ...words, printingList: [] }).success).toBe(false);
  });

  it("takes the customer's quote in the buyer's words, a brochure with its inner paper and pages", () => {
    const v = CustomerQuoteCreateSchema.parse({ ...words, remark: '빠른 견적 부탁드립니다' });
    expect(v).toMatchObject({ paperId: 3, innerPaperId: null, innerPageCount: null, finishIds: [] });
    const brochure = CustomerQuoteCreateSchema.safeParse({ ...words, workType: 'BROCHURE' });
    expect(brochure.success).toBe(false);
    const paths = brochure.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['innerPaperId', 'innerPageCount']));
    expect(
      CustomerQuoteCreateSchema.safeParse({ ...words, workType: 'BROCHURE', innerPaperId: 4, innerPageCount: 32 })
        .success,
    ).toBe(true);
  });

  it('answers bad fields at the field in Korean', () => {
    const r = QuoteCreateSchema.safeParse({
      ...body,
      buyerId: 0,
      quantity: 0,
      validUntil: '2026-02-30',
      productName: ' ',
    });
    expect(r.success).toBe(false);
    const at = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(at.buyerId).toBe('고객사를 선택해주세요.');
    expect(at.quantity).toBe('수량은 1 이상이어야 합니다.');
    expect(at.validUntil).toBe('날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.');
    expect(at.productName).toBe('주문상품명을 입력해주세요.');
    const override = QuoteCreateSchema.safeParse({ ...body, priceOverride: { supply: 100_000, reason: '' } });
    expect(override.error!.issues[0]!.message).toContain('사유');
  });

  it('takes an empty order body and a status filter', () => {
    expect(QuoteToOrderSchema.parse({}).deliveryDate).toBeNull();
    expect(QuoteToOrderSchema.safeParse({ total: 1 }).success).toBe(false);
    expect(QuoteListQuerySchema.parse({ status: 'EXPIRED' }).status).toBe('EXPIRED');
    expect(QuoteListQuerySchema.parse({ status: '' }).status).toBeUndefined();
    expect(QuoteListQuerySchema.safeParse({ status: 'X' }).success).toBe(false);
  });

  it('words its messages with the right particles', () => {
    expect(quoteMessages.created('Q2611-0001')).toBe('견적서 Q2611-0001이 작성되었습니다.');
    expect(quoteMessages.ordered('Q2611-0002', 'P2611-0013')).toBe(
      '견적서 Q2611-0002가 주문 P2611-0013으로 전환되었습니다.',
    );
    expect(quotePdfFileName('Q2611-0001')).toBe('견적서_Q2611-0001.pdf');
  });
});
