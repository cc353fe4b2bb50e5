import { describe, expect, it } from 'vitest';
import { DepartmentCreateSchema, ListQuerySchema, SignUpSchema, notificationTarget } from './index.js';

describe('ListQuerySchema', () => {
  it('defaults to the first page of 10 and coerces query strings', () => {
    expect(ListQuerySchema.parse({})).toMatchObject({ page: 0, size: 10 });
    expect(ListQuerySchema.parse({ page: '2', size: '25', sort: 'name,desc' })).toMatchObject({
      page: 2,
      size: 25,
      sort: 'name,desc',
    });
  });
  it('refuses a sort that is not "field,asc|desc" and treats empty values as absent', () => {
    expect(ListQuerySchema.safeParse({ sort: 'name' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ sort: 'name,up' }).success).toBe(false);
    expect(ListQuerySchema.parse({ sort: '', startDate: '' })).toMatchObject({ sort: undefined, startDate: undefined });
    expect(ListQuerySchema.safeParse({ startDate: '2026/01/01' }).success).toBe(false);
  });
});

describe('SignUpSchema', () => {
  const valid = { name: '고객', username: 'cust', password: 'abcd-efgh-1', passwordCheck: 'abcd-efgh-1', tel: '010' };
  it('accepts a minimal sign-up and fills optional fields with empty strings', () => {
    expect(SignUpSchema.parse(valid)).toMatchObject({ address: '', email: '' });
  });
  it('reports a mismatched confirmation under passwordCheck', () => {
    const r = SignUpSchema.safeParse({ ...valid, passwordCheck: 'abcd-efgh-2' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['passwordCheck'],
      message: '비밀번호와 비밀번호 확인이 일치하지 않습니다.',
    });
  });
});

describe('DepartmentCreateSchema', () => {
  it('defaults colour #333 and in use', () => {
    expect(DepartmentCreateSchema.parse({ name: ' 인쇄팀 ' })).toEqual({ name: '인쇄팀', color: '#333', isUsed: true });
  });
});

describe('notificationTarget', () => {
  it('links each kind to the screen of the role', () => {
    expect(notificationTarget('PRINTING_ORDER', 5, 'employee')).toBe('/admin/od/order/5');
    expect(notificationTarget('SHOPBAG_ORDER', 7, 'employee')).toBe('/admin/od/shopbag_order/7');
    expect(notificationTarget('PRINTING_ORDER', 5, 'customer')).toBe('/co/printing_order/5');
    expect(notificationTarget('WORK_ORDER', 5, 'customer')).toBeNull();
    expect(notificationTarget(null, 5, 'employee')).toBeNull();
  });
});
