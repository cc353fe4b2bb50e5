import { DUE_BEFORE_RECEIPT } from '@scm/contract';
import { describe, expect, it } from 'vitest';
import { newOrder, orderFormSchema, type OrderFormInput } from './order-form-schema';
import { withDueDateRule } from '../../shared/order-form';

const filled = (deliveryDate: string): OrderFormInput => ({
  ...newOrder(),
  productName: '전단',
  buyerId: 1,
  buyerName: '한빛출판',
  amount: '100',
  numberCases: '1',
  deliveryDate,
  workType: 'LEAFLET',
  printingList: [{ ...newOrder().printingList[0]!, composition: 'COVER', printingType: 'DIGITAL', dosu: '4/0' }],
});

describe('the order form refuses a due date before the receipt day at its field', () => {
  const schema = withDueDateRule(orderFormSchema, '2026-11-20');

  it('refuses the day before, with the Korean message at 납기일', () => {
    const parsed = schema.safeParse(filled('2026-11-19'));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['deliveryDate'], message: DUE_BEFORE_RECEIPT }),
    );
  });

  it('takes the receipt day itself, a later one, or none', () => {
    for (const day of ['2026-11-20', '2026-12-01', '']) expect(schema.safeParse(filled(day)).success, day).toBe(true);
  });
});
