import { describe, expect, it } from 'vitest';
import { PNG, employeesFixture } from './employees-fixture';
import { eq } from 'drizzle-orm';
import { account, employee, storedFile } from '../src/db/schema';
import { verifyPassword } from '../src/platform/auth/passwords';
import { login } from './harness';

const { db, admin, SALES, PRINT, QA_UNUSED, STAFF, MANAGER, valid, form, send, storedNames, employeeRow, create, app } =
  await employeesFixture();

describe('create', () => {
  it('creates the employee and its sign-in account from a multipart form with a stamp', async () => {
    const input = valid({
      name: '최서준',
      email: 'seojun@print-scm.example',
      address: '서울특별시 중구 을지로 100',
      salaryAccount: '국민 123-45-6789',
      emergencyContact: '010-9999-0000',
      remark: '야간 근무 가능',
      dateJoined: '2025-03-02',
      dateResigned: '',
      isOrderReceiptNotification: false,
    });
    const res = await send(
      admin,
      'POST',
      '/api/employee',
      form(input, { bytes: PNG, type: 'image/png', name: '도장.png' }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('최서준 직원이 등록되었습니다.');
    expect(body.data).toMatchObject({
      username: input.username,
      name: '최서준',
      departmentId: SALES,
      departmentName: '영업부',
      positionId: STAFF,
      positionName: '사원',
      dateJoined: '2025-03-02',
      dateResigned: null,
      isOrderReceiptNotification: false,
      isWorkRequestDepartmentNotification: true,
      hasStamp: true,
    });
    const row = await employeeRow(body.data.id);
    expect(row).toMatchObject({ name: '최서준', salaryAccount: '국민 123-45-6789', remark: '야간 근무 가능' });
    const [acc] = await db.select().from(account).where(eq(account.id, row!.accountId));
    expect(acc).toMatchObject({ username: input.username, userType: 'employee', isAdmin: false });
    expect(await verifyPassword(acc!.passwordHash, 'test-pass-2468')).toBe(true);
    const [file] = await db.select().from(storedFile).where(eq(storedFile.id, row!.stampFileId!));
    expect(file).toMatchObject({ dtype: 'STAMP', contentType: 'image/png', uploadedBy: admin.accountId });

    // The new employee signs in and the stamp is served to staff.
    const self = await login(app, input.username, 'test-pass-2468');
    const stamp = await send(self, 'GET', `/api/employee/stamp/${body.data.id}`);
    expect(stamp.statusCode).toBe(200);
    expect(stamp.headers['content-type']).toBe('image/png');
    expect(stamp.rawPayload.equals(PNG)).toBe(true);
    const again = await app.inject({
      method: 'GET',
      url: `/api/employee/stamp/${body.data.id}`,
      headers: self.headers({ 'if-none-match': String(stamp.headers.etag) }),
    });
    expect(again.statusCode).toBe(304);
  });

  it('accepts a JSON body too; without a stamp the stamp address is a 404', async () => {
    const res = await send(admin, 'POST', '/api/employee', valid({ name: '제이슨' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: '제이슨', hasStamp: false, isOrderReceiptNotification: true });
    const stamp = await send(admin, 'GET', `/api/employee/stamp/${res.json().data.id}`);
    expect(stamp.statusCode).toBe(404);
    expect(stamp.json().errorMessage).toBe('등록된 도장 이미지가 없습니다.');
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { name: '' }, 'name', '필수 입력 항목입니다.'],
    ['long name', { name: '가'.repeat(256) }, 'name', '255자 이내로 입력해주세요.'],
    ['missing username', { username: '' }, 'username', '필수 입력 항목입니다.'],
    ['missing department', { departmentId: '' }, 'departmentId', '필수 입력 항목입니다.'],
    ['missing position', { positionId: '' }, 'positionId', '필수 입력 항목입니다.'],
    ['missing tel', { tel: '' }, 'tel', '필수 입력 항목입니다.'],
    ['long tel', { tel: '1'.repeat(256) }, 'tel', '255자 이내로 입력해주세요.'],
    ['long number', { number: 'E'.repeat(256) }, 'number', '255자 이내로 입력해주세요.'],
    ['long address', { address: '가'.repeat(256) }, 'address', '255자 이내로 입력해주세요.'],
    ['long salary account', { salaryAccount: '1'.repeat(256) }, 'salaryAccount', '255자 이내로 입력해주세요.'],
    ['long emergency contact', { emergencyContact: '1'.repeat(256) }, 'emergencyContact', '255자 이내로 입력해주세요.'],
    ['long remark', { remark: '가'.repeat(256) }, 'remark', '255자 이내로 입력해주세요.'],
    ['bad email', { email: 'not-an-email' }, 'email', '이메일 형식이 올바르지 않습니다.'],
    [
      'short password',
      { password: 'abcdefg', password2: 'abcdefg' },
      'password',
      '비밀번호는 8자 이상 64자 이하로 입력해주세요.',
    ],
    [
      'long password',
      { password: 'a'.repeat(65), password2: 'a'.repeat(65) },
      'password',
      '비밀번호는 8자 이상 64자 이하로 입력해주세요.',
    ],
    [
      'common password',
      { password: 'iloveyou1', password2: 'iloveyou1' },
      'password',
      '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.',
    ],
    ['missing password', { password: '', password2: '' }, 'password', '필수 입력 항목입니다.'],
    ['mismatch', { password2: 'pass9999' }, 'password2', '비밀번호와 비밀번호 확인이 일치하지 않습니다.'],
    ['bad date', { dateJoined: '2025/01/01' }, 'dateJoined', '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.'],
    [
      'resigned before joined',
      { dateJoined: '2025-03-02', dateResigned: '2025-03-01' },
      'dateResigned',
      '퇴사일은 입사일보다 빠를 수 없습니다.',
    ],
    ['unknown field', { isAdmin: 'true' }, 'isAdmin', '허용되지 않는 항목입니다.'],
    ['taken username', { username: 'kim.sales' }, 'username', '이미 사용 중인 아이디입니다.'],
    ['unused department', { departmentId: QA_UNUSED }, 'departmentId', '사용하지 않는 부서는 선택할 수 없습니다.'],
    ['missing department id', { departmentId: 999999 }, 'departmentId', '부서를 찾을 수 없습니다.'],
    ['department as position', { positionId: 999999 }, 'positionId', '직위를 찾을 수 없습니다.'],
  ];
  it.each(cases)('answers a field error for %s and saves nothing', async (_label, over, field, message) => {
    const before = (await db.select().from(employee)).length;
    const files = storedNames().length;
    const res = await send(
      admin,
      'POST',
      '/api/employee',
      form(valid(over), { bytes: PNG, type: 'image/png', name: 's.png' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual({ isError: true, defaultMessage: message });
    expect((await db.select().from(employee)).length).toBe(before);
    expect(storedNames().length).toBe(files);
  });

  it('refuses a stamp that is not an image and one over 2 MB', async () => {
    const files = storedNames().length;
    const text = await send(
      admin,
      'POST',
      '/api/employee',
      form(valid(), { bytes: PNG, type: 'text/html', name: 'x.html' }),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().stamp.defaultMessage).toBe('도장은 PNG, JPG, GIF, WEBP 이미지만 올릴 수 있습니다.');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const large = await send(
      admin,
      'POST',
      '/api/employee',
      form(valid(), { bytes: big, type: 'image/png', name: 'big.png' }),
    );
    expect(large.statusCode).toBe(400);
    expect(large.json().stamp.defaultMessage).toBe('도장 이미지는 2MB 이하만 올릴 수 있습니다.');
    expect(storedNames().length).toBe(files);
  });
});

describe('read', () => {
  it('reads an employee, its simple form and answers 404 for a missing one', async () => {
    const { id } = await create({ name: '윤하늘', departmentId: PRINT, positionId: MANAGER });
    const full = await send(admin, 'GET', `/api/employee/${id}`);
    expect(full.statusCode).toBe(200);
    expect(full.json().data).toMatchObject({ id, name: '윤하늘', departmentName: '인쇄팀', positionName: '과장' });
    expect(full.json().data).not.toHaveProperty('password');
    const simple = await send(admin, 'GET', `/api/employee/${id}/simple`);
    expect(simple.json().data).toEqual({ id, name: '윤하늘', department: '인쇄팀', position: '과장' });
    expect((await send(admin, 'GET', '/api/employee/999999')).statusCode).toBe(404);
    expect((await send(admin, 'GET', '/api/employee/999999/simple')).json().errorMessage).toBe(
      '직원을 찾을 수 없습니다.',
    );
  });
});
