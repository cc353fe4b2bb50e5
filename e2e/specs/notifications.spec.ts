import { expect, test, type Page } from '@playwright/test';
import { apiOf, placeLeafletOrder, signIn, signInAsAdmin, unique } from './helpers';

const search = async (page: Page, keyword: string) => {
  await page.getByRole('textbox', { name: '검색어' }).fill(keyword);
  await page.getByRole('textbox', { name: '검색어' }).press('Enter');
};

test('opening a notification marks it read; the centre numbers its rows and shows the whole text', async ({
  page,
  browser,
}) => {
  // Staff take an order for 서울카페 (demo data): its customers hear that it was received.
  await signInAsAdmin(page);
  const order = await placeLeafletOrder(await apiOf(page), `알림 확인용 아주 긴 이름의 매장 전단 ${unique()}`, 700);

  const customer = await browser.newPage();
  await signIn(customer, 'seoul-cafe', 'demo1234');
  await expect(customer).toHaveURL(/\/customer\/main$/);
  await customer.goto('/my/notification');
  await search(customer, order.orderNumber);
  const row = customer.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row.getByRole('checkbox')).not.toBeChecked();
  // 번호 is the row's place in the list, not the message's id; the long text is whole, not cut off.
  await expect(row.getByRole('cell').first()).toHaveText('1');
  const link = row.getByRole('link', { name: new RegExp(order.orderNumber) });
  await expect(link).toContainText('접수되었습니다.');
  const linkBox = (await link.boundingBox())!;
  const cellBox = (await row.getByRole('cell').nth(2).boundingBox())!;
  expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(cellBox.x + cellBox.width + 1);

  // Opening it goes to the order and marks it read.
  await link.click();
  await expect(customer).not.toHaveURL(/notification/);
  await customer.goto('/my/notification');
  await search(customer, order.orderNumber);
  await expect(row.getByRole('checkbox')).toBeChecked();
  await customer.close();
});
