import { expect, test } from '@playwright/test';
import { apiOf, placeLeafletOrder, signInAsAdmin, unique } from './helpers';

// 원가 분석 (issue 34): an outsourcing invoice entered on a completed order moves its margin below zero, and the
// order appears in the month's 손실 list.
test('an outsourcing invoice on a completed order turns its margin into a loss listed under 손실만', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const api = await apiOf(page);
  const order = await placeLeafletOrder(api, `원가 전단 ${unique()}`, 500);
  const { workOrderId } = await api.get<{ workOrderId: number }>(`/api/admin/wk/order/${order.id}`);
  await api.send('post', `/api/work_order/work_start/${workOrderId}`);
  await api.send('post', `/api/work_order/printing/complete/${workOrderId}`);

  await page.goto(`/admin/od/order/${order.id}`);
  const card = page.getByRole('region', { name: '원가' });
  await expect(card).toContainText('완료', { timeout: 30_000 });
  await expect(card).toContainText('외주 청구 0건');
  await card.getByRole('button', { name: '외주 청구 입력' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('외주 청구 입력');
  await dialog.getByRole('button', { name: '청구 기록' }).click();
  await expect(dialog.getByText('내용을 입력해주세요.')).toBeVisible();
  await dialog.getByRole('combobox', { name: /외주처/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel(/내용/).fill('표지 코팅 외주');
  await dialog.getByLabel(/금액/).fill('5,000,000');
  await dialog.getByRole('button', { name: '청구 기록' }).click();
  await expect(page.getByText('외주 청구 5,000,000원을 기록했습니다.')).toBeVisible();
  await expect(card).toContainText('외주 청구 1건');
  await expect(card.getByLabel('원가 합계')).toContainText(/손익 -[\d,]+원/);

  await card.getByRole('button', { name: '원가 상세' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('table', { name: '견적 대비 실제 원가' })).toContainText('실측');
  await expect(detail.getByRole('table', { name: '외주 청구' })).toContainText('표지 코팅 외주');
  await page.keyboard.press('Escape');

  await page.goto('/admin/od/job-costing');
  await expect(page.getByRole('heading', { name: '원가 분석' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('손실만').click();
  await expect(page).toHaveURL(/lossOnly=true/);
  const table = page.getByRole('table', { name: '원가 분석 목록' });
  const row = table.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toContainText(/-[\d,]+원/);
  await row.click();
  await expect(page.getByRole('dialog')).toContainText(`원가 상세 · ${order.orderNumber}`);
});
