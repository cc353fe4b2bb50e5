import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { basicInfo, storedFile } from '../src/db/schema';
import { PNG_1X1 } from './upload-fixtures';
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
/** What the new columns hold until they are filled in. */
const noTaxDetails = { registrationNumber: '', businessType: '', businessItem: '', taxInvoiceEmail: '' };

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
    expect(res.json()).toEqual({
      data: { id: 1, ...valid, ...noTaxDetails, hasStamp: false },
      message: '회사 정보가 수정되었습니다.',
    });
    expect(await company()).toEqual({ id: 1, ...valid, ...noTaxDetails, stampFileId: null });

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

  it('keeps 사업자등록번호 (normalized), 업태, 종목 and the tax-invoice e-mail', async () => {
    const res = await call('PUT', '/api/basic_info', {
      ...valid,
      registrationNumber: '2018156784',
      businessType: '제조업',
      businessItem: '일반 인쇄',
      taxInvoiceEmail: 'tax@hangyeol.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ registrationNumber: '201-81-56784', businessType: '제조업' });
    expect(await company()).toMatchObject({
      registrationNumber: '201-81-56784',
      businessType: '제조업',
      businessItem: '일반 인쇄',
      taxInvoiceEmail: 'tax@hangyeol.example',
    });
  });

  it('refuses a wrong 사업자등록번호 and tax e-mail at their fields, in Korean, and saves nothing', async () => {
    const before = await company();
    const wrong = await call('PUT', '/api/basic_info', {
      ...valid,
      registrationNumber: '201-81-56785',
      taxInvoiceEmail: 'tax@',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      registrationNumber: {
        isError: true,
        defaultMessage: '올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해주세요.',
      },
      taxInvoiceEmail: { isError: true, defaultMessage: '이메일 형식이 올바르지 않습니다.' },
    });
    const short = await call('PUT', '/api/basic_info', { ...valid, registrationNumber: '201-81-567' });
    expect(short.json().registrationNumber.defaultMessage).toBe('사업자등록번호 10자리를 입력해주세요.');
    expect(await company()).toEqual(before);
  });

  it('stores the company stamp from a multipart form, serves it to staff, replaces and removes it', async () => {
    const filesDir = path.join(ctx.config.dataDir, 'files');
    const stored = () => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir).length : 0);
    const form = (fields: Record<string, string>, stamp?: { bytes: Buffer; type: string; name: string }) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      if (stamp) f.append('stamp', new Blob([stamp.bytes], { type: stamp.type }), stamp.name);
      return f;
    };
    const put = (payload: FormData, agent = admin) =>
      app.inject({ method: 'PUT', url: '/api/basic_info', headers: agent.headers(), payload });
    const files0 = stored();

    const res = await put(form({ ...valid, id: '1' }, { bytes: PNG_1X1, type: 'image/png', name: '직인.png' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: valid.name, hasStamp: true });
    const first = (await company())!.stampFileId!;
    const [file] = await db.select().from(storedFile).where(eq(storedFile.id, first));
    expect(file).toMatchObject({ ownerType: 'company-stamp', ownerId: 1, contentType: 'image/png', dtype: 'STAMP' });
    expect(stored()).toBe(files0 + 1);

    const { agent: staff } = await employeeWithoutGroups(ctx, 'stamp-viewer');
    const image = await call('GET', '/api/basic_info/stamp', undefined, staff);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    const customer = await signUpAndLogin(app, 'stamp-customer');
    expect((await call('GET', '/api/basic_info/stamp', undefined, customer)).statusCode).toBe(403);

    // A GIF is refused at the field (PDFs embed PNG and JPEG only); nothing is stored, nothing changes.
    const gif = await put(form(valid, { bytes: PNG_1X1, type: 'image/gif', name: 'x.gif' }));
    expect(gif.statusCode).toBe(400);
    expect(gif.json().stamp.defaultMessage).toBe('직인은 PNG, JPG 이미지만 올릴 수 있습니다.');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const large = await put(form(valid, { bytes: big, type: 'image/png', name: 'big.png' }));
    expect(large.json().stamp.defaultMessage).toBe('직인 이미지는 2MB 이하만 올릴 수 있습니다.');
    // A bad field removes the uploaded stamp again.
    const badField = await put(
      form({ ...valid, registrationNumber: '123' }, { bytes: PNG_1X1, type: 'image/png', name: 'b.png' }),
    );
    expect(badField.statusCode).toBe(400);
    expect((await company())!.stampFileId).toBe(first);
    expect(stored()).toBe(files0 + 1);

    // A new stamp replaces the old file's row and bytes; a save without one keeps it.
    await put(form(valid, { bytes: PNG_1X1, type: 'image/png', name: 'new.png' }));
    const second = (await company())!.stampFileId!;
    expect(second).not.toBe(first);
    expect(await db.select().from(storedFile).where(eq(storedFile.id, first))).toHaveLength(0);
    expect(stored()).toBe(files0 + 1);
    expect((await call('PUT', '/api/basic_info', valid)).json().data.hasStamp).toBe(true);

    const removed = await put(form({ ...valid, deleteStamp: 'true' }));
    expect(removed.json().data.hasStamp).toBe(false);
    expect((await company())!.stampFileId).toBeNull();
    expect(await db.select().from(storedFile).where(eq(storedFile.id, second))).toHaveLength(0);
    expect(stored()).toBe(files0);
    const none = await call('GET', '/api/basic_info/stamp');
    expect(none.statusCode).toBe(404);
    expect(none.json().errorMessage).toBe('등록된 직인 이미지가 없습니다.');
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
    expect(res.json().data).toMatchObject({
      id: 1,
      name: '한결인쇄',
      representative: '김한결',
      registrationNumber: '201-81-56784',
      businessType: '제조업',
    });
  });
});
