import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './helpers';

// 미수금 (issue 34): staff open the list, see a buyer's 미수 and aging, open its 거래처 원장 and download it as xlsx.
test('staff read 미수금, open a buyer’s 원장 and download it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/od/receivables');
  await expect(page.getByRole('heading', { name: '미수금' })).toBeVisible();
  const table = page.getByRole('table', { name: '미수금 목록' });
  await expect(table.getByRole('columnheader', { name: '90일 초과' })).toBeVisible();
  await expect(page.getByLabel('합계')).toContainText('미수');

  await page.getByLabel('미수 있는 곳만').click();
  await expect(page).toHaveURL(/outstandingOnly=true/);
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('원');
  await first.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('거래처 원장');
  await expect(dialog.getByRole('table', { name: '거래처 원장' })).toContainText('청구');
  await expect(dialog).toContainText('기말 잔액');

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: '엑셀 내려받기' }).click();
  expect((await download).suggestedFilename()).toMatch(/^거래처원장_.+\.xlsx$/);
});
