/*
 * 전자세금계산서 (issue 34) against the local fake issuing service and the fake NTS status service: per-order issue when
 * a delivery completes, 월합계 preview and issue (idempotent, one winner of two at once), the service down (retry,
 * 재발행), refusing and slow, status refresh, cancel, an amendment pointing at the unchanged original, the 홈택스
 * Excel of 발행 대기 (수동) invoices, the PDF, the 휴폐업 warning, field errors and access.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  API_TAX_INVOICES,
  API_TAX_INVOICE_HOMETAX,
  API_TAX_INVOICE_MONTHLY,
  API_TAX_INVOICE_MONTHLY_PREVIEW,
  API_TAX_INVOICE_SETTINGS,
  COMPANY_BASIC_INFO_ID,
  businessNumberCheckDigit,
  type MonthlyPreview,
  type TaxInvoice,
  type TaxInvoiceRow,
} from '@scm/contract';
import { account, basicInfo, buyer, delivery, orderDeposit, printingOrder, taxInvoice } from '../src/db/schema';
import { startFakeBusinessStatusService } from '../src/platform/adapters/business-status/fake-provider';
import { startFakeTaxInvoiceService } from '../src/platform/adapters/tax-invoice/fake-provider';
import { wireTaxInvoices } from '../src/modules/tax-invoices/providers';
import { employeeWithoutGroups, engine, makeApp, signUpAndLogin } from './harness';
import { DL, WO, workOrderFixture } from './work-orders-fixture';

const LINK_ID = 'TESTER';
const SECRET = 'c2VjcmV0LWtleS1mb3ItdGhlLWZha2U=';
const STATUS_KEY = 'status-key';

/** A valid 사업자등록번호 from nine digits. */
const bizNo = (nine: string) => `${nine}${businessNumberCheckDigit(nine)}`;
const COMPANY_NO = '2208162517';
const SUSPENDED_NO = bizNo('123450001');

const fake = await startFakeTaxInvoiceService(LINK_ID, SECRET);
const statusFake = await startFakeBusinessStatusService(STATUS_KEY, { [SUSPENDED_NO]: { code: '02' } });
afterAll(async () => {
  await fake.close();
  await statusFake.close();
});
const issuing = {
  TAX_INVOICE_URL: fake.url,
  TAX_INVOICE_AUTH_URL: fake.url,
  TAX_INVOICE_LINK_ID: LINK_ID,
  TAX_INVOICE_SECRET_KEY: SECRET,
};
const ctx = await makeApp({
  demo: false,
  env: { ...issuing, BUSINESS_STATUS_URL: statusFake.url, BUSINESS_STATUS_SERVICE_KEY: STATUS_KEY },
});
const db = ctx.database.db;
const f = await workOrderFixture(ctx);
const { call } = f;
afterEach(() => {
  fake.mode = 'ok';
  fake.delayMs = 0;
});

await db
  .insert(basicInfo)
  .values({
    id: COMPANY_BASIC_INFO_ID,
    name: '(주)한빛인쇄',
    representative: '김대표',
    tel: '02-123-4567',
    address: '서울특별시 중구 을지로 1',
    registrationNumber: '220-81-62517',
    businessType: '제조',
    businessItem: '인쇄',
    taxInvoiceEmail: 'tax@hanbit.example',
  })
  .onConflictDoUpdate({
    target: basicInfo.id,
    set: { registrationNumber: '220-81-62517', name: '(주)한빛인쇄', representative: '김대표' },
  });

let buyerSeq = 0;
const customer = await signUpAndLogin(ctx.app, `taxcust${engine.slice(0, 2)}`, '세금고객');
/** A buyer (with its own customer account, written directly: sign-up is rate limited) with its tax details. */
async function taxBuyer(mode: 'PER_ORDER' | 'MONTHLY', number = bizNo(`20881${String(100 + ++buyerSeq)}0`)) {
  const [acc] = await db
    .insert(account)
    .values({
      username: `taxb${buyerSeq}${Date.now().toString(36).slice(-5)}`,
      passwordHash: 'x',
      userType: 'customer',
    })
    .returning();
  const [row] = await db
    .insert(buyer)
    .values({
      accountId: acc!.id,
      name: `세금상사${buyerSeq}`,
      address: '서울특별시 마포구 1',
      registrationNumber: number,
      representative: '이대표',
      businessType: '도소매',
      businessItem: '출판',
      taxInvoiceEmail: `b${buyerSeq}@example.com`,
      taxInvoiceMode: mode,
    })
    .returning();
  return { id: row!.id, name: row!.name };
}

