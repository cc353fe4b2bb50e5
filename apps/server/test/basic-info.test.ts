import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { basicInfo } from '../src/db/schema';
import { ADMIN_PASSWORD, employeeWithoutGroups, grantAuthority, login, makeApp, signUpAndLogin } from './harness';

const ctx = await makeApp({ demo: false });
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);

const call = (method: 'GET' | 'PUT', url: string, payload?: object, agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });
const company = async () => (await db.select().from(basicInfo).where(eq(basicInfo.id, 1)))[0];

const valid = {
  name: '한결인쇄',
  representative: '김한결',
  tel: '02-2265-1234',
  address: '서울특별시 중구 을지로 157',
  email: 'contact@hangyeol.example',
  fax: '02-2265-1235',
  remark: '평일 09:00~18:00',
};

describe('company basic info', () => {
  it('exists on a fresh install as a placeholder, and start-up never overwrites it', async () => {
    const res = await call('GET', '/api/basic_info/1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 1, name: '인쇄 SCM', email: '', fax: '', remark: '' });

    await db.update(basicInfo).set({ name: '이미 입력한 회사' }).where(eq(basicInfo.id, 1));
    const { ensureCompanyBasicInfo } = await import('../src/modules/basic-info/service');
    await ensureCompanyBasicInfo(db);
    expect(await company()).toMatchObject({ name: '이미 입력한 회사' });
    expect(await db.select().from(basicInfo)).toHaveLength(1);
  });

  it('updates the record with the spec message', async () => {
    const res = await call('PUT', '/api/basic_info', { id: 1, ...valid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: 1, ...valid }, message: '회사 정보가 수정되었습니다.' });
    expect(await company()).toEqual({ id: 1, ...valid });

    // Without an id it is still the company's record; optional fields may be cleared.
    const cleared = await call('PUT', '/api/basic_info', { ...valid, email: '', fax: null, remark: '' });
    expect(cleared.statusCode).toBe(200);
    expect(await company()).toMatchObject({ email: '', fax: '', remark: '' });
    expect((await call('GET', '/api/basic_info/1')).json().data).toMatchObject({ name: '한결인쇄', fax: '' });
  });

  it('answers field errors with the spec messages and saves nothing', async () => {
    const before = await company();
    const empty = await call('PUT', '/api/basic_info', { name: '', representative: ' ', tel: '', address: '' });
    expect(empty.statusCode).toBe(400);
    const required = { isError: true, defaultMessage: '필수 입력 항목입니다.' };
    expect(empty.json()).toEqual({ name: required, representative: required, tel: required, address: required });
    const long = 'x'.repeat(256);
    const tooLong = await call('PUT', '/api/basic_info', {
      name: long,
      representative: long,
      tel: long,
      address: long,
      email: long,
      fax: long,
      remark: long,
    });
    const max = { isError: true, defaultMessage: '255자 이내로 입력해주세요.' };
    expect(tooLong.json()).toEqual({
      name: max,
      representative: max,
      tel: max,
      address: max,
      email: max,
      fax: max,
      remark: max,
    });
    const extra = await call('PUT', '/api/basic_info', { ...valid, logo: 'x' });
    expect(extra.json().logo.defaultMessage).toBe('허용되지 않는 항목입니다.');
    expect(await company()).toEqual(before);
  });

  it('has no other record than id 1', async () => {
    expect((await call('GET', '/api/basic_info/2')).statusCode).toBe(404);
    const res = await call('PUT', '/api/basic_info', { id: 2, ...valid });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('회사 정보를 찾을 수 없습니다.');
    expect(await db.select().from(basicInfo)).toHaveLength(1);
  });

  it('needs COMMON_READ to read and COMMON_WRITE to save; customers are refused', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'info-nobody');
    expect((await call('GET', '/api/basic_info/1', undefined, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'COMMON_READ');
    expect((await call('GET', '/api/basic_info/1', undefined, agent)).statusCode).toBe(200);
    expect((await call('PUT', '/api/basic_info', valid, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'COMMON_WRITE');
    expect((await call('PUT', '/api/basic_info', valid, agent)).statusCode).toBe(200);

    const customer = await signUpAndLogin(app, 'info-customer');
    expect((await call('GET', '/api/basic_info/1', undefined, customer)).statusCode).toBe(403);
    expect((await call('PUT', '/api/basic_info', valid, customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/basic_info/1' })).statusCode).toBe(401);
  });

  it('shows the demo shop on a demo install', async () => {
    const demo = await makeApp({ demo: true });
    const kim = await login(demo.app, 'kim.sales', 'demo1234');
    const res = await demo.app.inject({ method: 'GET', url: '/api/basic_info/1', headers: kim.headers() });
    expect(res.json().data).toMatchObject({ id: 1, name: '한결인쇄', representative: '김한결' });
  });
});
