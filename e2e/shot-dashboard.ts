import { chromium } from '@playwright/test';

const base = 'http://localhost:8397';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless'] });
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await ctx.addCookies([{ name: 'notice', value: 'hidden', url: base }]);
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('아이디').fill('admin');
  await page.getByLabel('비밀번호', { exact: true }).fill('admin-pass-2468');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(/admin\/main$/);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/dash-main-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: '완제품 불량률 도움말' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/dash-help-${width}.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('region', { name: '재고 비용 절감' }).getByRole('button', { name: '근거 자료 보기' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/dash-drill-${width}.png` });
  await page.getByRole('button', { name: '닫기' }).click();
  await page.goto(`${base}/admin/main/kpi_setting`);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/dash-settings-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
