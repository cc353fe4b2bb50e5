import { describe, expect, it } from 'vitest';
import { engine, seedCategoryPath, seedItem, signUpAndLogin, employeeWithoutGroups, grantAuthority } from './harness';
import { stockTestApp } from './stock-fixture';

const { ctx, call, amountOf, historyOf } = await stockTestApp();
const S = '/api/stocks';

const receive = (adjustAmount: unknown, unitPrice?: string) => ({
  ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING',
  adjustAmount,
  reason: 'STOCKTAKE',
  ...(unitPrice !== undefined ? { unitPrice } : {}),
});
const release = (adjustAmount: unknown) => ({ ioType: 'AMOUNT_ADJUSTING_AS_RELEASING', adjustAmount, reason: 'WASTE' });

describe(`stock detail and list (${engine})`, () => {
  it('reads one stock with its item, category path and last adjustment', async () => {
    const [, , leaf] = await seedCategoryPath(ctx, ['용지', '아트지', '150g']);
    const item = await seedItem(ctx, { itemCode: 'ART150-46T', name: '아트지 150g 4×6전지', categoryId: leaf });
    const fresh = await call('GET', `${S}/${item.stockId}`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toEqual({
      id: item.stockId,
      itemId: item.id,
      itemCategoryName: '용지 > 아트지 > 150g',
      itemCode: 'ART150-46T',
      name: '아트지 150g 4×6전지',
      itemUnit: '',
      isUsed: true,
      amount: 0,
      lot: '',
      itemPrice: 100,
      unitPrice: '',
      remark: '',
      adjustedDate: null,
    });
    await call('PATCH', `${S}/${item.stockId}`, receive(5, '4,800'));
    const after = (await call('GET', `${S}/${item.stockId}`)).json().data;
    expect(after).toMatchObject({ amount: 5, unitPrice: '4,800' });
    expect(Date.now() - Date.parse(after.adjustedDate)).toBeLessThan(60_000);
  });

  it('answers 404 with a Korean message for a stock that does not exist, 400 for a bad id', async () => {
    for (const url of [`${S}/999999`, `${S}/history/999999`]) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '재고를 찾을 수 없습니다.' });
    }
    expect((await call('PATCH', `${S}/999999`, receive(1))).statusCode).toBe(404);
    expect((await call('GET', `${S}/abc`)).statusCode).toBe(400);
  });

  it('pages, sorts and searches by all, itemCategoryName, itemCode and name', async () => {
    const [, , ink] = await seedCategoryPath(ctx, ['잉크류', '옵셋잉크', '먹색']);
    const [, , foil] = await seedCategoryPath(ctx, ['후가공자재', '박', '금박']);
    const a = await seedItem(ctx, { itemCode: 'LSTK-INK-1', name: '리스트 먹 잉크', categoryId: ink, amount: 30 });
    const b = await seedItem(ctx, { itemCode: 'LSTK-FOIL-1', name: '리스트 금박 롤', categoryId: foil, amount: 7 });
    const c = await seedItem(ctx, { itemCode: 'LSTK-FOIL-2', name: '리스트 은박 롤', categoryId: foil, amount: 12 });

    const search = async (filter: string, keyword: string, sort = '') =>
      (
        await call(
          'GET',
          `${S}?searchFilter=${filter}&searchKeyword=${encodeURIComponent(keyword)}${sort ? `&sort=${sort}` : ''}`,
        )
      ).json().data.content as { id: number; name: string; amount: number }[];
    expect((await search('itemCategoryName', '후가공자재 > 박')).map((s) => s.id).sort()).toEqual(
      [b.stockId, c.stockId].sort(),
    );
    expect((await search('itemCategoryName', '옵셋')).map((s) => s.id)).toEqual([a.stockId]);
    expect((await search('itemCode', 'lstk-foil-2')).map((s) => s.id)).toEqual([c.stockId]);
    expect((await search('name', '금박 롤')).map((s) => s.id)).toEqual([b.stockId]);
    expect((await search('all', '먹색')).map((s) => s.id)).toEqual([a.stockId]);
    expect((await search('all', 'LSTK', 'amount,asc')).map((s) => s.amount)).toEqual([7, 12, 30]);
    expect((await search('all', 'LSTK', 'amount,desc')).map((s) => s.amount)).toEqual([30, 12, 7]);
    expect((await search('all', '리스트', 'itemCode,asc')).map((s) => s.id)).toEqual([b.stockId, c.stockId, a.stockId]);

    const page = (await call('GET', `${S}?page=1&size=2&searchFilter=all&searchKeyword=LSTK&sort=name,asc`)).json()
      .data;
    expect(page.pageable).toEqual({ number: 1, size: 2, totalElements: 3, totalPages: 2, totalExact: true });
    expect(page.content.map((s: { name: string }) => s.name)).toEqual(['리스트 은박 롤']);
    expect(page.content[0]).toMatchObject({ itemCategoryName: '후가공자재 > 박 > 금박', itemCode: 'LSTK-FOIL-2' });
  });

  it('refuses sort and search fields outside the whitelist', async () => {
    expect((await call('GET', `${S}?sort=remark,asc`)).json()).toMatchObject({ errorCode: 'INVALID_SORT' });
    expect((await call('GET', `${S}?searchFilter=remark&searchKeyword=x`)).json()).toMatchObject({
      errorCode: 'INVALID_SEARCH_FILTER',
    });
  });
});

