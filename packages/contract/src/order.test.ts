import { describe, expect, it } from 'vitest';
import {
  blankPrintingEntry,
  blankPrintingSpec,
  canCancelOrder,
  canDeleteOrder,
  OrderCancelSchema,
  OrderCreateSchema,
  OrderDeliveryUpdateSchema,
  OrderListQuerySchema,
  orderEditScope,
  orderMessages,
  OrderUpdateSchema,
} from './index.js';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issuesAt = (result: Result) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const order = (changes: Record<string, unknown> = {}) => ({
  productName: '가을 전단',
  buyerId: 3,
  deliveryDate: '2026-12-01',
  originSub: null,
  outsourcingChargeId: null,
  quality: '',
  amount: '5,000',
  numberCases: '1',
  remark: '',
  receiver: '홍길동',
  zipCode: '04524',
  address: '서울 중구 세종대로 110',
  receiverTel: '010-1234-5678',
  deliveryType: '택배',
  invoice: '',
  deliveryCompanyCode: '',
  deliveryRemark: '',
  attachmentIds: [11, 12],
  ...blankPrintingSpec('staff'),
  ...changes,
});
const check = (body: unknown) => issuesAt(OrderCreateSchema.safeParse(body));

describe('order create', () => {
  it('parses the staff form with its printing spec', () => {
    const parsed = OrderCreateSchema.parse(order());
    expect(parsed).toMatchObject({ amount: 5000, numberCases: 1, buyerId: 3, attachmentIds: [11, 12] });
    expect(parsed.printingList).toEqual([blankPrintingEntry('staff', 'COVER', 'OFF')]);
  });

  it('answers the spec 001 §5 limits with their messages', () => {
    expect(check(order({ productName: '  ', buyerId: null }))).toEqual({
      productName: '주문상품명을 입력해주세요.',
      buyerId: '고객사를 선택해주세요.',
    });
    expect(check(order({ productName: 'x'.repeat(256) }))).toEqual({ productName: '255자 이내로 입력해주세요.' });
    for (const field of ['quality', 'receiver', 'zipCode', 'address', 'receiverTel', 'deliveryType', 'invoice'])
      expect(check(order({ [field]: 'x'.repeat(256) }))).toEqual({ [field]: '255자 이내로 입력해주세요.' });
    expect(check(order({ amount: '-1', numberCases: '1.5' }))).toEqual({
      amount: '수량은 1 이상이어야 합니다.',
      numberCases: '정수로 입력해주세요.',
    });
    expect(check(order({ amount: '0', numberCases: 0 }))).toEqual({
      amount: '수량은 1 이상이어야 합니다.',
      numberCases: '건수는 1 이상이어야 합니다.',
    });
    expect(check(order({ amount: '많이', numberCases: '' }))).toEqual({
      amount: '숫자만 입력해주세요.',
      numberCases: '건수를 입력해주세요.',
    });
    expect(check(order({ deliveryDate: '2026-02-30' }))).toEqual({
      deliveryDate: '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.',
    });
    expect(OrderCreateSchema.parse(order({ deliveryDate: '' })).deliveryDate).toBeNull();
    expect(check(order({ outsourcingChargeId: 1.5, originSub: 'OTHER' }))).toEqual({
      outsourcingChargeId: '외주 담당자를 다시 선택해주세요.',
      originSub: '원청 또는 하청을 선택해주세요.',
    });
    expect(check(order({ attachmentIds: [0] }))).toEqual({ 'attachmentIds.0': '첨부 파일을 다시 올려주세요.' });
  });

  it('applies the printing-spec rules at the order’s own paths', () => {
    expect(check(order({ workType: 'OSP' }))).toEqual({
      'printingList.0.printingType':
        "기타 소량 인쇄 주문에는 '옵셋'을 선택할 수 없습니다. 기타 인쇄, 무인쇄 중에서 선택해주세요.",
    });
    expect(check(order({ printingList: [] }))).toEqual({ printingList: '인쇄 정보를 하나 이상 입력해주세요.' });
  });

  it('refuses fields an order does not have, and the order number (the server makes it)', () => {
    const result = OrderCreateSchema.safeParse(order({ orderNumber: 'P2611-0001' }));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        code: 'unrecognized_keys',
        keys: ['orderNumber'],
        message: '이 주문에는 입력할 수 없는 항목입니다.',
      }),
    ]);
  });

  it('updates the whole order with its id', () => {
    expect(OrderUpdateSchema.parse(order({ id: 4 })).id).toBe(4);
    expect(issuesAt(OrderUpdateSchema.safeParse(order()))).toEqual({ id: '번호가 올바르지 않습니다.' });
  });
});

