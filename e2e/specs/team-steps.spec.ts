import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiOf, placeLeafletOrder, signIn, signInAsAdmin, unique } from './helpers';

/*
 * Each team owns its step (issue 31), on the floor's phones: sales hand a received job to 인쇄팀 (they may not start
 * it, and the screen says why); the print team prints and passes the job to 후가공팀, whose buttons it never sees;
 * 후가공팀 finishes with "후가공팀 완료 · 출고 준비" and the job is ready in 배송 관리.
 * SHOTS_DIR set: the screens are saved there too (1280 and 390 px), for the change's note.
 */

const PASSWORD = 'staff-pass-2468';
const PHONE = { width: 390, height: 844 };
/** Three phones and a desk share the machine: a screen may take a while to arrive. */
const SLOW = { timeout: 30_000 };

/** An employee of a demo department (its permission group comes with the department), signed in on a phone. */
async function employeeOnPhone(browser: Browser, admin: Page, department: string, tag: string) {
  const api = await apiOf(admin);
  const teams = await api.get<{ id: number; name: string }[]>('/api/work_order/teams');
  const departmentId = teams.find((t) => t.name === department)!.id;
  const { data } = await (await admin.request.post('/api/authentication/check_logged_in')).json();
  const username = `team${tag}${departmentId}`;
  const created = await admin.request.post('/api/employee', {
    headers: { 'x-csrf-token': data.csrf as string },
    multipart: {
      username,
      password: PASSWORD,
      password2: PASSWORD,
      name: `${department.slice(0, 2)}직원${tag}`,
      departmentId: String(departmentId),
      positionId: '1',
      tel: '010-0000-0000',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await context.addCookies([{ name: 'notice', value: 'hidden', url: baseUrl() }]);
  await signIn(page, username, PASSWORD);
  return page;
}

const baseUrl = () => process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 8190}`;

/** Saves the screen at both widths when SHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? PHONE;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/T-${name}-${width}.png`, fullPage: width === 1280 });
  }
  await page.setViewportSize(size);
}

/** The job's card on the 부서별 (held) or 접수 tab, searched by its order number (the card is titled by product). */
async function jobCard(page: Page, tab: '접수' | '부서별', orderNumber: string, productName: string) {
  await page.goto(`/admin/wk/work_order${tab === '부서별' ? '?tab=department' : ''}`);
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true', SLOW);
  await page.getByLabel('검색어').fill(orderNumber);
  await page.getByLabel('검색어').press('Enter');
  return page.getByRole('listitem').filter({ hasText: productName });
}

const pressAndConfirm = async (page: Page, scope: ReturnType<Page['locator']>, label: string) => {
  await scope.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('dialog', { name: label }).getByRole('button', { name: label, exact: true }).click();
};

