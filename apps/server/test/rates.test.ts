import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import { rate } from '../src/db/schema';
import {
  employeeWithoutGroups,
  engine,
  grantAuthority,
  makeApp,
  seedCategoryPath,
  seedItem,
  signUpAndLogin,
} from './harness';
import { RATE_KINDS, RATE_KIND_LABELS, rateMessages } from '@scm/contract';
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

const offset = (pricePerReamPerColor: number, effectiveFrom: string) => ({
  kind: 'OFFSET',
  pricePerReamPerColor,
  minimumAmount: 40000,
  effectiveFrom,
});
const countOf = (kind: string) =>
  db
    .select({ n: count() })
    .from(rate)
    .where(and(eq(rate.kind, kind)));

const upload = (file: Buffer, effectiveFrom: string, agent: Agent = admin) => {
  const f = new FormData();
  f.append('effectiveFrom', effectiveFrom);
  f.append('file', new Blob([file]), 'rates.xlsx');
  return ctx.app.inject({ method: 'POST', url: `${R}/import`, headers: agent.headers(), payload: f as never });
};

describe(`rate tables (${engine})`, () => {
  it('adds rates from a date and resolves the set in effect on any day', async () => {
    const a = await call('POST', `${R}/offset`, offset(8000, TODAY));
    expect(a.statusCode).toBe(201);
    expect(a.json().message).toBe('옵셋 인쇄 단가를 추가했습니다.');
    expect((await call('POST', `${R}/offset`, offset(9000, '2026-04-01'))).statusCode).toBe(201);
    const paper = await call('POST', `${R}/paper`, {
      kind: 'PAPER',
      rawItemId: paperItem.id,
      priceUnit: 'REAM',
      price: 45000,
      parentSheet: 'GUK',
      effectiveFrom: TODAY,
    });
    expect(paper.statusCode).toBe(201);

    const on = async (date: string, kind: string) =>
      (await call('GET', `${R}/effective?date=${date}`))
        .json<{ data: { kind: string }[] }>()
        .data.filter((r) => r.kind === kind);
    expect(await on(TODAY, 'OFFSET')).toMatchObject([{ kind: 'OFFSET', pricePerReamPerColor: 8000 }]);
    expect(await on('2026-04-01', 'OFFSET')).toMatchObject([{ kind: 'OFFSET', pricePerReamPerColor: 9000 }]);
    expect(await on('2026-03-09', 'OFFSET')).toEqual([]);
    expect(await on(TODAY, 'PAPER')).toMatchObject([{ rawItemId: paperItem.id, price: 45000 }]);
    // The history lists both rows, newest first.
    const list = (await call('GET', `${R}?kind=OFFSET`)).json().data;
    expect(list.map((r: { pricePerReamPerColor: number }) => r.pricePerReamPerColor)).toEqual([9000, 8000]);
    // Stored in whole won.
    const [row] = await db.select().from(rate).where(eq(rate.kind, 'OFFSET')).limit(1);
    expect(Number.isInteger(row!.pricePerReamPerColor)).toBe(true);
  });

  it('edits and deletes a future row but never one in effect, and refuses past dates', async () => {
    const list = (await call('GET', `${R}?kind=OFFSET`)).json().data as { id: number; effectiveFrom: string }[];
    const future = list.find((r) => r.effectiveFrom === '2026-04-01')!;
    const current = list.find((r) => r.effectiveFrom === TODAY)!;
    const put = await call('PUT', `${R}/offset`, { id: future.id, ...offset(9500, '2026-04-02') });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ pricePerReamPerColor: 9500, effectiveFrom: '2026-04-02' });

    const locked = await call('PUT', `${R}/offset`, { id: current.id, ...offset(1, '2026-05-01') });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errorMessage).toContain('이미 적용이 시작된 단가');
    expect((await call('DELETE', `${R}/offset/${current.id}`)).statusCode).toBe(409);

    const past = await call('POST', `${R}/offset`, offset(1, '2026-03-09'));
    expect(past.statusCode).toBe(400);
    expect(past.json().effectiveFrom.defaultMessage).toContain('오늘 이후');
    const dup = await call('POST', `${R}/offset`, offset(1, TODAY));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().effectiveFrom.defaultMessage).toBe('같은 항목에 같은 날짜부터 적용되는 단가가 이미 있습니다.');

    expect((await call('DELETE', `${R}/offset/${future.id}`)).statusCode).toBe(200);
    expect(await countOf('OFFSET')).toEqual([{ n: 1 }]);
  });

  it('answers wrong fields in Korean under the field', async () => {
    const res = await call('POST', `${R}/finishing`, {
      kind: 'FINISHING',
      optionId: 0,
      setupAmount: -1,
      unitAmount: 1.5,
      unitBasis: 'THOUSAND',
      minimumAmount: 0,
      effectiveFrom: TODAY,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.optionId.defaultMessage).toBe(rateMessages.option);
    expect(body.setupAmount.defaultMessage).toBe(rateMessages.amount);
    expect(body.unitAmount.defaultMessage).toBe(rateMessages.amount);
    const missingOption = await call('POST', `${R}/finishing`, {
      kind: 'FINISHING',
      optionId: 999999,
      setupAmount: 0,
      unitAmount: 1,
      unitBasis: 'EACH',
      minimumAmount: 0,
      effectiveFrom: TODAY,
    });
    expect(missingOption.statusCode).toBe(400);
    expect(missingOption.json().optionId.defaultMessage).toBe('옵션을 찾을 수 없습니다.');
    const missingItem = await call('POST', `${R}/paper`, {
      kind: 'PAPER',
      rawItemId: 999999,
      priceUnit: 'REAM',
      price: 1,
      parentSheet: 'SAYUK',
      effectiveFrom: TODAY,
    });
    expect(missingItem.statusCode).toBe(400);
    expect(missingItem.json().rawItemId.defaultMessage).toBe('품목을 찾을 수 없습니다.');
  });

  it('lets ORDER_READ read, ORDER_WRITE write, and any signed-in user read the published set', async () => {
    const reader = await employeeWithoutGroups(ctx, 'rates-reader');
    const none = await employeeWithoutGroups(ctx, 'rates-none');
    await grantAuthority(ctx, reader.employeeId, 'ORDER_READ');
    const customer = await signUpAndLogin(ctx.app, 'rates-customer');
    expect((await call('GET', `${R}?kind=PAPER`, undefined, reader.agent)).statusCode).toBe(200);
    expect((await call('POST', `${R}/offset`, offset(1, '2026-06-01'), reader.agent)).statusCode).toBe(403);
    expect((await call('GET', `${R}?kind=PAPER`, undefined, none.agent)).statusCode).toBe(403);
    expect((await call('GET', `${R}?kind=PAPER`, undefined, customer)).statusCode).toBe(403);
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
    expect(wb.worksheets.map((w) => w.name)).toEqual(RATE_KINDS.map((k) => RATE_KIND_LABELS[k].replace('/', '·')));
    const printing = wb.getWorksheet('옵셋 인쇄')!;
    expect(printing.getRow(1).values).toEqual([undefined, '연·도당 단가(원)', '최소 금액(원)', '적용 시작일']);
    expect(printing.getRow(2).getCell(1).value).toBe(8000);

    // Round trip: the exported set comes back from a later date, equal.
    const back = await upload(exp.rawPayload, '2026-05-01');
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ data: { added: 2 } });
    const may = (await call('GET', `${R}/effective?date=2026-05-01`)).json().data;
    const march = (await call('GET', `${R}/effective?date=${TODAY}`)).json().data;
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ id: _i, effectiveFrom: _e, ...r }) => r);
    expect(strip(may)).toEqual(strip(march));

    // A file with one good row and two bad ones: nothing saved, each problem named by sheet, row and column.
    const bad = new ExcelJS.Workbook();
    const paper = bad.addWorksheet('용지');
    paper.addRow([
      '원자재 품목 ID',
      '단가 기준(REAM/SHEET)',
      '용지 가격(원)',
      '전지(GUK/SAYUK/CUSTOM)',
      '전지 가로(mm)',
      '전지 세로(mm)',
    ]);
    paper.addRow([paperItem.id, 'REAM', 45000, 'A4', null, null]);
    const cut = bad.addWorksheet('절수');
    cut.addRow(['전지(GUK/SAYUK/CUSTOM)', '완성 규격', '절수(개)']);
    cut.addRow(['GUK', 'A4', 8]);
    cut.addRow(['GUK', 'A5', '만원']);
    cut.addRow(['GUK', 'a4', 4]);
    const before = await countOf('CUT');
    const res = await upload(Buffer.from(await bad.xlsx.writeBuffer()), '2026-06-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('단가표에 잘못된 행이 3건 있어 아무것도 저장하지 않았습니다.');
    expect(res.json().problems).toEqual([
      { sheet: '용지', row: 2, column: '전지(GUK/SAYUK/CUSTOM)', message: rateMessages.parentSheet },
      { sheet: '절수', row: 3, column: '절수(개)', message: rateMessages.count },
      { sheet: '절수', row: 4, column: '완성 규격', message: '2행과 같은 항목이 두 번 있습니다.' },
    ]);
    expect(await countOf('CUT')).toEqual(before);
    expect(await countOf('PAPER')).toEqual([{ n: 2 }]);

    const broken = await upload(Buffer.from('not a workbook'), '2026-06-01');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorMessage).toContain('엑셀 파일을 읽을 수 없습니다');
  });
});
