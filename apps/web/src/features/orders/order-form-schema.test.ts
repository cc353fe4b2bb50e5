import { orderMessages } from '@scm/contract';
import { describe, expect, it } from 'vitest';
import { newOrder, orderDeliveryFormSchema, orderFormSchema, type OrderFormInput } from './order-form-schema';

const filled = (): OrderFormInput => ({
  ...newOrder(),
  productName: '봄 카탈로그',
  buyerId: 3,
  buyerName: '한빛상사',
  amount: '1,000',
  numberCases: '2',
  receiver: '김수령',
  attachments: [{ id: 41, originalFileName: '시안.pdf', size: 2048, url: '/api/file/41' }],
});

describe('order form schema', () => {
  it('sends the saved draft files as ids and leaves the display-only fields out', () => {
    const parsed = orderFormSchema.safeParse(filled());
    expect(parsed.success).toBe(true);
    const body = parsed.data as unknown as Record<string, unknown>;
    expect(body.attachmentIds).toEqual([41]);
    expect(body).not.toHaveProperty('attachments');
    expect(body).not.toHaveProperty('buyerName');
    expect(body.amount).toBe(1000);
    expect(body.workType).toBe('LEAFLET');
  });

  it('asks for the customer and the product name with the contract messages', () => {
    const parsed = orderFormSchema.safeParse({ ...filled(), buyerId: null, productName: ' ' });
    expect(parsed.success).toBe(false);
    const byPath = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath.buyerId).toBe(orderMessages.buyerRequired);
    expect(byPath.productName).toBe(orderMessages.productNameRequired);
  });

  it('reads only delivery info and remarks once work has started, whatever else the form holds', () => {
    const parsed = orderDeliveryFormSchema.safeParse({ ...filled(), buyerId: null, remark: '오전 배송' });
    expect(parsed.success).toBe(true);
    expect(Object.keys(parsed.data ?? {}).sort()).toEqual(
      [
        'address',
        'deliveryCompanyCode',
        'deliveryRemark',
        'deliveryType',
        'invoice',
        'receiver',
        'receiverTel',
        'remark',
        'zipCode',
      ].sort(),
    );
    expect(parsed.data?.remark).toBe('오전 배송');
  });
});