describe('after work started', () => {
  it('changes delivery info and remarks only', () => {
    const delivery = {
      id: 4,
      receiver: '김철수',
      zipCode: '',
      address: '부산',
      receiverTel: '',
      deliveryType: '퀵',
      invoice: '',
      deliveryCompanyCode: '',
      deliveryRemark: '오전 배송',
      remark: '급함',
    };
    expect(OrderDeliveryUpdateSchema.parse(delivery)).toEqual(delivery);
    expect(
      OrderDeliveryUpdateSchema.safeParse({ ...delivery, productName: '바꿈', amount: 3 }).error?.issues[0],
    ).toMatchObject({
      keys: ['productName', 'amount'],
    });
  });

  it('decides what may change, be deleted or cancelled from the work order status', () => {
    expect(orderEditScope('RECEIPT', false)).toBe('ALL');
    expect(orderEditScope('WORKING', false)).toBe('DELIVERY');
    expect(orderEditScope('COMPLETE', false)).toBe('DELIVERY');
    expect(orderEditScope('RECEIPT', true)).toBe('NONE');
    expect([
      canDeleteOrder('RECEIPT', false),
      canDeleteOrder('WORKING', false),
      canDeleteOrder('RECEIPT', true),
    ]).toEqual([true, false, false]);
    expect([
      canCancelOrder('RECEIPT', false),
      canCancelOrder('WORKING', false),
      canCancelOrder('COMPLETE', false),
    ]).toEqual([true, true, false]);
    expect(canCancelOrder('WORKING', true)).toBe(false);
    expect(orderMessages.editLockedAfterStart).toBe('작업이 시작된 주문은 배송 정보와 비고만 수정할 수 있습니다.');
  });
});

describe('cancel and list query', () => {
  it('needs a reason of at most 255 characters', () => {
    expect(issuesAt(OrderCancelSchema.safeParse({ reason: ' ' }))).toEqual({ reason: '취소 사유를 입력해주세요.' });
    expect(issuesAt(OrderCancelSchema.safeParse({ reason: 'x'.repeat(256) }))).toEqual({
      reason: '255자 이내로 입력해주세요.',
    });
    expect(OrderCancelSchema.parse({ reason: ' 고객 요청 ' })).toEqual({ reason: '고객 요청' });
  });

  it('filters by one work type or all', () => {
    expect(OrderListQuerySchema.parse({ workType: 'BROCHURE' }).workType).toBe('BROCHURE');
    expect(OrderListQuerySchema.parse({ workType: '' }).workType).toBeUndefined();
    expect(OrderListQuerySchema.safeParse({ workType: 'POSTER' }).success).toBe(false);
  });

  it('asks before a work-type change in the spec’s words', () => {
    expect(orderMessages.workTypeChangeConfirm).toBe(
      '작업 유형을 바꾸면 입력 중인 인쇄 정보가 초기화됩니다. 바꾸시겠습니까?',
    );
    expect(orderMessages.createConfirm).toBe('주문을 등록하시겠습니까?');
    expect(orderMessages.created('P2611-0001')).toBe('주문 P2611-0001이 등록되었습니다.');
    expect(orderMessages.created('P2611-0002')).toBe('주문 P2611-0002가 등록되었습니다.');
  });
});