test('two teams on phones: each sees only its own step; printed, finished by 후가공팀, ready to ship', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = unique();
  await signInAsAdmin(page);
  const admin = await apiOf(page);
  const product = `팀 공정 전단 ${tag}`;
  const order = await placeLeafletOrder(admin, product, 500);
  const sales = await employeeOnPhone(browser, page, '영업부', tag);
  const printer = await employeeOnPhone(browser, page, '인쇄팀', tag);
  const finisher = await employeeOnPhone(browser, page, '후가공팀', tag);

  // 1. Sales on 접수: 작업 시작 disabled with the reason; 다음 팀 요청 hands the job to 인쇄팀.
  let card = await jobCard(sales, '접수', order.orderNumber, product);
  const start = card.getByRole('button', { name: '작업 시작', exact: true });
  await expect(start).toBeDisabled(SLOW);
  await expect(start).toHaveAccessibleDescription(/작업 관리 쓰기 권한이 있는 사람만/);
  await shoot(sales, 'sales-received-list');
  await card.getByRole('button', { name: '다음 팀 요청', exact: true }).click();
  const handOff = sales.getByRole('dialog', { name: '다음 팀 요청' });
  await handOff.getByRole('combobox', { name: '요청할 부서' }).click();
  await sales.getByRole('option', { name: '인쇄팀', exact: true }).click();
  await handOff.getByRole('button', { name: '요청', exact: true }).click();
  await expect(sales.getByText('다음 팀에 작업을 요청했습니다.')).toBeVisible(SLOW);

  // 2. 후가공팀 sees the job 인쇄팀 holds, without its buttons: only who has it.
  await finisher.goto(`/admin/wk/work_order/${order.workOrderId}`);
  await expect(finisher.getByText('인쇄팀 작업 대기', { exact: true })).toBeVisible(SLOW);
  await expect(finisher.getByRole('button', { name: '작업 시작' })).toHaveCount(0);

  // 3. 인쇄팀 starts on its phone, then prints and passes the job to 후가공팀.
  card = await jobCard(printer, '부서별', order.orderNumber, product);
  await pressAndConfirm(printer, card, '작업 시작');
  await expect(printer.getByText('작업을 시작했습니다.')).toBeVisible(SLOW);
  await shoot(printer, 'holder-list');
  await card.getByRole('button', { name: '인쇄 완료', exact: true }).click();
  const complete = printer.getByRole('dialog', { name: /인쇄 완료/ });
  await complete.getByRole('radio', { name: '후가공 팀으로 넘기기' }).check();
  await complete.getByRole('button', { name: '인쇄 완료', exact: true }).click();
  await expect(complete.getByText('넘길 팀을 선택해주세요.')).toBeVisible();
  await complete.getByRole('combobox', { name: '넘길 팀' }).click();
  await printer.getByRole('option', { name: '후가공팀', exact: true }).click();
  await complete.getByRole('button', { name: '인쇄 완료', exact: true }).click();
  await expect(printer.getByText('인쇄 작업이 완료되었습니다.')).toBeVisible(SLOW);

  // The print team's part is over: on the detail it sees who has the job now, and no buttons.
  await printer.goto(`/admin/wk/work_order/${order.workOrderId}`);
  await expect(printer.getByText('후가공팀 작업 대기', { exact: true })).toBeVisible(SLOW);
  await expect(printer.getByText('인쇄 완료 · 후가공팀 작업 대기')).toBeVisible();
  for (const label of ['작업 시작', '다음 팀 요청', '인쇄 완료', '후가공팀 완료 · 출고 준비'])
    await expect(printer.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await expect(printer.locator('main')).toContainText('인쇄 완료 → 후가공팀');
  await shoot(printer, 'other-team-detail');

  // 4. 후가공팀 starts its turn and finishes: the button names what it finishes.
  card = await jobCard(finisher, '부서별', order.orderNumber, product);
  await pressAndConfirm(finisher, card, '작업 시작');
  await expect(finisher.getByText('작업을 시작했습니다.')).toBeVisible(SLOW);
  await finisher.goto(`/admin/wk/work_order/${order.workOrderId}`);
  const finish = finisher.getByRole('button', { name: '후가공팀 완료 · 출고 준비' });
  await expect(finish).toBeVisible(SLOW);
  await expect(finisher.getByText('인쇄 완료 · 후가공팀 작업 중')).toBeVisible();
  await expect(finisher.getByRole('button', { name: '인쇄 완료', exact: true })).toHaveCount(0);
  await shoot(finisher, 'finishing-button');
  await pressAndConfirm(finisher, finisher.locator('main'), '후가공팀 완료 · 출고 준비');
  await expect(finisher.locator('main')).toContainText('후가공팀 작업 완료, 출고 준비', SLOW);

  // 5. 배송 관리 has the job, ready to ship.
  await page.goto('/admin/wk/delivery');
  await page.getByLabel('검색어').fill(order.orderNumber);
  await page.getByLabel('검색어').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: order.orderNumber })).toBeVisible(SLOW);

  await Promise.all([sales, printer, finisher].map((p) => p.context().close()));
});
