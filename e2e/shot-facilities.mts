import { chromium } from '@playwright/test';
const base = 'http://localhost:8396';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless'] });
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await ctx.addCookies([{ name: 'notice', value: 'hidden', url: base }]);
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('아이디').fill('admin');
  await page.getByLabel('비밀번호', { exact: true }).fill('admin-pass-2468');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(/admin\/main/);
  await page.goto(`${base}/admin/mc/facility_controller`);
  await page.getByText('JYCOM_PRO_01').first().waitFor();
  if (width === 1280) {
    await page.getByRole('button', { name: '시작', exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `/tmp/fac-start-${width}.png` });
    await page.getByRole('dialog').getByRole('button', { name: '시작', exact: true }).click();
    await page.waitForTimeout(1500);
  } else {
    await page.getByRole('button', { name: '시작', exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `/tmp/fac-start-${width}.png` });
    await page.getByRole('dialog').getByRole('button', { name: '취소', exact: true }).click();
  }
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/fac-controller-${width}.png`, fullPage: true });
  for (const name of ['facility_contact', 'facility_manager', 'facility_monitoring']) {
    await page.goto(`${base}/admin/mc/${name}`);
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `/tmp/fac-${name}-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: /이벤트/ }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/fac-events-${width}.png` });
  await ctx.close();
}
await browser.close();
