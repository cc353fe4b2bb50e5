import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buyer } from '../src/db/schema';
import { ADMIN_PASSWORD, login, makeApp, signUpAndLogin, type Agent } from './harness';

// A client company's tax details (전자세금계산서): 사업자등록번호 by its check digit, 대표자명, 업태, 종목, the
// tax-invoice e-mail and the 발행 방식, on the staff form, the customer's own my page and sign-up.
const ctx = await makeApp({ demo: false });
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, agent: Agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });
const row = async (id: number) => (await db.select().from(buyer).where(eq(buyer.id, id)))[0]!;

const company = { name: '세금상사', tel: '02-111-2222', address: '서울특별시 중구 1', chargerName: '김담당' };
const tax = {
  registrationNumber: '1208147521',
  representative: '홍대표',
  businessType: '도매 및 소매업',
  businessItem: '문구',
  taxInvoiceEmail: 'tax@sejeum.example',
  taxInvoiceMode: 'MONTHLY',
};
let seq = 0;
const create = (over: Record<string, unknown> = {}) =>
  call('POST', '/api/buyer', {
    ...company,
    username: `tax-${++seq}`,
    password: 'test-pass-2468',
    passwordCheck: 'test-pass-2468',
    ...over,
  });

const WRONG = '올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해주세요.';
const LENGTH = '사업자등록번호 10자리를 입력해주세요.';

describe('buyer tax details (staff)', () => {
  it('stores the number normalized as 123-45-67890 with 대표자, 업태, 종목, e-mail and 월합계', async () => {
    const res = await create(tax);
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data as { id: number };
    expect(res.json().data).toMatchObject({ ...tax, registrationNumber: '120-81-47521' });
    expect(await row(id)).toMatchObject({ ...tax, registrationNumber: '120-81-47521' });
    // Left out, the mode is 건별 and the details empty.
    const plain = (await create()).json().data as { id: number };
    expect(await row(plain.id)).toMatchObject({
      registrationNumber: '',
      representative: '',
      taxInvoiceMode: 'PER_ORDER',
    });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a wrong check digit', { registrationNumber: '120-81-47522' }, 'registrationNumber', WRONG],
    ['nine digits', { registrationNumber: '120-81-4752' }, 'registrationNumber', LENGTH],
    ['letters', { registrationNumber: '120-81-4752a' }, 'registrationNumber', LENGTH],
    ['a bad tax e-mail', { taxInvoiceEmail: 'tax-at-example' }, 'taxInvoiceEmail', '이메일 형식이 올바르지 않습니다.'],
    ['a long 대표자명', { representative: '가'.repeat(256) }, 'representative', '255자 이내로 입력해주세요.'],
    ['a long 업태', { businessType: '가'.repeat(256) }, 'businessType', '255자 이내로 입력해주세요.'],
    ['a long 종목', { businessItem: '가'.repeat(256) }, 'businessItem', '255자 이내로 입력해주세요.'],
    ['an unknown 발행 방식', { taxInvoiceMode: 'YEARLY' }, 'taxInvoiceMode', '세금계산서 발행 방식을 선택해주세요.'],
  ];
  it.each(cases)('refuses %s at its field in Korean, creating nothing', async (_label, over, field, message) => {
    const before = (await db.select().from(buyer)).length;
    const res = await create(over);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual({ isError: true, defaultMessage: message });
    expect(await db.select().from(buyer)).toHaveLength(before);
  });

  it('an old row with a number that fails the check still loads and saves while the number is unchanged', async () => {
    const { id } = (await create()).json().data as { id: number };
    await db.update(buyer).set({ registrationNumber: '123-45-67890' }).where(eq(buyer.id, id));
    const read = await call('GET', `/api/buyer/${id}`);
    expect(read.json().data.registrationNumber).toBe('123-45-67890');
    const body = { ...company, ...read.json().data, name: '세금상사2' } as Record<string, unknown>;
    delete body.username;
    delete body.createdAt;
    const kept = await call('PUT', '/api/buyer', body);
    expect(kept.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ name: '세금상사2', registrationNumber: '123-45-67890' });

    // Changed, it must pass the check; the row keeps the old value.
    const changed = await call('PUT', '/api/buyer', { ...body, registrationNumber: '123-45-67892', name: '바뀜' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ registrationNumber: { isError: true, defaultMessage: WRONG } });
    expect(await row(id)).toMatchObject({ name: '세금상사2', registrationNumber: '123-45-67890' });

    // Corrected, it is stored normalized; emptied, it is cleared.
    await call('PUT', '/api/buyer', { ...body, registrationNumber: '1248100998' });
    expect((await row(id)).registrationNumber).toBe('124-81-00998');
    await call('PUT', '/api/buyer', { ...body, registrationNumber: '' });
    expect((await row(id)).registrationNumber).toBe('');
  });
});

describe('buyer tax details (the customer itself)', () => {
  it('sign-up takes a checked 사업자등록번호 and 대표자명', async () => {
    const base = {
      name: '가입상사',
      password: 'test-pass-2468',
      passwordCheck: 'test-pass-2468',
      tel: '010-1111-2222',
    };
    const bad = await app.inject({
      method: 'POST',
      url: '/api/customer/cm/sign-up',
      payload: { ...base, username: 'join-bad', registrationNumber: '220-81-62518' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().registrationNumber.defaultMessage).toBe(WRONG);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/customer/cm/sign-up',
      payload: { ...base, username: 'join-ok', registrationNumber: '2208162517', representative: '가대표' },
    });
    expect(ok.statusCode).toBe(201);
    expect(await row(ok.json().data.id)).toMatchObject({
      registrationNumber: '220-81-62517',
      representative: '가대표',
    });
  });

  it('edits only its own details on my page, the number checked there too; the 발행 방식 is the shop’s', async () => {
    const me = await signUpAndLogin(app, 'tax-self', '자기상사');
    const other = (await create(tax)).json().data as { id: number };
    const meRow = (await db.select().from(buyer).where(eq(buyer.name, '자기상사')))[0]!;
    const profile = {
      name: '자기상사',
      tel: '02-333-4444',
      email: '',
      address: '',
      registrationNumber: '101-81-42001',
      representative: '자대표',
      businessType: '서비스업',
      businessItem: '디자인',
      taxInvoiceEmail: 'me@self.example',
    };
    const res = await call('PUT', '/api/my/mypage', profile, me);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...profile, taxInvoiceMode: 'PER_ORDER' });
    expect(await row(meRow.id)).toMatchObject(profile);
    expect(await row(other.id)).toMatchObject({ ...tax, registrationNumber: '120-81-47521' });

    const wrong = await call('PUT', '/api/my/mypage', { ...profile, registrationNumber: '101-81-42002' }, me);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ registrationNumber: { isError: true, defaultMessage: WRONG } });
    const mode = await call('PUT', '/api/my/mypage', { ...profile, taxInvoiceMode: 'MONTHLY' }, me);
    expect(mode.json().taxInvoiceMode.defaultMessage).toBe('허용되지 않는 항목입니다.');
    expect((await row(meRow.id)).registrationNumber).toBe('101-81-42001');

    // A number saved before the check stays while the customer leaves it as it is.
    await db.update(buyer).set({ registrationNumber: '000-00-00001' }).where(eq(buyer.id, meRow.id));
    const kept = await call('PUT', '/api/my/mypage', { ...profile, registrationNumber: '000-00-00001' }, me);
    expect(kept.statusCode).toBe(200);
    expect((await row(meRow.id)).registrationNumber).toBe('000-00-00001');
  });
});
