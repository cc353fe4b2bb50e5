import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import { ratePaper, ratePostProcess, ratePrinting } from '../src/db/schema';
import {
  employeeWithoutGroups,
  engine,
  grantAuthority,
  makeApp,
  seedCategoryPath,
  seedItem,
  signUpAndLogin,
} from './harness';
import { apiFixture } from './api-fixture';
import type { Agent } from './harness';

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const { admin, call } = await apiFixture(ctx, '단가매입처');
const R = '/api/rates';
// The shop's today is fixed: "future" and "in effect" are relative to it.
ctx.app.clock.fixAt('2026-03-10T03:00:00Z');
const TODAY = '2026-03-10';

const [, , categoryId] = await seedCategoryPath(ctx);
const paperItem = await seedItem(ctx, { itemCode: 'MOJ80-K', name: '모조지 80g 국전', categoryId });

const offset = (unitPrice: number, effectiveFrom: string) => ({
  rateCode: 'OFFSET',
  unitPrice,
  minimumCharge: 40000,
  makeReady: 0,
  effectiveFrom,
});

const upload = (file: Buffer, effectiveFrom: string, agent: Agent = admin) => {
  const f = new FormData();
  f.append('effectiveFrom', effectiveFrom);
  f.append('file', new Blob([file]), 'rates.xlsx');
  return ctx.app.inject({ method: 'POST', url: `${R}/import`, headers: agent.headers(), payload: f as never });
};

