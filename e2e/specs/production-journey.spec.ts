import { expect, test, type Page } from '@playwright/test';
import { confirmSave, signInAsAdmin, unique } from './helpers';

/**
 * Issue 4's journey across modules: an item in a level-3 category, its barcode label, a purchase order found by
 * scanning that label and received into stock, a release by adjustment, both in the histories, and an inspection
 * marked complete.
 */

const pick = async (page: Page, combobox: string, option: string) => {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const csrfOf = async (page: Page) =>
  ((await (await page.request.post('/api/authentication/check_logged_in')).json()) as { data: { csrf: string } }).data
    .csrf;

test('item → barcode label → purchase order by barcode → receipt → release → histories → inspection complete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = unique().toUpperCase();
  const code = `JRN-${suffix}`;
  const name = `여정 스노우지 150g ${suffix}`;
  await signInAsAdmin(page);

  // 1. The item, in 용지 › 스노우지 › 150g.
  await page.goto('/admin/pr/item/new');
  await page.getByLabel('품목 코드').fill(code);
  await page.getByLabel('품목명').fill(name);
  const picker = page.getByRole('group', { name: '카테고리' });
  for (const [level, option] of [
    ['대분류', '용지'],
    ['중분류', '스노우지'],
    ['소분류', '150g'],
  ] as const) {
    await picker.getByRole('combobox', { name: level }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('combobox', { name: '단위' }).click();
  await page.getByRole('option', { name: '연', exact: true }).click();
  await page.getByLabel('단가').fill('61000');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(`${name} 품목이 등록되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pr\/item\/\d+$/);
  const itemId = Number(/\/item\/(\d+)$/.exec(page.url())![1]);

  // 2. Its label: a Code-128 barcode image in a print window.
  await page.context().addInitScript(() => {
    window.print = () => undefined;
  });
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: '바코드 출력' }).click();
  const popup = await popupPromise;
  const barcode = popup.getByRole('img', { name: `바코드 ${code}` });
  await expect(barcode).toBeVisible();
  expect(await barcode.locator('rect').count()).toBeGreaterThan(20);
  await popup.close();

  // 3. A purchase order: the item is found by scanning its label (a hand scanner types the code and Enter).
  await page.goto('/admin/wk/purchase_order/new');
  await pick(page, '매입처', '한솔페이퍼유통');
  await page.getByRole('button', { name: '바코드 스캔' }).click();
  const scanner = page.getByRole('dialog', { name: '바코드 스캔' });
  await scanner.getByLabel('바코드').pressSequentially(code);
  await scanner.getByLabel('바코드').press('Enter');
  await expect(scanner).toBeHidden();
  await expect(page.getByRole('combobox', { name: '품목' })).toHaveValue(new RegExp(name));
  await expect(page.getByRole('combobox', { name: '중분류' })).toHaveText('스노우지');
  await page.getByLabel('수량').fill('300');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(`${name} 발주가 등록되었습니다.`)).toBeVisible();

  // 4. Goods arrive: 입고 처리.
  await page.getByRole('button', { name: '입고 처리' }).click();
  await page.getByRole('dialog', { name: '입고 처리' }).getByRole('button', { name: '입고 처리' }).click();
  await expect(page.getByText('입고완료', { exact: true })).toBeVisible();

  // 5. The stock shows 300; release 120 by adjustment.
  const stockId = (
    (await (await page.request.get(`/api/item/${itemId}`)).json()) as { data: { stockId: number; amount: number } }
  ).data;
  expect(stockId.amount).toBe(300);
  await page.goto(`/admin/pr/stock/${stockId.stockId}`);
  const amount = page.getByTestId('stock-amount');
  await expect(amount).toHaveText('300');
  await page.getByRole('button', { name: '출고 조정', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '출고 조정' });
  await dialog.getByLabel('조정 수량').fill('120');
  await expect(dialog.getByLabel('조정 후 재고')).toHaveValue('180');
  await dialog.getByLabel('조정 사유').click();
  await page.getByRole('option', { name: '생산 투입', exact: true }).click();
  await dialog.getByRole('button', { name: '출고 처리', exact: true }).click();
  await page.getByRole('dialog', { name: '출고 조정 확인' }).getByRole('button', { name: '출고 처리' }).click();
  await expect(page.getByText('재고가 변경되었습니다.')).toBeVisible();
  await expect(amount).toHaveText('180');
  const history = page.getByRole('table', { name: '재고 변동 이력' });
  await expect(history.getByRole('row').filter({ hasText: '발주 입고' })).toContainText('300');
  await expect(history.getByRole('row').filter({ hasText: '조정 출고' })).toContainText('120');

  // 6. Both in the receiving and releasing histories.
  for (const [path, reason, qty] of [
    ['/admin/pr/receiving_history', '발주 입고', '300'],
    ['/admin/pr/releasing_history', '조정 출고', '120'],
  ] as const) {
    await page.goto(path);
    const search = page.getByRole('search');
    await search.getByLabel('검색어').fill(name);
    await search.getByRole('button', { name: '검색' }).click();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(qty);
    await expect(row).toContainText(reason);
  }

  // 7. An inspection of the item, marked complete from its detail page.
  const created = await page.request.post('/api/inspection', {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: {
      name: `입고 용지 검수 ${suffix}`,
      worker: '정시우',
      itemIds: [itemId],
      inspectionQuantity: 300,
      defectQuantity: 2,
      startDate: new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }),
      endDate: new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }),
    },
  });
  expect(created.status()).toBe(201);
  const inspectionId = ((await created.json()) as { data: { id: number } }).data.id;
  await page.goto(`/admin/wk/inspection/${inspectionId}`);
  await expect(page.getByText('검수중', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '검수 완료 처리' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '검수 완료 처리' }).click();
  await expect(page.getByText('검수완료', { exact: true })).toBeVisible();
});
