import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, unique } from './helpers';

/** A fresh item (and with it its stock record) through the API, in the first level-3 category there is. */
async function createItem(page: Page, itemCode: string, name: string) {
  const session = (await (await page.request.post('/api/authentication/check_logged_in')).json()).data as {
    csrf: string;
  };
  const categories = (await (await page.request.get('/api/item_category_list')).json()).data as {
    id: number;
    level: number;
  }[];
  const leaf = categories.find((c) => c.level === 3);
  expect(leaf, 'a level-3 category to put the item in').toBeDefined();
  const res = await page.request.post('/api/item', {
    headers: { 'x-csrf-token': session.csrf },
    data: { itemCode, name, itemCategoryId: leaf!.id, itemPrice: 48000, itemUnit: '연' },
  });
  expect(res.status()).toBe(201);
}

/** Opens the adjustment dialog, lets `fill` type into it, submits and answers the confirmation. */
async function adjust(
  page: Page,
  button: '입고 조정' | '출고 조정',
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await fill(dialog);
  const action = button === '입고 조정' ? '입고 처리' : '출고 처리';
  await dialog.getByRole('button', { name: action, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `${button} 확인` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: action, exact: true }).click();
  return dialog;
}

/** Picks the adjustment's reason (required). */
async function chooseReason(page: Page, dialog: ReturnType<Page['getByRole']>, reason: string) {
  await dialog.getByLabel('조정 사유').click();
  await page.getByRole('option', { name: reason, exact: true }).click();
}

test('admin receives stock by amount, releases by typing the resulting stock and finds both in every history; a release beyond the stock is refused', async ({
  page,
}) => {
  const suffix = unique().toUpperCase();
  const code = `STK-${suffix}`;
  const name = `재고시험 모조지 ${suffix}`;
  await signInAsAdmin(page);
  await createItem(page, code, name);

  // The new item's stock is in the list; search by item code and open it.
  await page.getByRole('link', { name: '재고 관리' }).first().click();
  await expect(page).toHaveURL(/\/admin\/pr\/stock$/);
  const search = page.getByRole('search');
  await search.getByLabel('검색 조건').click();
  await page.getByRole('option', { name: '품목 코드' }).click();
  await search.getByLabel('검색어').fill(code);
  await search.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/searchFilter=itemCode/);
  const row = page.getByRole('table', { name: '재고 목록' }).getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(name);
  await expect(row).toContainText('0연');
  await row.click();
  await expect(page).toHaveURL(/\/admin\/pr\/stock\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const amount = page.getByTestId('stock-amount');
  await expect(amount).toHaveText('0');

  // Receive 1,200 by amount: the resulting stock fills itself in.
  await adjust(page, '입고 조정', async (dialog) => {
    await dialog.getByLabel('조정 수량').fill('1200');
    await expect(dialog.getByLabel('조정 후 재고')).toHaveValue('1,200');
    await chooseReason(page, dialog, '실사 차이');
  });
  await expect(page.getByText('재고가 변경되었습니다.')).toBeVisible();
  await expect(amount).toHaveText('1,200');
  // One price: the item's 단가 (매입), and the stock valued at it.
  await expect(page.getByText('48,000원')).toBeVisible();
  await expect(page.getByTestId('stock-value')).toHaveText('57,600,000원');

  // Release by typing the resulting stock: 950 left means 250 go out. A result above the stock is refused first.
  await adjust(page, '출고 조정', async (dialog) => {
    await dialog.getByLabel('조정 후 재고').fill('1300');
    await dialog.getByRole('button', { name: '출고 처리', exact: true }).click();
    await expect(dialog.getByText('현재 재고(1,200)보다 작은 수를 입력해주세요.')).toBeVisible();
    await dialog.getByLabel('조정 후 재고').fill('950');
    await expect(dialog.getByLabel('조정 수량')).toHaveValue('250');
    await expect(dialog.getByRole('status', { name: '조정 미리보기' })).toContainText('−250');
    await chooseReason(page, dialog, '파지');
  });
  await expect(page.getByText('재고가 변경되었습니다.').first()).toBeVisible();
  await expect(amount).toHaveText('950');

  // Releasing more than there is: the server's shortage message comes as an alert and nothing changes.
  const refused = await adjust(page, '출고 조정', async (dialog) => {
    await dialog.getByLabel('조정 수량').fill('5000');
    await expect(dialog.getByText('현재 재고보다 많이 출고할 수 없습니다.')).toBeVisible();
    await chooseReason(page, dialog, '샘플');
  });
  const alert = page.getByRole('dialog', { name: '알림' });
  await expect(alert).not.toContainText('STOCK_SHORTAGE'); // the code is for support, behind 자세히
  await expect(alert).toContainText('재고가 부족합니다. 현재 재고 950연, 출고 요청 5,000연');
  await alert.getByRole('button', { name: '확인' }).click();
  await refused.getByRole('button', { name: '취소', exact: true }).click();
  await expect(refused).toBeHidden();
  await expect(amount).toHaveText('950');

  // The detail's history: newest first, with reason, amount, balance and who did it.
  const history = page.getByRole('table', { name: '재고 변동 이력' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('출고');
  await expect(rows.nth(1)).toContainText('조정 출고 · 파지');
  await expect(rows.nth(1)).toContainText('250');
  await expect(rows.nth(1)).toContainText('950');
  await expect(rows.nth(1)).toContainText('관리자');
  await expect(rows.nth(2)).toContainText('조정 입고 · 실사 차이');
  await expect(rows.nth(2)).toContainText('1,200');

  // 입고 내역 and 출고 내역, found by item name; a row leads back to the stock.
  await page.getByRole('link', { name: '입고 내역' }).first().click();
  await expect(page).toHaveURL(/\/admin\/pr\/receiving_history$/);
  await expect(page.getByRole('heading', { name: '입고 내역' })).toBeVisible();
  await expect(page.getByRole('group', { name: '시작일' })).toBeVisible();
  await page.getByRole('search').getByLabel('검색어').fill(name);
  await page.getByRole('search').getByRole('button', { name: '검색' }).click();
  const received = page.getByRole('table', { name: '입고 내역 목록' }).getByRole('row');
  await expect(received).toHaveCount(2);
  await expect(received.nth(1)).toContainText('1,200');
  await expect(received.nth(1)).toContainText('조정 입고');

  await page.getByRole('link', { name: '출고 내역' }).first().click();
  await expect(page).toHaveURL(/\/admin\/pr\/releasing_history$/);
  // Both history pages share one layout: wait for this one's table before typing into its search bar.
  await expect(page.getByRole('table', { name: '출고 내역 목록' })).toBeVisible();
  await page.getByRole('search').getByLabel('검색어').fill(name);
  await page.getByRole('search').getByRole('button', { name: '검색' }).click();
  const released = page.getByRole('table', { name: '출고 내역 목록' }).getByRole('row');
  await expect(released).toHaveCount(2);
  await expect(released.nth(1)).toContainText('250');
  await expect(released.nth(1)).toContainText('조정 출고 · 파지');
  await released.nth(1).click();
  await expect(page).toHaveURL(/\/admin\/pr\/stock\/\d+$/);
  await expect(page.getByTestId('stock-amount')).toHaveText('950');
});