/** An order of `buyerId` charging `total`, its entry, and (unless `delivered` is null) a delivery completed then. */
async function order(buyerId: number, total: number, delivered: string | null = '2026-11-10T03:00:00Z') {
  const o = await f.createOrder();
  await db.update(printingOrder).set({ buyerId }).where(eq(printingOrder.id, o.orderId));
  const [entry] = await db.insert(orderDeposit).values({ orderId: o.orderId, buyerId, issuedPrice: total }).returning();
  if (delivered)
    await db.insert(delivery).values({
      workOrderId: o.workOrderId,
      status: 'COMPLETE',
      deliveryEndDatetime: new Date(delivered),
    });
  return { ...o, entryId: entry!.id };
}

const NOV = '2026-11';
const fixNov = () => ctx.app.clock.fixAt('2026-11-25T03:00:00Z');
const preview = async (month = NOV) =>
  (await call('GET', `${API_TAX_INVOICE_MONTHLY_PREVIEW}?month=${month}`)).json().data as MonthlyPreview;
const monthly = (buyerIds: number[], extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: API_TAX_INVOICE_MONTHLY,
    headers: f.admin.headers(),
    payload: { month: NOV, buyerIds, ...extra },
  });
const invoiceOf = async (id: number) => (await call('GET', `${API_TAX_INVOICES}/${id}`)).json().data as TaxInvoice;
const invoicesOfBuyer = async (buyerId: number) =>
  (await call('GET', `${API_TAX_INVOICES}?buyerId=${buyerId}&size=50`)).json().data.content as TaxInvoiceRow[];

