import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_SMS, API_SMS_OUTBOX, type SmsTemplate } from '@scm/contract';
import { department, smsOutbox, smsTemplate } from '../src/db/schema';
import { queueSms } from '../src/modules/sms/service';
import { employeeWithoutGroups, grantAuthority, login, makeApp, ADMIN_PASSWORD } from './harness';

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const admin = await login(ctx.app, 'admin', ADMIN_PASSWORD);

const put = (templates: unknown, headers = admin.headers()) =>
  ctx.app.inject({ method: 'PUT', url: API_SMS, headers, payload: { templates } });

const templates = (deposit: Partial<SmsTemplate>, complete: Partial<SmsTemplate> = {}) => [
  { type: 'DEPOSIT_COMPLETE', enabled: true, content: '{customer}님 {productName} 입금 {price}원 확인', ...deposit },
  { type: 'ORDER_COMPLETE', enabled: true, content: '{customer}님 {productName} 작업 완료', ...complete },
];

const stored = async () => Object.fromEntries((await db.select().from(smsTemplate)).map((t) => [t.type, t]));

describe('GET/PUT /api/sms', () => {
  it('answers both templates, payment first, off by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: API_SMS, headers: admin.headers() });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: SmsTemplate[] }>().data;
    expect(data.map((t) => [t.type, t.enabled])).toEqual([
      ['DEPOSIT_COMPLETE', false],
      ['ORDER_COMPLETE', false],
    ]);
    expect(data[0]!.content).toContain('{price}');
  });

  it('saves both and says so', async () => {
    const res = await put(templates({ content: '입금 확인 {customer}' }, { enabled: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('SMS 내용이 저장되었습니다.');
    const rows = await stored();
    expect(rows.DEPOSIT_COMPLETE).toMatchObject({ enabled: true, content: '입금 확인 {customer}' });
    expect(rows.ORDER_COMPLETE).toMatchObject({ enabled: false, content: '{customer}님 {productName} 작업 완료' });
  });

  it('refuses emoji naming them, an empty text and over 2,000 bytes, and keeps what was stored', async () => {
    const before = await stored();
    const emoji = await put(templates({ content: '입금 완료 😀' }));
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json()).toMatchObject({
      'templates.0.content': { isError: true, defaultMessage: '보낼 수 없는 문자가 있습니다: 😀' },
    });
    const empty = await put(templates({}, { content: '   ' }));
    expect(empty.json()).toMatchObject({ 'templates.1.content': { defaultMessage: '메시지 내용을 입력해주세요.' } });
    const long = await put(templates({ content: '가'.repeat(1000) + 'a' }));
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('2,000바이트를 넘어');
    const twice = await put([templates({})[0], templates({})[0]]);
    expect(twice.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    // exactly 2,000 bytes is an LMS and is taken
    expect((await put(templates({ content: '가'.repeat(1000) }))).statusCode).toBe(200);
  });

  it("refuses a placeholder the template's event does not offer, at its content, in Korean", async () => {
    const before = await stored();
    const price = await put(templates({}, { content: '{customer}님 {price}원 작업 완료' }));
    expect(price.statusCode).toBe(400);
    expect(price.json()).toEqual({
      'templates.1.content': {
        isError: true,
        defaultMessage:
          '작업 완료 문구에서는 {price}를 쓸 수 없습니다. 쓸 수 있는 것: {customer} 고객명, {productName} 상품명',
      },
    });
    const typo = await put(templates({ content: '{Customer}님 입금 {price}원' }));
    expect(JSON.stringify(typo.json())).toContain('{Customer}');
    expect(await stored()).toEqual(before);
    expect((await put(templates({ content: '{customer} {productName} {price}' }))).statusCode).toBe(200);
  });

  it('needs the partner area: read to look, write to save', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'sms-clerk');
    expect((await ctx.app.inject({ method: 'GET', url: API_SMS, headers: agent.headers() })).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PARTNER_READ');
    expect((await ctx.app.inject({ method: 'GET', url: API_SMS, headers: agent.headers() })).statusCode).toBe(200);
    expect((await put(templates({}), agent.headers())).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PARTNER_WRITE');
    expect((await put(templates({}), agent.headers())).statusCode).toBe(200);
  });
});

describe('queueSms', () => {
  beforeEach(async () => {
    await db.delete(smsOutbox);
    expect((await put(templates({}))).statusCode).toBe(200);
  });
  const values = { customer: '홍길동', productName: '전단지', price: 1500000 };

  it('queues the filled template as an SMS with its bytes and reference', async () => {
    const result = await queueSms(
      { db },
      { template: 'DEPOSIT_COMPLETE', to: ['010-1234-5678'], values, reference: { type: 'ORDER', id: 7 } },
    );
    expect(result).toMatchObject({ queued: true, kind: 'SMS' });
    const [row] = await db.select().from(smsOutbox);
    expect(row).toMatchObject({
      recipient: '01012345678',
      text: '홍길동님 전단지 입금 1,500,000원 확인',
      bytes: 37,
      kind: 'SMS',
      status: 'QUEUED',
      attempts: 0,
      template: 'DEPOSIT_COMPLETE',
      referenceType: 'ORDER',
      referenceId: 7,
    });
  });

  it('goes as LMS when the filled text passes 90 bytes', async () => {
    await put(templates({}, { content: '{customer}님 ' + '가'.repeat(41) }));
    const result = await queueSms({ db }, { template: 'ORDER_COMPLETE', to: ['01099998888'], values });
    expect(result).toMatchObject({ queued: true, kind: 'LMS' });
    expect((await db.select().from(smsOutbox))[0]).toMatchObject({ kind: 'LMS', bytes: 8 + 1 + 82 });
  });

  it('queues nothing for a disabled template', async () => {
    await put(templates({}, { enabled: false }));
    expect(await queueSms({ db }, { template: 'ORDER_COMPLETE', to: ['01012345678'], values })).toEqual({
      queued: false,
      reason: 'TEMPLATE_DISABLED',
    });
    expect(await db.select().from(smsOutbox)).toEqual([]);
  });

  it('texts the first mobile number, never a landline, 070 or 1588 number', async () => {
    const to = ['02-123-4567', '031-987-6543', '070-1234-5678', '1588-1234', '011-234-5678', '010-9999-8888'];
    expect(await queueSms({ db }, { template: 'ORDER_COMPLETE', to, values })).toMatchObject({ queued: true });
    expect((await db.select().from(smsOutbox))[0]).toMatchObject({ recipient: '0112345678', status: 'QUEUED' });
  });

  it('keeps a text that cannot go in the outbox as REJECTED with the reason: no mobile, an emoji in a name', async () => {
    const landline = await queueSms({ db }, { template: 'DEPOSIT_COMPLETE', to: ['02-123-4567', ''], values });
    expect(landline).toMatchObject({ queued: false, reason: 'NO_MOBILE', detail: '휴대전화 번호 없음' });
    const none = await queueSms({ db }, { template: 'DEPOSIT_COMPLETE', to: [], values });
    expect(none).toMatchObject({ queued: false, reason: 'NO_MOBILE' });
    const emoji = await queueSms(
      { db },
      { template: 'DEPOSIT_COMPLETE', to: ['01012345678'], values: { ...values, customer: '홍😀' } },
    );
    expect(emoji).toMatchObject({ reason: 'UNSUPPORTED_CHARACTERS', detail: '보낼 수 없는 문자: 😀' });
    const rows = await db.select().from(smsOutbox).orderBy(smsOutbox.id);
    expect(rows.map((r) => [r.status, r.recipient, r.providerAnswer])).toEqual([
      ['REJECTED', '021234567', '휴대전화 번호 없음'],
      ['REJECTED', '', '휴대전화 번호 없음'],
      ['REJECTED', '01012345678', '보낼 수 없는 문자: 😀'],
    ]);
    expect(rows[2]!.text).toContain('홍😀');
  });

  it('refuses a stored template that still carries a placeholder its event does not offer', async () => {
    await db
      .update(smsTemplate)
      .set({ content: '{customer}님 {price}원' })
      .where(eq(smsTemplate.type, 'ORDER_COMPLETE'));
    const result = await queueSms({ db }, { template: 'ORDER_COMPLETE', to: ['01012345678'], values });
    expect(result).toMatchObject({
      reason: 'UNOFFERED_PLACEHOLDERS',
      detail: '이 문구에서 쓸 수 없는 치환 문자: {price}',
    });
  });

  it('commits with the business write, and rolls back with it', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(department).values({ name: 'SMS-커밋' });
      await queueSms({ db: tx }, { template: 'ORDER_COMPLETE', to: ['01012345678'], values });
    });
    expect(await db.select().from(smsOutbox)).toHaveLength(1);
    await expect(
      db.transaction(async (tx) => {
        await queueSms({ db: tx }, { template: 'ORDER_COMPLETE', to: ['01055556666'], values });
        throw new Error('business action failed');
      }),
    ).rejects.toThrow('business action failed');
    expect(await db.select().from(smsOutbox)).toHaveLength(1);
  });

  it('a failing queue does not fail the caller: the business write still commits', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(department).values({ name: 'SMS-실패해도' });
      const result = await queueSms(
        { db: tx },
        { template: 'ORDER_COMPLETE', to: ['01012345678'], values, reference: { type: 'X'.repeat(40), id: 1 } },
      );
      expect(result).toMatchObject({ queued: false, reason: 'ERROR' });
      await tx.insert(department).values({ name: 'SMS-그다음' });
    });
    expect(await db.select().from(department).where(eq(department.name, 'SMS-그다음'))).toHaveLength(1);
    expect(await db.select().from(smsOutbox)).toEqual([]);
  });
});

