import { expect, test, type Page } from '@playwright/test';
import { apiOf, placeLeafletOrder, seoulWallClock, signIn, signInAsAdmin, unique } from './helpers';

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

interface OeeRow {
  facilityName: string;
  availability: number | null;
  performance: number | null;
  quality: number | null;
  oee: number | null;
}
const percent = (v: number | null) =>
  v === null ? '–' : `${v.toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%`;
const shopMonth = (shift = 0) => {
  const [y, m] = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }).split('-').map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + shift, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const monthText = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5))}월`;

test("the production records come with each machine's OEE; the month picker goes back, not past this month", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const api = await apiOf(page);
  // Two new machines: one runs a few seconds and is stopped (its figures then stand still), one never runs.
  const suffix = unique().toUpperCase();
  const addMachine = (code: string, name: string) =>
    api.send<{ id: number }>('post', '/api/facility/contact', {
      facilityCode: code,
      facilityName: name,
      ipAddress: '',
    });
  const ran = `OEE 가동 ${suffix}`;
  const idle = `OEE 대기 ${suffix}`;
  const machine = await addMachine(`OEE_RUN_${suffix}`, ran);
  await addMachine(`OEE_IDLE_${suffix}`, idle);
  await api.send('put', '/api/facility_controller', {
    id: machine.id,
    began: seoulWallClock(),
    duration: 45,
    totalLayer: 400,
  });
  const oeeOf = async (month = shopMonth()) =>
    (await api.get<{ machines: OeeRow[] }>(`/api/admin/main/drill/oee?month=${month}`)).machines;
  // The simulator counts a running machine every 3 s.
  await expect
    .poll(async () => (await oeeOf()).find((m) => m.facilityName === ran)?.performance ?? null, { timeout: 20_000 })
    .not.toBeNull();
  await api.send('patch', `/api/facility_controller/stop/${machine.id}`);
  // A simulator pass that began before the stop may still land its reading: let it.
  await page.waitForTimeout(3_500);
  const figures = (await oeeOf()).find((m) => m.facilityName === ran)!;
  expect(figures.availability, 'a few seconds of a 45-minute plan').toBeLessThan(5);

  await page.goto('/admin/main');
  await page.getByRole('region', { name: '시간당 생산량' }).getByRole('button', { name: '근거 자료 보기' }).click();
  const dialog = page.getByRole('dialog', { name: '시간당 생산량 — 인쇄 완료된 작업' });
  const oee = dialog.getByRole('table', { name: '설비별 종합 효율(OEE)' });
  const ranRow = oee.getByRole('row').filter({ hasText: ran });
  for (const factor of [figures.availability, figures.performance, figures.quality])
    await expect(ranRow).toContainText(percent(factor));
  await expect(ranRow).toContainText(`OEE ${percent(figures.oee)}`);
  const idleCells = oee.getByRole('row').filter({ hasText: idle }).getByRole('cell');
  for (const column of [1, 2, 3]) await expect(idleCells.nth(column)).toHaveText('–');
  await expect(idleCells.nth(4)).toHaveText('OEE –');

  // The help says where each factor comes from.
  await dialog.getByRole('button', { name: '설비별 종합 효율(OEE) 도움말' }).click();
  await expect(page.getByText(/가동률 = 실제 가동 시간 ÷ 계획 시간/)).toBeVisible();
  await expect(page.getByText(/완료된 검수 전체\(공장 전체 값\)/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The month picker: nothing after this month; the previous month by keyboard, the records and OEE follow it.
  await expect(dialog.getByRole('button', { name: '다음 달' })).toBeDisabled();
  const last = shopMonth(-1);
  const asked = page.waitForResponse((r) => r.url().includes(`/drill/oee?month=${last}`));
  await dialog.getByRole('button', { name: '이전 달' }).focus();
  await page.keyboard.press('Enter');
  await asked;
  const field = dialog.getByLabel('조회 월');
  await expect(field).toHaveValue(last);
  await expect(dialog.getByText(monthText(last), { exact: true })).toBeVisible();
  await expect(oee.getByRole('row').filter({ hasText: ran })).toContainText('OEE –');
  // A future month typed in the field is refused at the field; this month typed back shows it again.
  await field.fill(shopMonth(1));
  await expect(dialog.getByText('이번 달 이후는 조회할 수 없습니다.')).toBeVisible();
  await field.fill(shopMonth());
  await expect(dialog.getByText('이번 달 이후는 조회할 수 없습니다.')).toBeHidden();
  await expect(ranRow).toContainText(`OEE ${percent(figures.oee)}`);
  await expect(dialog.getByRole('button', { name: '다음 달' })).toBeDisabled();

  // On a phone the dialog fills the screen and the OEE rows are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = dialog
    .getByRole('list', { name: '설비별 종합 효율(OEE)' })
    .getByRole('listitem')
    .filter({ hasText: ran });
  await expect(card).toContainText(`OEE ${percent(figures.oee)}`);
  await expect(card).toContainText('가동률');
});

test("this month's OEE keeps itself current while the dialog is open; a past month's stays as read", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/main');
  // Timers made from here on run on a clock the test moves: the OEE's refresh is set when the dialog opens.
  await page.clock.install();
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/drill/oee?')) reads.push(new URL(r.url()).searchParams.get('month') ?? '');
  });
  await page.getByRole('region', { name: '시간당 생산량' }).getByRole('button', { name: '근거 자료 보기' }).click();
  const dialog = page.getByRole('dialog', { name: '시간당 생산량 — 인쇄 완료된 작업' });
  await expect(dialog.getByRole('table', { name: '설비별 종합 효율(OEE)' })).toBeVisible();
  const month = await dialog.getByLabel('조회 월').inputValue();
  await expect.poll(() => reads.length).toBe(1);
  await page.clock.runFor(31_000);
  await expect.poll(() => reads.filter((m) => m === month).length).toBe(2);

  // The month before: read once, then left alone.
  await dialog.getByRole('button', { name: '이전 달' }).click();
  await expect.poll(() => reads.length).toBe(3);
  await page.clock.runFor(61_000);
  expect(reads.at(-1)).not.toBe(month);
  expect(reads).toHaveLength(3);
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

test('the cards read again every 3 seconds while the tab is visible, and nothing while it is hidden', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/main');
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  // Last month's figure is the same stretch: the 1st to today's day of the month (or last month's last day).
  await expect(page.getByRole('region', { name: '이번 달 주문' })).toContainText(/지난달 1~\d+일 \d[\d,]*건/);
  await expect(page.getByRole('region', { name: '이번 달 주문' })).toContainText('전월 같은 기간 대비');
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/main/order')) reads.push(r.url());
  });
  await expect.poll(() => reads.length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(1_000);
  const hidden = reads.length;
  await page.waitForTimeout(7_000);
  expect(reads).toHaveLength(hidden);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => reads.length, { timeout: 8_000 }).toBeGreaterThan(hidden);
});

test('a job whose steps were clicked through in seconds is left out of production per hour, and says so', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const api = await apiOf(page);
  const productName = `빨리 누른 전단 ${unique()}`;
  const order = await placeLeafletOrder(api, productName, 1_000_000);
  const { workOrderId } = await api.get<{ workOrderId: number }>(`/api/admin/wk/order/${order.id}`);
  await api.send('post', `/api/work_order/work_start/${workOrderId}`);
  await api.send('post', `/api/work_order/printing/complete/${workOrderId}`);

  await page.goto('/admin/main');
  await page.getByRole('region', { name: '시간당 생산량' }).getByRole('button', { name: '근거 자료 보기' }).click();
  const dialog = page.getByRole('dialog', { name: '시간당 생산량 — 인쇄 완료된 작업' });
  const row = dialog.getByRole('row').filter({ hasText: productName });
  await expect(row).toContainText('제외');
  await expect(row).toContainText('측정할 수 없는 작업 1건 제외: 작업 시간 5분 미만 1건');
});
