import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import {
  API_ITEM,
  API_ITEM_OPTION,
  API_RATES,
  API_RATES_EFFECTIVE,
  API_RATES_IMPORT,
  API_SELLER,
  rateKindUrl,
  rateReferenceMessages,
} from '@scm/contract';
import { item, itemOption, rate, seller } from '../src/db/schema';
import { engine, makeApp, seedCategoryPath, seedItem, signUpAndLogin, type Agent } from './harness';
import { apiFixture } from './api-fixture';

// The rate tables and the records they point at: names on the list, the import's row-by-row reference check, the
// 409 when a referenced item, option or seller is deleted, and the customer's view of the published set.

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const { admin, call, createSeller } = await apiFixture(ctx, '단가참조처');
ctx.app.clock.fixAt('2026-03-10T03:00:00Z');
const TODAY = '2026-03-10';

const [, , categoryId] = await seedCategoryPath(ctx);
const paperItem = await seedItem(ctx, { itemCode: 'ART150-R', name: '아트지 150g 국전', categoryId });
const spareItem = await seedItem(ctx, { itemCode: 'SPARE-R', name: '스노우지 200g', categoryId });
const optionRes = await call('POST', API_ITEM_OPTION, { optionType: 'POST_PROCESS', optionName: '무광코팅R' });
const option = optionRes.json().data as { id: number; optionName: string };
const supplier = await createSeller('단가외주처');

const rows = (kind: string) => db.select({ n: count() }).from(rate).where(eq(rate.kind, kind));

const upload = (file: Buffer, effectiveFrom: string, agent: Agent = admin) => {
  const f = new FormData();
  f.append('effectiveFrom', effectiveFrom);
  f.append('file', new Blob([file]), 'rates.xlsx');
  return ctx.app.inject({ method: 'POST', url: API_RATES_IMPORT, headers: agent.headers(), payload: f as never });
};

