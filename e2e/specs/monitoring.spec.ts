import { expect, test, type Page } from '@playwright/test';
import { apiOf, placeLeafletOrder, signInAsAdmin, unique } from './helpers';

/**
 * Issue 14's monitoring lists: today's orders, completed work, deliveries and inspections. Each screen is left
 * open while the record changes through the API; the row appears (or its chip changes) without a reload, because
 * the list re-reads itself every 3 seconds.
 */

const todayInSeoul = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

const rowWith = (page: Page, text: string) => page.getByRole('table').getByRole('row').filter({ hasText: text });

test('the four today lists follow an order from receipt to delivery, and an inspection to its completion', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = unique();
  const product = `모니터 전단 ${suffix}`;
  await signInAsAdmin(page);
  const api = await apiOf(page);

  // 오늘의 주문: open, then an order is placed elsewhere; its row arrives by itself.
  await page.getByRole('link', { name: '오늘의 주문', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/mn\/order$/);
  await expect(page.getByRole('heading', { name: '오늘의 주문' })).toBeVisible();
  await expect(page.getByText(`${todayInSeoul()} 기준 · 3초마다 자동 갱신`)).toBeVisible();
  await expect(rowWith(page, product)).toHaveCount(0);
  const order = await placeLeafletOrder(api, product, 1200);
  const orderRow = rowWith(page, product);
  await expect(orderRow).toBeVisible();
  await expect(orderRow).toContainText(order.orderNumber);
  await expect(orderRow).toContainText('서울카페');
  await expect(orderRow).toContainText('접수');

  // 오늘의 작업: printing completes while the screen is open.
  await page.goto('/admin/mn/work');
  await expect(page.getByRole('heading', { name: '오늘의 작업' })).toBeVisible();
  await expect(rowWith(page, product)).toHaveCount(0);
  const workOrderId = (await api.get<{ workOrderId: number }>(`/api/admin/wk/order/${order.id}`)).workOrderId;
  await api.send('post', `/api/work_order/work_start/${workOrderId}`);
  await api.send('post', `/api/work_order/printing/complete/${workOrderId}`);
  const workRow = rowWith(page, product);
  await expect(workRow).toBeVisible();
  await expect(workRow).toContainText('배송준비');

  // 오늘의 출고: the shipment is handed to the carrier and delivered.
  await page.goto('/admin/mn/releasing');
  await expect(page.getByRole('heading', { name: '오늘의 출고' })).toBeVisible();
  const job = await api.get<{ delivery: { id: number } }>(`/api/work_order/${workOrderId}`);
  await api.send('patch', `/api/admin/wk/delivery/start/${job.delivery.id}`, {
    deliveryCompanyCode: '04',
    invoice: `6${suffix.replace(/\D/g, '').padEnd(9, '0')}`,
  });
  await expect(rowWith(page, product)).toHaveCount(0);
  await api.send('patch', `/api/admin/wk/delivery/complete/${job.delivery.id}`);
  const releasedRow = rowWith(page, product);
  await expect(releasedRow).toBeVisible();
  await expect(releasedRow).toContainText('CJ대한통운');
  // The row opens the job it shipped.
  await releasedRow.click();
  await expect(page).toHaveURL(new RegExp(`/admin/wk/work_order/${workOrderId}$`));

  // 오늘의 검수: an inspection ending today shows 검수중, then 검수완료 once completed elsewhere.
  await page.goto('/admin/mn/inspection');
  await expect(page.getByRole('heading', { name: '오늘의 검수' })).toBeVisible();
  const items = await api.get<{ content: { id: number }[] }>('/api/item?size=1');
  const name = `모니터 검수 ${suffix}`;
  const inspection = await api.send<{ id: number }>('post', '/api/inspection', {
    name,
    worker: '정시우',
    itemIds: [items.content[0]!.id],
    inspectionQuantity: 300,
    defectQuantity: 2,
    startDate: todayInSeoul(),
    endDate: todayInSeoul(),
  });
  const inspectionRow = rowWith(page, name);
  await expect(inspectionRow).toContainText('검수중');
  await api.send('patch', `/api/inspection/complete/${inspection.id}`, { complete: true });
  await expect(inspectionRow).toContainText('검수완료');

  // On a phone the list is cards; a card opens the inspection.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('button').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('검수완료');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/admin/wk/inspection/${inspection.id}$`));
});

test('a screen left in a hidden tab asks nothing until it is shown again', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/mn/order');
  await expect(page.getByRole('heading', { name: '오늘의 주문' })).toBeVisible();
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/mn/order')) reads.push(r.url());
  });
  // The browser says the tab is hidden: no read in 7 seconds (two refresh periods).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(7_000);
  expect(reads).toEqual([]);
  // Shown again: read at once, then every 3 seconds.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => reads.length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
});