describe(`tax invoices (${engine})`, () => {
  it('issues a per-order invoice when the order of a PER_ORDER buyer is delivered, after the delivery commits', async () => {
    ctx.app.clock.fixAt('2026-11-20T01:00:00Z');
    const b = await taxBuyer('PER_ORDER');
    const o = await order(b.id, 110_000, null);
    const shipper = await f.staff((await f.team('출고팀')).id);
    const start = await call('POST', `${WO}/work_start/${o.workOrderId}`, shipper.agent);
    expect(start.statusCode, start.body).toBe(200);
    const printed = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, shipper.agent);
    expect(printed.statusCode, printed.body).toBe(200);
    const shipment = (await f.deliveryOf(o.workOrderId))!;
    const started = await call('PATCH', `${DL}/start/${shipment.id}`, shipper.agent, {
      deliveryCompanyCode: '04',
      invoice: '601234567890',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await invoicesOfBuyer(b.id)).toEqual([]);
    const done = await call('PATCH', `${DL}/complete/${shipment.id}`, shipper.agent);
    expect(done.statusCode, done.body).toBe(200);
    const [inv] = await invoicesOfBuyer(b.id);
    expect(inv).toMatchObject({
      kind: 'PER_ORDER',
      state: 'ISSUED',
      writeDate: '2026-11-20',
      supplyTotal: 100_000,
      taxTotal: 10_000,
      total: 110_000,
      approvalNumber: expect.stringMatching(/^\d{8}-/),
    });
    const full = await invoiceOf(inv!.id);
    expect(full.lines).toMatchObject([{ entryId: o.entryId, orderId: o.orderId, supply: 100_000, tax: 10_000 }]);
    expect(full.invoicer).toMatchObject({ corpNum: COMPANY_NO, corpName: '(주)한빛인쇄' });
    expect(full.invoicee).toMatchObject({ corpName: b.name, ceoName: '이대표', bizType: '도소매' });
    expect(fake.invoices.has(full.documentKey)).toBe(true);
  });

  it('keeps the delivery when the service is down: the invoice waits 발행 실패 and 재발행 sends it', async () => {
    ctx.app.clock.fixAt('2026-11-20T01:00:00Z');
    const b = await taxBuyer('MONTHLY');
    await order(b.id, 55_000, '2026-11-05T03:00:00Z');
    fixNov();
    fake.mode = 'down';
    const res = await monthly([b.id]);
    expect(res.statusCode, res.body).toBe(200);
    const [inv] = res.json().data.invoices as TaxInvoiceRow[];
    expect(inv).toMatchObject({ state: 'FAILED', total: 55_000 });
    expect(inv!.providerAnswer).toMatch(/[가-힣]/);
    fake.mode = 'ok';
    const again = await call('POST', `${API_TAX_INVOICES}/${inv!.id}/issue`, f.admin, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ state: 'ISSUED', approvalNumber: expect.any(String) });
    // Issued now: 재발행 again is the state's 409.
    expect((await call('POST', `${API_TAX_INVOICES}/${inv!.id}/issue`, f.admin, {})).statusCode).toBe(409);
  });

  it('previews and issues a 월합계 of the month’s delivered entries; the same month twice is a 409 naming it', async () => {
    const b = await taxBuyer('MONTHLY');
    const one = await order(b.id, 220_000, '2026-11-03T03:00:00Z');
    const two = await order(b.id, 330_000, '2026-11-18T03:00:00Z');
    await order(b.id, 99_000, '2026-10-31T03:00:00Z'); // October
    await order(b.id, 77_000, null); // not delivered
    const per = await taxBuyer('PER_ORDER');
    await order(per.id, 11_000, '2026-11-04T03:00:00Z'); // a PER_ORDER buyer is not in the 월합계
    fixNov();
    const p = await preview();
    expect(p.writeDate).toBe('2026-11-25');
    const mine = p.buyers.find((x) => x.buyerId === b.id)!;
    expect(mine.entries.map((e) => e.entryId)).toEqual([one.entryId, two.entryId]);
    expect(mine).toMatchObject({ supplyTotal: 500_000, taxTotal: 50_000, total: 550_000, existing: null });
    expect(p.buyers.some((x) => x.buyerId === per.id)).toBe(false);

    const res = await monthly([b.id], { writeDate: '2026-11-20' });
    expect(res.statusCode, res.body).toBe(200);
    const [inv] = res.json().data.invoices as TaxInvoiceRow[];
    expect(inv).toMatchObject({
      kind: 'MONTHLY',
      state: 'ISSUED',
      writeDate: '2026-11-20',
      total: 550_000,
      lineCount: 2,
    });

    const twice = await monthly([b.id]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMessage).toContain(inv!.documentKey);
    expect((await preview()).buyers.some((x) => x.buyerId === b.id)).toBe(false);
  });

  it('lets one of two staff issuing the same month at once win', async () => {
    const b = await taxBuyer('MONTHLY');
    await order(b.id, 44_000, '2026-11-09T03:00:00Z');
    fixNov();
    const [x, y] = await Promise.all([monthly([b.id]), monthly([b.id])]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const rows = await db.select().from(taxInvoice).where(eq(taxInvoice.buyerId, b.id));
    expect(rows).toHaveLength(1);
  });

  it('shows the refusal in the service’s words and frees the entries; a slow service still issues', async () => {
    const b = await taxBuyer('MONTHLY');
    await order(b.id, 66_000, '2026-11-12T03:00:00Z');
    fixNov();
    fake.mode = 'refuse';
    const refused = await monthly([b.id]);
    expect(refused.statusCode, refused.body).toBe(200);
    const [inv] = refused.json().data.invoices as TaxInvoiceRow[];
    expect(inv!.state).toBe('REFUSED');
    expect(inv!.providerAnswer).toMatch(/[가-힣]/);
    // Refused: the entry may be billed again, and a new 월합계 of the month may be issued.
    expect((await preview()).buyers.find((x) => x.buyerId === b.id)?.total).toBe(66_000);
    fake.mode = 'ok';
    fake.delayMs = 300;
    const slow = await monthly([b.id]);
    expect(slow.statusCode, slow.body).toBe(200);
    expect(slow.json().data.invoices[0].state).toBe('ISSUED');
  });

  it('reads the NTS state, refuses to cancel an accepted invoice, and amends it with the original unchanged', async () => {
    const b = await taxBuyer('MONTHLY');
    await order(b.id, 110_000, '2026-11-12T03:00:00Z');
    fixNov();
    const [inv] = (await monthly([b.id])).json().data.invoices as TaxInvoiceRow[];
    const sending = await call('POST', `${API_TAX_INVOICES}/${inv!.id}/refresh`, f.admin, {});
    expect(sending.statusCode, sending.body).toBe(200);
    expect(sending.json().data.state).toBe('NTS_SENDING');
    const refreshed = await call('POST', `${API_TAX_INVOICES}/${inv!.id}/refresh`, f.admin, {});
    expect(refreshed.json().data.state).toBe('NTS_ACCEPTED');
    const before = (await db.select().from(taxInvoice).where(eq(taxInvoice.id, inv!.id)))[0]!;

    const cancel = await call('POST', `${API_TAX_INVOICES}/${inv!.id}/cancel`, f.admin, { reason: '주문 취소' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().errorMessage).toContain('수정세금계산서');

    const bad = await call('POST', `${API_TAX_INVOICES}/${inv!.id}/amend`, f.admin, { code: 2, reason: '단가 조정' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('변동된 공급가액');
    const amended = await call('POST', `${API_TAX_INVOICES}/${inv!.id}/amend`, f.admin, {
      code: 2,
      reason: '단가 조정',
      supplyChange: -10_000,
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json().data).toMatchObject({
      kind: 'AMENDMENT',
      amendsId: inv!.id,
      amendsDocumentKey: inv!.documentKey,
      amendmentCode: 2,
      supplyTotal: -10_000,
      taxTotal: -1_000,
      total: -11_000,
      state: 'ISSUED',
    });
    const sent = fake.invoices.get(amended.json().data.documentKey)!.body;
    expect(sent).toMatchObject({ modifyCode: 2, orgNTSConfirmNum: before.approvalNumber });
    const after = (await db.select().from(taxInvoice).where(eq(taxInvoice.id, inv!.id)))[0]!;
    expect(after).toEqual(before);
  });

  it('cancels an issued invoice through the service before the NTS has it, freeing its entries', async () => {
    const b = await taxBuyer('MONTHLY');
    await order(b.id, 22_000, '2026-11-12T03:00:00Z');
    fixNov();
    const [inv] = (await monthly([b.id])).json().data.invoices as TaxInvoiceRow[];
    expect((await call('POST', `${API_TAX_INVOICES}/${inv!.id}/cancel`, f.admin, {})).statusCode).toBe(400);
    const res = await call('POST', `${API_TAX_INVOICES}/${inv!.id}/cancel`, f.admin, { reason: '중복 발행' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('CANCELLED');
    expect(fake.invoices.get(inv!.documentKey)!.cancelMemo).toBe('중복 발행');
    expect((await preview()).buyers.find((x) => x.buyerId === b.id)?.total).toBe(22_000);
  });

  it('gives the invoice as an A4 PDF', async () => {
    const b = await taxBuyer('MONTHLY');
    await order(b.id, 33_000, '2026-11-12T03:00:00Z');
    fixNov();
    const [inv] = (await monthly([b.id])).json().data.invoices as TaxInvoiceRow[];
    const res = await call('GET', `${API_TAX_INVOICES}/${inv!.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('warns of a 휴업 buyer and issues only when staff confirm', async () => {
    const b = await taxBuyer('MONTHLY', SUSPENDED_NO);
    await order(b.id, 11_000, '2026-11-12T03:00:00Z');
    fixNov();
    const p = await preview();
    expect(p.businessCheck).toEqual({ checked: true, reason: null });
    expect(p.buyers.find((x) => x.buyerId === b.id)).toMatchObject({ businessWarning: true, businessState: '휴업자' });
    const refused = await monthly([b.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toContain('휴업');
    const confirmed = await monthly([b.id], { confirmBusinessStatus: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('answers bad input at its field in Korean', async () => {
    fixNov();
    const month = await call('GET', `${API_TAX_INVOICE_MONTHLY_PREVIEW}?month=2026-13`);
    expect(month.statusCode).toBe(400);
    expect(JSON.stringify(month.json())).toContain('YYYY-MM');
    const outside = await monthly([1], { writeDate: '2026-10-31' });
    expect(outside.statusCode).toBe(400);
    expect(JSON.stringify(outside.json())).toContain('작성일자');
    const future = await call('GET', `${API_TAX_INVOICE_MONTHLY_PREVIEW}?month=2027-01`);
    expect(future.statusCode).toBe(400);
    const late = await call('GET', `${API_TAX_INVOICE_MONTHLY_PREVIEW}?month=2026-09`);
    expect(late.statusCode).toBe(400);
    expect(JSON.stringify(late.json())).toContain('10일');
  });

  it('keeps invoices from customers and from staff without the order menu', async () => {
    const b = await taxBuyer('MONTHLY');
    expect((await call('GET', API_TAX_INVOICES, customer)).statusCode).toBe(403);
    expect((await call('GET', `${API_TAX_INVOICES}/1/pdf`, customer)).statusCode).toBe(403);
    expect((await call('POST', API_TAX_INVOICE_MONTHLY, customer, { month: NOV, buyerIds: [b.id] })).statusCode).toBe(
      403,
    );
    const nobody = await employeeWithoutGroups(ctx, `tax-nobody-${engine}`);
    expect((await call('GET', API_TAX_INVOICES, nobody.agent)).statusCode).toBe(403);
  });

  it('records 발행 대기 (수동) without a service and gives the month as the 홈택스 bulk Excel', async () => {
    wireTaxInvoices({
      db,
      taxInvoice: { url: fake.url, authUrl: fake.url, linkId: null, secretKey: null },
      businessStatus: { url: statusFake.url, serviceKey: null },
    });
    try {
      const settings = (await call('GET', API_TAX_INVOICE_SETTINGS)).json().data;
      expect(settings).toMatchObject({ configured: false, businessStatusConfigured: false });
      expect(settings.notice).toContain('발행 대기 (수동)');
      const b = await taxBuyer('MONTHLY');
      await order(b.id, 132_000, '2026-11-12T03:00:00Z');
      fixNov();
      expect((await preview()).businessCheck).toEqual({
        checked: false,
        reason: '사업자 상태 확인 안 함 (조회 서비스 미설정)',
      });
      const [inv] = (await monthly([b.id])).json().data.invoices as TaxInvoiceRow[];
      expect(inv).toMatchObject({ state: 'MANUAL', providerAnswer: '발행 대기 (수동)' });
      const res = await call('GET', `${API_TAX_INVOICE_HOMETAX}?month=${NOV}`);
      expect(res.statusCode, res.body).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      const rows: string[][] = [];
      ws.eachRow((row) =>
        rows.push((row.values as unknown[]).slice(1).map((v) => String((v as string | number | null) ?? ''))),
      );
      const data = rows.find((r) => r.includes(b.name))!;
      expect(data[1]).toBe('20261125');
      expect(data[2]).toBe(COMPANY_NO);
      expect(data).toContain('120000');
      expect(data).toContain('12000');
      const pdf = await call('GET', `${API_TAX_INVOICES}/${inv!.id}/pdf`);
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      expect(fake.invoices.has(inv!.documentKey)).toBe(false);
      expect((await call('GET', `${API_TAX_INVOICE_HOMETAX}?month=2026-10`)).statusCode).toBe(409);
    } finally {
      wireTaxInvoices({
        db,
        taxInvoice: { url: fake.url, authUrl: fake.url, linkId: LINK_ID, secretKey: SECRET },
        businessStatus: { url: statusFake.url, serviceKey: STATUS_KEY },
      });
    }
  });

  it('lists with filters by month, buyer and state', async () => {
    const res = await call('GET', `${API_TAX_INVOICES}?month=${NOV}&state=ISSUED&size=100`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.content as TaxInvoiceRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.state === 'ISSUED' && r.month === NOV)).toBe(true);
    const search = await call(
      'GET',
      `${API_TAX_INVOICES}?searchFilter=documentKey&searchKeyword=${rows[0]!.documentKey}`,
    );
    expect(search.json().data.content.map((r: TaxInvoiceRow) => r.id)).toEqual([rows[0]!.id]);
  });
});