describe('the outbox list and resend', () => {
  it('lists with status filter and search, and resends only failed or unconfigured messages', async () => {
    await db.delete(smsOutbox);
    const base = { text: '작업 완료 안내', bytes: 14, kind: 'SMS' as const };
    const [failed] = await db
      .insert(smsOutbox)
      .values({ ...base, recipient: '01011112222', status: 'FAILED', attempts: 5, providerAnswer: 'HTTP 503' })
      .returning();
    const [sent] = await db
      .insert(smsOutbox)
      .values({ ...base, recipient: '01033334444', status: 'SENT', attempts: 1, text: '입금 확인 안내' })
      .returning();
    const [rejected] = await db
      .insert(smsOutbox)
      .values({ ...base, recipient: '', status: 'REJECTED', providerAnswer: '휴대전화 번호 없음' })
      .returning();
    const list = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `${API_SMS_OUTBOX}?${query}`, headers: admin.headers() })).json<{
        data: { content: { id: number }[]; pageable: { totalElements: number } };
      }>().data;
    expect((await list('')).pageable.totalElements).toBe(3);
    expect((await list('status=FAILED')).content.map((r) => r.id)).toEqual([failed!.id]);
    expect((await list('status=REJECTED')).content.map((r) => r.id)).toEqual([rejected!.id]);
    expect((await list('searchFilter=text&searchKeyword=입금')).content.map((r) => r.id)).toEqual([sent!.id]);
    expect((await list('searchFilter=recipient&searchKeyword=3333')).content.map((r) => r.id)).toEqual([sent!.id]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${API_SMS_OUTBOX}?status=LOST`, headers: admin.headers() }))
        .statusCode,
    ).toBe(400);

    const resend = (id: number) =>
      ctx.app.inject({ method: 'POST', url: `${API_SMS_OUTBOX}/${id}/resend`, headers: admin.headers() });
    const ok = await resend(failed!.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ message: string }>().message).toBe('재발송 대기열에 넣었습니다.');
    const [again] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, failed!.id));
    expect(again).toMatchObject({ status: 'QUEUED', attempts: 0, nextAttemptAt: null });
    const refused = await resend(sent!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ errorMessage: string }>().errorMessage).toContain('재발송할 수 있습니다');
    expect((await resend(rejected!.id)).statusCode).toBe(409);
    expect((await resend(999999)).statusCode).toBe(404);
  });
});