describe(`rate tables (${engine})`, () => {
  it('adds rates from a date and resolves the set in effect on any day', async () => {
    const a = await call('POST', `${R}/printing`, offset(8000, TODAY));
    expect(a.statusCode).toBe(201);
    expect(a.json().message).toBe('인쇄·소부 단가를 추가했습니다.');
    expect((await call('POST', `${R}/printing`, offset(9000, '2026-04-01'))).statusCode).toBe(201);
    const paper = await call('POST', `${R}/paper`, {
      itemId: paperItem.id,
      parentSheet: 'KUKJEON',
      sheetWidth: 939,
      sheetHeight: 636,
      pricePerReam: 45000,
      pricePerSheet: null,
      effectiveFrom: TODAY,
    });
    expect(paper.statusCode).toBe(201);

    const on = async (date: string) =>
      (await call('GET', `${R}/effective?date=${date}`)).json<{ data: Record<string, unknown[]> }>().data;
    expect((await on(TODAY)).printing).toMatchObject([{ rateCode: 'OFFSET', unitPrice: 8000 }]);
    expect((await on('2026-04-01')).printing).toMatchObject([{ rateCode: 'OFFSET', unitPrice: 9000 }]);
    expect((await on('2026-03-09')).printing).toEqual([]);
    expect((await on(TODAY)).paper).toMatchObject([{ itemId: paperItem.id, pricePerReam: 45000 }]);
    // The history lists both rows, newest first.
    const list = (await call('GET', `${R}?kind=printing`)).json().data;
    expect(list.map((r: { unitPrice: number }) => r.unitPrice)).toEqual([9000, 8000]);
    // Stored in whole won.
    const [row] = await db.select().from(ratePrinting).limit(1);
    expect(Number.isInteger(row!.unitPrice)).toBe(true);
  });

  it('edits and deletes a future row but never one in effect, and refuses past dates', async () => {
    const list = (await call('GET', `${R}?kind=printing`)).json().data as { id: number; effectiveFrom: string }[];
    const future = list.find((r) => r.effectiveFrom === '2026-04-01')!;
    const current = list.find((r) => r.effectiveFrom === TODAY)!;
    const put = await call('PUT', `${R}/printing`, { id: future.id, ...offset(9500, '2026-04-02') });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ unitPrice: 9500, effectiveFrom: '2026-04-02' });

    const locked = await call('PUT', `${R}/printing`, { id: current.id, ...offset(1, '2026-05-01') });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errorMessage).toContain('이미 적용이 시작된 단가');
    expect((await call('DELETE', `${R}/printing/${current.id}`)).statusCode).toBe(409);

    const past = await call('POST', `${R}/printing`, offset(1, '2026-03-09'));
    expect(past.statusCode).toBe(400);
    expect(past.json().effectiveFrom.defaultMessage).toContain('오늘 이후');
    const dup = await call('POST', `${R}/printing`, offset(1, TODAY));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().effectiveFrom.defaultMessage).toBe('같은 항목에 같은 날짜부터 적용되는 단가가 이미 있습니다.');

    expect((await call('DELETE', `${R}/printing/${future.id}`)).statusCode).toBe(200);
    expect(await db.select({ n: count() }).from(ratePrinting)).toEqual([{ n: 1 }]);
  });

  it('answers wrong fields in Korean under the field', async () => {
    const res = await call('POST', `${R}/post-process`, {
      optionName: '',
      setupPrice: -1,
      unitPrice: 1.5,
      perUnits: 1000,
      minimumCharge: 0,
      effectiveFrom: TODAY,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.optionName.defaultMessage).toBe('필수 입력 항목입니다.');
    expect(body.setupPrice.defaultMessage).toContain('기본 금액(원)은(는) 0 이상');
    expect(body.unitPrice.defaultMessage).toBe('단가(원)은(는) 정수로 입력해주세요.');
    const missingItem = await call('POST', `${R}/paper`, {
      itemId: 999999,
      parentSheet: 'SIX4',
      sheetWidth: 1091,
      sheetHeight: 788,
      pricePerReam: 1,
      pricePerSheet: null,
      effectiveFrom: TODAY,
    });
    expect(missingItem.statusCode).toBe(400);
    expect(missingItem.json().itemId.defaultMessage).toBe('품목을 찾을 수 없습니다.');
  });

  it('lets ORDER_READ read, ORDER_WRITE write, and any signed-in user read the published set', async () => {
    const reader = await employeeWithoutGroups(ctx, 'rates-reader');
    const none = await employeeWithoutGroups(ctx, 'rates-none');
    await grantAuthority(ctx, reader.employeeId, 'ORDER_READ');
    const customer = await signUpAndLogin(ctx.app, 'rates-customer');
    expect((await call('GET', `${R}?kind=paper`, undefined, reader.agent)).statusCode).toBe(200);
    expect((await call('POST', `${R}/printing`, offset(1, '2026-06-01'), reader.agent)).statusCode).toBe(403);
    expect((await call('GET', `${R}?kind=paper`, undefined, none.agent)).statusCode).toBe(403);
    expect((await call('GET', `${R}?kind=paper`, undefined, customer)).statusCode).toBe(403);
    expect((await call('GET', `${R}/effective`, undefined, customer)).statusCode).toBe(200);
    expect((await call('GET', `${R}/effective`, undefined, none.agent)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${R}/effective` })).statusCode).toBe(401);
    const upload403 = await upload(Buffer.from('x'), TODAY, reader.agent);
    expect(upload403.statusCode).toBe(403);
  });

  it('exports a sheet per kind and imports it back, all or nothing with a Korean report', async () => {
    const exp = await call('GET', `${R}/export?date=${TODAY}`);
    expect(exp.statusCode).toBe(200);
    expect(exp.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      '용지',
      '인쇄·소부',
      '파지',
      '후가공',
      '쇼핑백',
      '외주',
      '마진·절사',
    ]);
    const printing = wb.getWorksheet('인쇄·소부')!;
    expect(printing.getRow(1).values).toEqual([
      undefined,
      '단가 구분',
      '단가(원)',
      '최소 금액(원)',
      '준비 금액(원)',
      '적용 시작일',
    ]);
    expect(printing.getRow(2).getCell(2).value).toBe(8000);

    // Round trip: the exported set comes back from a later date, equal.
    const back = await upload(exp.rawPayload, '2026-05-01');
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ data: { added: 2 } });
    const may = (await call('GET', `${R}/effective?date=2026-05-01`)).json().data;
    const march = (await call('GET', `${R}/effective?date=${TODAY}`)).json().data;
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ id: _i, effectiveFrom: _e, ...r }) => r);
    expect(strip(may.printing)).toEqual(strip(march.printing));
    expect(strip(may.paper)).toEqual(strip(march.paper));

    // A file with one good row and two bad ones: nothing saved, each problem named by sheet, row and column.
    const bad = new ExcelJS.Workbook();
    const pp = bad.addWorksheet('후가공');
    pp.addRow(['후가공', '기본 금액(원)', '단가(원)', '단가 기준 수량', '최소 금액(원)']);
    pp.addRow(['오시', 5000, 10, 1, 10000]);
    pp.addRow(['접지', '만원', 10, 1, 0]);
    pp.addRow(['오시', 1, 1, 1, 1]);
    const paper = bad.addWorksheet('용지');
    paper.addRow(['품목 ID', '전지', '전지 가로(mm)', '전지 세로(mm)', '연당 가격(원)', '매당 가격(원)']);
    paper.addRow([999999, 'A4', 939, 636, 45000, null]);
    const before = await db.select({ n: count() }).from(ratePostProcess);
    const res = await upload(Buffer.from(await bad.xlsx.writeBuffer()), '2026-06-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('단가표에 잘못된 행이 3건 있어 아무것도 저장하지 않았습니다.');
    expect(res.json().problems).toEqual([
      {
        sheet: '용지',
        row: 2,
        column: '전지',
        message: '전지은(는) 단가표 내보내기 양식에 있는 값 중 하나여야 합니다.',
      },
      { sheet: '후가공', row: 3, column: '기본 금액(원)', message: '기본 금액(원)은(는) 정수로 입력해주세요.' },
      { sheet: '후가공', row: 4, column: '후가공', message: '2행과 같은 항목이 두 번 있습니다.' },
    ]);
    expect(await db.select({ n: count() }).from(ratePostProcess)).toEqual(before);
    expect(await db.select({ n: count() }).from(ratePaper)).toEqual([{ n: 2 }]);

    const broken = await upload(Buffer.from('not a workbook'), '2026-06-01');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorMessage).toContain('엑셀 파일을 읽을 수 없습니다');
  });
});