describe(`stock adjustment (${engine})`, () => {
  it('receives: the amount goes up and one INPUT history row records who, how much and the balance', async () => {
    const item = await seedItem(ctx, { amount: 10 });
    const res = await call('PATCH', `${S}/${item.stockId}`, receive('1,200', '3500'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: '재고가 변경되었습니다.', data: { id: item.stockId, amount: 1210 } });
    expect(await amountOf(item.stockId)).toBe(1210);
    const rows = await historyOf(item.stockId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      amount: 1200,
      balance: 1210,
      ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING',
      inputOutput: 'INPUT',
      unitPrice: '3500',
      employeeId: expect.any(Number),
    });
  });

  it('releases: the amount goes down and one OUTPUT history row is written', async () => {
    const item = await seedItem(ctx, { amount: 50 });
    const res = await call('PATCH', `${S}/${item.stockId}`, release(50));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.amount).toBe(0);
    expect(await amountOf(item.stockId)).toBe(0);
    expect((await historyOf(item.stockId)).at(-1)).toMatchObject({
      amount: 50,
      balance: 0,
      ioType: 'AMOUNT_ADJUSTING_AS_RELEASING',
      inputOutput: 'OUTPUT',
      unitPrice: '',
    });
  });

  it('refuses a release below zero with the Korean shortage message and changes nothing', async () => {
    const item = await seedItem(ctx, { amount: 5 });
    const res = await call('PATCH', `${S}/${item.stockId}`, release(6));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorCode: 'STOCK_SHORTAGE',
      errorMessage: '재고가 부족합니다. 현재 재고 5, 출고 요청 6',
      isAlert: true,
      isSnackbar: false,
    });
    expect(await amountOf(item.stockId)).toBe(5);
    expect(await historyOf(item.stockId)).toHaveLength(1);
  });

  it('answers each bad body with its field message and changes nothing', async () => {
    const item = await seedItem(ctx, { amount: 100 });
    const expectField = async (body: object | string, field: string, message: string) => {
      const res = await call('PATCH', `${S}/${item.stockId}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: { isError: true, defaultMessage: message } });
    };
    await expectField(receive(0), 'adjustAmount', '1 이상 입력해주세요.');
    await expectField(receive(-3), 'adjustAmount', '1 이상 입력해주세요.');
    await expectField(receive(100_000_000), 'adjustAmount', '99,999,999 이하로 입력해주세요.');
    await expectField(receive('abc'), 'adjustAmount', '숫자만 입력해주세요.');
    await expectField(receive(1.5), 'adjustAmount', '정수로 입력해주세요.');
    await expectField(receive('1.5'), 'adjustAmount', '정수로 입력해주세요.');
    await expectField(receive(''), 'adjustAmount', '조정 수량을 입력해주세요.');
    await expectField(
      { ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING', reason: 'WASTE' },
      'adjustAmount',
      '조정 수량을 입력해주세요.',
    );
    await expectField(receive(1, '1'.repeat(16)), 'unitPrice', '15자 이내로 입력해주세요.');
    await expectField(
      { ...receive(1), ioType: 'PURCHASE_ORDER_RECEIVING' },
      'ioType',
      '입고 또는 출고를 선택해주세요.',
    );
    await expectField({ adjustAmount: 1, reason: 'WASTE' }, 'ioType', '입고 또는 출고를 선택해주세요.');
    await expectField({ ...receive(1), amount: 5 }, 'amount', '허용되지 않는 항목입니다.');
    expect(await amountOf(item.stockId)).toBe(100);
    expect(await historyOf(item.stockId)).toHaveLength(1);

    // The bounds themselves are accepted; the unit price may be exactly 15 characters.
    expect((await call('PATCH', `${S}/${item.stockId}`, receive(99_999_999, '1'.repeat(15)))).statusCode).toBe(200);
    expect((await call('PATCH', `${S}/${item.stockId}`, release(1))).statusCode).toBe(200);
    expect(await amountOf(item.stockId)).toBe(100 + 99_999_999 - 1);
  });

  it('keeps the last unit price on the stock when an adjustment gives none', async () => {
    const item = await seedItem(ctx);
    await call('PATCH', `${S}/${item.stockId}`, receive(3, '1200'));
    await call('PATCH', `${S}/${item.stockId}`, receive(2));
    expect((await call('GET', `${S}/${item.stockId}`)).json().data).toMatchObject({ amount: 5, unitPrice: '1200' });
  });
});

describe('stock delete', () => {
  it('is refused with 409: a stock record goes only with its item', async () => {
    const item = await seedItem(ctx, { amount: 4 });
    const res = await call('DELETE', `${S}/${item.stockId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorCode: 'STOCK_DELETE_REFUSED',
      errorMessage:
        '재고는 품목과 함께 관리되므로 따로 삭제할 수 없습니다. 품목 관리에서 품목을 삭제하거나 사용 안 함으로 바꿔주세요.',
      isAlert: true,
      isSnackbar: false,
    });
    expect(await amountOf(item.stockId)).toBe(4);
    expect(await historyOf(item.stockId)).toHaveLength(1);
    expect((await call('DELETE', `${S}/999999`)).statusCode).toBe(404);
  });
});