describe(`rates and what they point at (${engine})`, () => {
  it('lists rows with the names of their paper, option and supplier', async () => {
    expect(optionRes.statusCode).toBe(201);
    const paper = await call('POST', rateKindUrl('PAPER'), {
      kind: 'PAPER',
      rawItemId: paperItem.id,
      priceUnit: 'REAM',
      price: 52000,
      parentSheet: 'GUK',
      effectiveFrom: TODAY,
    });
    expect(paper.statusCode).toBe(201);
    const finishing = await call('POST', rateKindUrl('FINISHING'), {
      kind: 'FINISHING',
      optionId: option.id,
      setupAmount: 10000,
      unitAmount: 15,
      unitBasis: 'EACH',
      minimumAmount: 20000,
      effectiveFrom: TODAY,
    });
    expect(finishing.statusCode).toBe(201);
    const outsourcing = await call('POST', rateKindUrl('OUTSOURCING'), {
      kind: 'OUTSOURCING',
      sellerId: supplier.id,
      step: 'POST_PROCESS',
      setupAmount: 0,
      unitAmount: 30,
      unitBasis: 'EACH',
      minimumAmount: 30000,
      marginBp: 1500,
      effectiveFrom: TODAY,
    });
    expect(outsourcing.statusCode).toBe(201);

    const list = async (kind: string) =>
      (await call('GET', `${API_RATES}?kind=${kind}`)).json<{ data: unknown[] }>().data;
    expect(await list('PAPER')).toMatchObject([{ rawItemId: paperItem.id, rawItemName: '아트지 150g 국전' }]);
    expect(await list('FINISHING')).toMatchObject([{ optionId: option.id, optionName: '무광코팅R' }]);
    expect(await list('OUTSOURCING')).toMatchObject([{ sellerId: supplier.id, sellerName: '단가외주처' }]);
    // A row pointing at nothing names nothing.
    expect(
      (await call('POST', rateKindUrl('PLATE'), { kind: 'PLATE', pricePerPlate: 15000, effectiveFrom: TODAY }))
        .statusCode,
    ).toBe(201);
    expect(await list('PLATE')).toMatchObject([
      { pricePerPlate: 15000, rawItemName: null, optionName: null, sellerName: null },
    ]);
  });

  it('refuses to delete an item, option or seller a rate uses, in Korean, and keeps them', async () => {
    const item409 = await call('DELETE', `${API_ITEM}/${paperItem.id}`);
    expect(item409.statusCode).toBe(409);
    expect(item409.json().errorMessage).toBe(rateReferenceMessages.item);
    const option409 = await call('DELETE', `${API_ITEM_OPTION}/${option.id}`);
    expect(option409.statusCode).toBe(409);
    expect(option409.json().errorMessage).toBe(rateReferenceMessages.option);
    const seller409 = await call('DELETE', `${API_SELLER}/${supplier.id}`);
    expect(seller409.statusCode).toBe(409);
    expect(seller409.json().errorMessage).toBe(rateReferenceMessages.seller);
    expect(await db.select({ id: item.id }).from(item).where(eq(item.id, paperItem.id))).toHaveLength(1);
    expect(await db.select({ id: itemOption.id }).from(itemOption).where(eq(itemOption.id, option.id))).toHaveLength(1);
    expect(await db.select({ id: seller.id }).from(seller).where(eq(seller.id, supplier.id))).toHaveLength(1);
    // What no rate uses is deleted as before.
    expect((await call('DELETE', `${API_ITEM}/${spareItem.id}`)).statusCode).toBe(200);
  });

  it("refuses to retype an option a finishing rate uses, in the rates' words, and keeps its type", async () => {
    const res = await call('PUT', API_ITEM_OPTION, {
      id: option.id,
      optionType: 'FOLDING_BINDING',
      optionName: option.optionName,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().optionType.defaultMessage).toBe(rateReferenceMessages.optionRetype);
    const [kept] = await db.select().from(itemOption).where(eq(itemOption.id, option.id));
    expect(kept!.optionType).toBe('POST_PROCESS');
    // A rename keeps the type and is saved.
    const renamed = await call('PUT', API_ITEM_OPTION, {
      id: option.id,
      optionType: 'POST_PROCESS',
      optionName: option.optionName,
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('imports nothing when a row names an item, option or seller that is not there, and says which row', async () => {
    const wb = new ExcelJS.Workbook();
    const paper = wb.addWorksheet('용지');
    paper.addRow([
      '원자재 품목 ID',
      '단가 기준(REAM/SHEET)',
      '용지 가격(원)',
      '전지(GUK/SAYUK/CUSTOM)',
      '전지 가로(mm)',
      '전지 세로(mm)',
    ]);
    paper.addRow([paperItem.id, 'REAM', 53000, 'GUK', null, null]);
    paper.addRow([spareItem.id, 'REAM', 61000, 'GUK', null, null]);
    const finishing = wb.addWorksheet('후가공·제본');
    finishing.addRow(['옵션 ID', '기본 금액(원)', '단가(원)', '단가 기준(EACH/THOUSAND)', '최소 금액(원)']);
    finishing.addRow([987654, 0, 10, 'EACH', 0]);
    finishing.addRow([option.id, 0, 12, 'EACH', 0]);
    const outsourcing = wb.addWorksheet('외주');
    outsourcing.addRow([
      '거래처 ID',
      '외주 공정',
      '기본 금액(원)',
      '단가(원)',
      '단가 기준(EACH/THOUSAND)',
      '최소 금액(원)',
      '마진(0.01%)',
    ]);
    outsourcing.addRow([876543, 'CTP', 0, 9000, 'EACH', 0, 1000]);
    const before = await Promise.all(['PAPER', 'FINISHING', 'OUTSOURCING'].map(rows));
    const res = await upload(Buffer.from(await wb.xlsx.writeBuffer()), '2026-04-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('단가표에 잘못된 행이 3건 있어 아무것도 저장하지 않았습니다.');
    expect(res.json().problems).toEqual([
      {
        sheet: '용지',
        row: 3,
        column: '원자재 품목 ID',
        message: `품목 ID ${spareItem.id}번이 없습니다. 품목 관리에 있는 원자재 품목 ID를 적어주세요.`,
      },
      {
        sheet: '후가공·제본',
        row: 2,
        column: '옵션 ID',
        message: '옵션 ID 987654번이 없습니다. 품목 옵션에 있는 후가공·제본 옵션 ID를 적어주세요.',
      },
      {
        sheet: '외주',
        row: 2,
        column: '거래처 ID',
        message: '거래처 ID 876543번이 없습니다. 매입처 관리에 있는 매입처 ID를 적어주세요.',
      },
    ]);
    expect(await Promise.all(['PAPER', 'FINISHING', 'OUTSOURCING'].map(rows))).toEqual(before);
  });

  it('leaves the 외주 rows out of the published set for a customer, not for staff', async () => {
    const customer = await signUpAndLogin(ctx.app, 'rateref-cust');
    const kinds = async (agent: Agent) =>
      new Set(
        (await call('GET', `${API_RATES_EFFECTIVE}?date=${TODAY}`, undefined, agent))
          .json<{ data: { kind: string }[] }>()
          .data.map((r) => r.kind),
      );
    const staff = await kinds(admin);
    expect(staff.has('OUTSOURCING')).toBe(true);
    const seen = await kinds(customer);
    expect(seen.has('OUTSOURCING')).toBe(false);
    expect(seen.has('PAPER')).toBe(true);
    expect(seen.has('FINISHING')).toBe(true);
  });
});
