import { expect, test } from '@playwright/test';
import { apiOf, placeLeafletOrder, signInAsAdmin, unique } from './helpers';

/**
 * A manager's morning: which orders are late? The demo's '가을 신메뉴 전단' was received 12 days before the demo
 * database was made and was due 10 days later, still in 접수: it is overdue. An order placed now without a due
 * date is not.
 */
const LATE_DEMO_ORDER = '가을 신메뉴 전단';

test('a manager picks 납기 지남 and 올해 on the order list, finds the overdue order and opens it', async ({ page }) => {
  await signInAsAdmin(page);
  const api = await apiOf(page);
  const fresh = `제때 전단 ${unique()}`;
  await placeLeafletOrder(api, fresh, 500);

  await page.goto('/admin/od/order');
  const table = page.getByRole('table', { name: '인쇄 주문 목록' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

  const overdue = page.getByRole('checkbox', { name: '납기 지남' });
  await overdue.click();
  await expect(page).toHaveURL(/overdue=true/);
  await expect(overdue).toBeChecked();
  await page.getByRole('combobox', { name: '기간', exact: true }).click();
  await page.getByRole('option', { name: '올해' }).click();
  const thisYear = new Date().getFullYear();
  await expect(page).toHaveURL(new RegExp(`startDate=${thisYear}-01-01`));
  await expect(page.getByRole('combobox', { name: '기간', exact: true })).toHaveText('올해');

  const late = table.getByRole('row').filter({ hasText: LATE_DEMO_ORDER });
  // Received 12 days before the seed: in the first days of January that is last year, which 올해 leaves out.
  const seoulToday = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Seoul' }));
  if (seoulToday.getMonth() === 0 && seoulToday.getDate() <= 12) {
    await expect(late).toHaveCount(0);
    await page.getByRole('combobox', { name: '기간', exact: true }).click();
    await page.getByRole('option', { name: '1년' }).click();
  }
  await expect(late).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: fresh })).toHaveCount(0);

  // 상태 narrows further and the URL keeps both: 접수 still holds the late order, 완료 does not.
  await page.getByRole('combobox', { name: '상태' }).click();
  await page.getByRole('option', { name: '완료' }).click();
  await expect(page).toHaveURL(/status=COMPLETE/);
  await expect(late).toHaveCount(0);
  await page.getByRole('combobox', { name: '상태' }).click();
  await page.getByRole('option', { name: '접수' }).click();
  await expect(page).toHaveURL(/status=RECEIPT/);
  await expect(late).toBeVisible();

  await late.click();
  await expect(page).toHaveURL(/\/admin\/od\/order\/\d+$/);
  await expect(page.getByLabel('주문상품명')).toHaveValue(LATE_DEMO_ORDER);

  // 목록 comes back to the same filters.
  await page.goBack();
  await expect(page).toHaveURL(/overdue=true/);
  await expect(overdue).toBeChecked();
  await expect(late).toBeVisible();

  // Without 납기 지남 the order placed today is there.
  await overdue.click();
  await expect(page).not.toHaveURL(/overdue=/);
  await page.getByRole('combobox', { name: '상태' }).click();
  await page.getByRole('option', { name: '전체' }).click();
  await expect(table.getByRole('row').filter({ hasText: fresh })).toBeVisible();
});

test('typing a date into the list’s date filter searches once, when the date is whole', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/od/order');
  await expect(page.getByRole('table', { name: '인쇄 주문 목록' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 30_000,
  });
  const listCalls: string[] = [];
  const failures: number[] = [];
  page.on('response', (res) => {
    if (!/\/api\/admin\/wk\/order\?/.test(res.url())) return;
    listCalls.push(res.url());
    if (res.status() >= 400) failures.push(res.status());
  });
  await page.getByRole('group', { name: '시작일' }).getByRole('spinbutton', { name: '년' }).click();
  // Year first, digit by digit: 2, 20, 202 are half-typed years and must not search; nor may each digit after.
  await page.keyboard.type('20250301');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/startDate=2025-03-01/);
  await page.waitForTimeout(1000);
  // Never a 400 for a half-typed year, never a search per keystroke (eight of them): only whole days of 2025 were
  // asked for (a long pause between the month and the day may search the whole date standing then), the last
  // one the date typed.
  expect(failures).toEqual([]);
  const asked = listCalls.map((u) => new URL(u).searchParams.get('startDate'));
  expect(asked.length).toBeLessThan(3);
  for (const day of asked) expect(day).toMatch(/^2025-03-\d\d$/);
  expect(asked.at(-1)).toBe('2025-03-01');
});
