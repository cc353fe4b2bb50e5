import { describe, expect, it } from 'vitest';
import { stockHistory } from '../src/db/schema';
import { changeStock } from '../src/modules/stock/ledger';
import dates from '../src/platform/dates';
import { engine, seedItem } from './harness';
import { shopNoon, stockTestApp } from './stock-fixture';

const { ctx, db, call } = await stockTestApp();
const RECEIVING = '/api/admin/pr/receiving_history';
const RELEASING = '/api/admin/pr/releasing_history';

interface Move {
  id: number;
  stockId: number;
  itemName: string;
  itemCode: string;
  amount: number;
  workDate: string;
  ioType: string;
  type?: string;
}

const page = async (url: string) => {
  const res = await call('GET', url);
  expect(res.statusCode).toBe(200);
  return res.json().data as { content: Move[]; pageable: { totalElements: number } };
};
const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

// Two items with receipts and releases on known days this year, plus a receipt older than the one-year window.
const today = dates.today();
const daysAgo = (n: number) => {
  const d = shopNoon(today);
  d.setDate(d.getDate() - n);
  return d;
};
const paper = await seedItem(ctx, { name: '이력 아트지 150g', itemCode: 'HIST-ART-150' });
const ink = await seedItem(ctx, { name: '이력 먹 잉크', itemCode: 'HIST-INK-K' });
const move = (item: { id: number }, delta: number, ioType: Parameters<typeof changeStock>[1]['ioType'], at: Date) =>
  changeStock(db, { itemId: item.id, delta, ioType, workDate: at });
const oldReceipt = await move(paper, 500, 'PURCHASE_ORDER_RECEIVING', daysAgo(400));
const paperIn = await move(paper, 100, 'PURCHASE_ORDER_RECEIVING', daysAgo(30));
const inkIn = await move(ink, 40, 'AMOUNT_ADJUSTING_AS_RECEIVING', daysAgo(20));
const paperOut = await move(paper, -60, 'WORKORDER_RELEASING', daysAgo(10));
const inkOut = await move(ink, -5, 'AMOUNT_ADJUSTING_AS_RELEASING', daysAgo(5));
const paperOdd = await move(paper, -1, 'SHIPMENT_RELEASING', daysAgo(2));

describe(`receiving and releasing history (${engine})`, () => {
  it('splits INPUT and OUTPUT rows, newest first, within one year by default', async () => {
    const received = await page(RECEIVING);
    expect(received.content.map((m) => m.id)).toEqual([inkIn.historyId, paperIn.historyId]);
    expect(received.content[0]).toEqual({
      id: inkIn.historyId,
      stockId: ink.stockId,
      itemName: '이력 먹 잉크',
      itemCode: 'HIST-INK-K',
      amount: 40,
      workDate: daysAgo(20).toISOString(),
      ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING',
      reason: '',
      memo: '',
      itemUnit: ink.itemUnit,
      orderId: null,
      orderNumber: null,
      orderWorkType: null,
    });
    expect(received.content.map((m) => m.id)).not.toContain(oldReceipt.historyId);

    const released = await page(RELEASING);
    expect(released.content.map((m) => m.id)).toEqual([paperOdd.historyId, inkOut.historyId, paperOut.historyId]);
    expect(released.content[2]).toEqual({
      id: paperOut.historyId,
      stockId: paper.stockId,
      itemName: '이력 아트지 150g',
      itemCode: 'HIST-ART-150',
      amount: 60,
      workDate: daysAgo(10).toISOString(),
      ioType: 'WORKORDER_RELEASING',
      reason: '',
      memo: '',
      type: 'OUTPUT',
      // Written straight to the ledger without a work order: no order to name.
      itemUnit: paper.itemUnit,
      orderId: null,
      orderNumber: null,
      orderWorkType: null,
    });
  });

  it('filters on workDate with both ends included', async () => {
    const day = (n: number) => daysAgo(n).toISOString().slice(0, 10);
    const onlyDay = await page(`${RECEIVING}${q({ dateFilter: 'workDate', startDate: day(20), endDate: day(20) })}`);
    expect(onlyDay.content.map((m) => m.id)).toEqual([inkIn.historyId]);
    const old = await page(`${RECEIVING}${q({ startDate: day(401), endDate: day(399) })}`);
    expect(old.content.map((m) => m.id)).toEqual([oldReceipt.historyId]);
    const span = await page(`${RELEASING}${q({ startDate: day(10), endDate: day(5) })}`);
    expect(span.content.map((m) => m.id)).toEqual([inkOut.historyId, paperOut.historyId]);
    expect((await call('GET', `${RELEASING}?dateFilter=createdAt`)).json()).toMatchObject({
      errorCode: 'INVALID_DATE_FILTER',
    });
    expect((await call('GET', `${RELEASING}?startDate=2024-13-45x`)).statusCode).toBe(400);
  });

  it('searches by all or itemName and sorts by the whitelisted columns', async () => {
    const byName = await page(`${RELEASING}${q({ searchFilter: 'itemName', searchKeyword: '먹 잉크' })}`);
    expect(byName.content.map((m) => m.id)).toEqual([inkOut.historyId]);
    const all = await page(`${RECEIVING}${q({ searchFilter: 'all', searchKeyword: '아트지' })}`);
    expect(all.content.map((m) => m.id)).toEqual([paperIn.historyId]);
    const byAmount = await page(`${RELEASING}${q({ sort: 'amount,asc' })}`);
    expect(byAmount.content.map((m) => m.amount)).toEqual([1, 5, 60]);
    const byReason = await page(`${RELEASING}${q({ sort: 'ioType,asc' })}`);
    expect(byReason.content.map((m) => m.ioType)).toEqual([
      'AMOUNT_ADJUSTING_AS_RELEASING',
      'SHIPMENT_RELEASING',
      'WORKORDER_RELEASING',
    ]);
    expect((await call('GET', `${RECEIVING}?sort=unitPrice,asc`)).json()).toMatchObject({ errorCode: 'INVALID_SORT' });
    expect((await call('GET', `${RECEIVING}?searchFilter=itemCode&searchKeyword=x`)).json()).toMatchObject({
      errorCode: 'INVALID_SEARCH_FILTER',
    });
  });

  it('pages', async () => {
    const first = await page(`${RELEASING}?page=0&size=2`);
    expect(first.pageable).toEqual({ number: 0, size: 2, totalElements: 3, totalPages: 2, totalExact: true });
    const second = await page(`${RELEASING}?page=1&size=2`);
    expect(second.content.map((m) => m.id)).toEqual([paperOut.historyId]);
  });
});

