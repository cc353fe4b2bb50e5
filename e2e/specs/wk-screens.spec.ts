import { test } from '@playwright/test';
import { signIn } from './helpers';

for (const [name, width, height] of [
  ['desk', 1280, 800],
  ['phone', 390, 844],
] as const) {
  test(`screens ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'park.print', 'demo1234');
    await page.waitForURL(/\/admin\/main$/);
    await page.goto('/admin/wk/work_order');
    await page.getByText('카페 메뉴 전단').first().waitFor();
    await page.screenshot({ path: `/tmp/wk-${name}-receipt.png`, fullPage: true });
    await page.goto('/admin/wk/work_order?tab=department');
    await page.getByText('봄 신상품 카탈로그').first().waitFor();
    await page.screenshot({ path: `/tmp/wk-${name}-department.png`, fullPage: true });
    await page.getByRole('button', { name: '다음 팀 요청' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/wk-${name}-nextteam.png` });
    await page.keyboard.press('Escape');
    await page.goto('/admin/wk/work_order?tab=department&mine=false');
    await page.getByText('행사 안내 리플렛').first().click();
    await page.getByText('공정 이력').waitFor();
    await page.screenshot({ path: `/tmp/wk-${name}-detail.png`, fullPage: true });
    await page.goto('/admin/wk/delivery');
    await page.getByText('회사 소개 브로셔').first().waitFor();
    await page.screenshot({ path: `/tmp/wk-${name}-delivery.png`, fullPage: true });
    await page.getByRole('button', { name: '배송 시작' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/wk-${name}-start.png` });
    await page.keyboard.press('Escape');
    await page.goto('/admin/wk/delivery_complete_history');
    await page.getByText('연간 보고서').first().waitFor();
    await page.screenshot({ path: `/tmp/wk-${name}-history.png`, fullPage: true });
  });
}
