import { expect, test, type Page } from '@playwright/test';
import { signIn, signInAsAdmin } from './helpers';

const read = async <T>(page: Page, path: string): Promise<T> =>
  ((await (await page.request.get(`/api/admin/main/${path}`)).json()) as { data: T }).data;
const won = (n: number) => n.toLocaleString('ko-KR');

test('the dashboard shows the statistics of the seeded data and a KPI card opens its records', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/main');
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();

  // The month cards show what the API counts, with thousands separators.
  const order = await read<{ thisMonthOrder: number }>(page, 'order');
  expect(order.thisMonthOrder, 'the demo seed places orders this month').toBeGreaterThan(0);
  await expect(page.getByLabel('이번 달 주문 이번 달')).toHaveText(`${won(order.thisMonthOrder)}건`);

  // Recent orders: the newest first; a row opens its order.
  const recent = await read<{ id: number; orderNumber: string; workType: string }[]>(page, 'recent_item');
  const table = page.getByRole('table', { name: '최근 주문' });
  await expect(table.getByRole('row').nth(1)).toContainText(recent[0]!.orderNumber);

  // The daily view and the four indicators with their two rates.
  await expect(page.getByRole('heading', { name: '오늘의 현황' })).toBeVisible();
  const kpis = page.getByRole('region', { name: '핵심 지표' });
  for (const title of ['시간당 생산량', '완제품 불량률', '재고 비용 절감', '납기 단축'])
    await expect(kpis.getByRole('region', { name: title })).toBeVisible();

  // The help popover explains the numbers.
  await page.getByRole('button', { name: '완제품 불량률 도움말' }).click();
  await expect(page.getByText(/목표 달성률 = \(이번 달 값 − 기준값\)/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Inventory cost: the card's total, and its records valued line by line.
  const cost = await read<{ totalInventoryCost: number }>(page, 'inventory_cost');
  const card = kpis.getByRole('region', { name: '재고 비용 절감' });
  await expect(card).toContainText(`총 재고 금액 ${won(cost.totalInventoryCost)} 원`);
  await card.getByRole('button', { name: '근거 자료 보기' }).click();
  const dialog = page.getByRole('dialog', { name: '재고 비용 — 품목별 재고 금액' });
  await expect(dialog).toBeVisible();
  const lines = await read<{ content: { itemName: string; value: number }[] }>(page, 'drill/inventory');
  await expect(dialog.getByRole('row').nth(1)).toContainText(lines.content[0]!.itemName);
  await expect(dialog.getByRole('row').nth(1)).toContainText(`${won(lines.content[0]!.value)}원`);
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();

  await table.getByRole('row').nth(1).click();
  const first = recent[0]!;
  await expect(page).toHaveURL(
    first.workType === 'SHOPBAG' ? `/admin/od/shopbag_order/${first.id}` : `/admin/od/order/${first.id}`,
  );
});

test('only admins see the KPI settings, and a target saved there reaches the card', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/main');
  await page.getByRole('link', { name: 'KPI 설정' }).click();
  await expect(page).toHaveURL('/admin/main/kpi_setting');
  const row = page.getByRole('region', { name: '시간당 생산량 설정' });
  await row.getByLabel('목표값').fill('1,000');
  await row.getByRole('button', { name: '저장' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('시간당 생산량 KPI 설정이 저장되었습니다.')).toBeVisible();
  await page.goto('/admin/main');
  await page.getByRole('button', { name: '시간당 생산량 도움말' }).click();
  await expect(page.getByRole('presentation').getByText('1,000 개/시간')).toBeVisible();
});

test('an employee who is not an admin sees no KPI settings and cannot open them', async ({ page }) => {
  await signIn(page, 'kim.sales', 'demo1234');
  await expect(page).toHaveURL(/\/admin\/main$/);
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'KPI 설정' })).toHaveCount(0);
  await page.goto('/admin/main/kpi_setting');
  await expect(page).toHaveURL(/error_403/);
});