describe(`one stock's history (${engine})`, () => {
  it('lists every change of that stock newest first, with balance, unit price and who made it', async () => {
    const res = await call('GET', `/api/stocks/history/${paper.stockId}?size=3`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.pageable).toEqual({ number: 0, size: 3, totalElements: 4, totalPages: 2, totalExact: true });
    expect(data.content.map((h: { id: number }) => h.id)).toEqual([
      paperOdd.historyId,
      paperOut.historyId,
      paperIn.historyId,
    ]);
    expect(data.content[1]).toEqual({
      id: paperOut.historyId,
      workDate: daysAgo(10).toISOString(),
      amount: 60,
      ioType: 'WORKORDER_RELEASING',
      inputOutput: 'OUTPUT',
      balance: 540,
      unitPrice: '',
      reason: '',
      memo: '',
      employeeName: '',
    });
    const last = (await call('GET', `/api/stocks/history/${paper.stockId}?size=3&page=1`)).json().data.content;
    expect(last.map((h: { id: number }) => h.id)).toEqual([oldReceipt.historyId]);

    // An adjustment made on the screen carries the signed-in employee's name and its unit price.
    await call('PATCH', `/api/stocks/${paper.stockId}`, {
      ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING',
      adjustAmount: 10,
      unitPrice: '5200',
      reason: 'STOCKTAKE',
    });
    const newest = (await call('GET', `/api/stocks/history/${paper.stockId}`)).json().data.content[0];
    expect(newest).toMatchObject({
      amount: 10,
      balance: 549,
      ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING',
      inputOutput: 'INPUT',
      unitPrice: '5200',
      employeeName: '관리자',
    });
  });

  it('passes an io type it does not know through unchanged, for the screen to label as an error', async () => {
    const item = await seedItem(ctx);
    await db.insert(stockHistory).values({
      stockId: item.stockId,
      amount: 3,
      balance: 3,
      ioType: 'LEGACY_IMPORT',
      inputOutput: 'MOVED',
    });
    const [row] = (await call('GET', `/api/stocks/history/${item.stockId}`)).json().data.content;
    expect(row).toMatchObject({ ioType: 'LEGACY_IMPORT', inputOutput: 'MOVED' });
  });

  it('sorts by amount and refuses other fields', async () => {
    const res = await call('GET', `/api/stocks/history/${paper.stockId}?sort=amount,desc`);
    expect(res.json().data.content.map((h: { amount: number }) => h.amount)).toEqual([500, 100, 60, 10, 1]);
    expect((await call('GET', `/api/stocks/history/${paper.stockId}?sort=ioType,asc`)).json()).toMatchObject({
      errorCode: 'INVALID_SORT',
    });
  });
});