describe('stock permissions', () => {
  it('needs PROCESS_READ to look and PROCESS_WRITE to adjust', async () => {
    const item = await seedItem(ctx, { amount: 10 });
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'no.process');
    const reads = [
      S,
      `${S}/${item.stockId}`,
      `${S}/history/${item.stockId}`,
      '/api/admin/pr/receiving_history',
      '/api/admin/pr/releasing_history',
    ];
    for (const url of reads) expect((await call('GET', url, undefined, agent)).statusCode).toBe(403);
    expect((await call('PATCH', `${S}/${item.stockId}`, receive(1), agent)).statusCode).toBe(403);

    await grantAuthority(ctx, employeeId, 'PROCESS_READ');
    for (const url of reads) expect((await call('GET', url, undefined, agent)).statusCode).toBe(200);
    expect((await call('PATCH', `${S}/${item.stockId}`, receive(1), agent)).statusCode).toBe(403);
    expect((await call('DELETE', `${S}/${item.stockId}`, undefined, agent)).statusCode).toBe(403);
    expect(await amountOf(item.stockId)).toBe(10);

    await grantAuthority(ctx, employeeId, 'PROCESS_WRITE');
    const res = await call('PATCH', `${S}/${item.stockId}`, release(4), agent);
    expect(res.statusCode).toBe(200);
    expect(await amountOf(item.stockId)).toBe(6);
    // The history names the employee who made the change.
    expect((await historyOf(item.stockId)).at(-1)!.employeeId).toBe(employeeId);
    const history = (await call('GET', `${S}/history/${item.stockId}`, undefined, agent)).json().data.content;
    expect(history[0]).toMatchObject({ employeeName: 'no.process', amount: 4, inputOutput: 'OUTPUT' });
  });

  it('customers get 403 everywhere, anonymous callers 401', async () => {
    const item = await seedItem(ctx, { amount: 10 });
    const customer = await signUpAndLogin(ctx.app, 'stock.customer');
    for (const url of [S, `${S}/${item.stockId}`, `${S}/history/${item.stockId}`, '/api/admin/pr/receiving_history'])
      expect((await call('GET', url, undefined, customer)).statusCode).toBe(403);
    expect((await call('PATCH', `${S}/${item.stockId}`, receive(1), customer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: S })).statusCode).toBe(401);
    expect(await amountOf(item.stockId)).toBe(10);
  });
});
