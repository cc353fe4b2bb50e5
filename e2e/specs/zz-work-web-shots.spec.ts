import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsAdmin, unique } from './helpers';

const PAPER_STOCK = 1000;
const PAPER_USED = 300;
const PAPER_SPOILED = 10;

interface Category {
  id: number;
  code: string;
}

/** The signed-in session's API calls (the CSRF header on writes). */
async function apiOf(page: Page) {
  const { data: session } = (await (await page.request.post('/api/authentication/check_logged_in')).json()) as {
    data: { csrf: string };
  };
  const headers = { 'x-csrf-token': session.csrf };
  const request: APIRequestContext = page.request;
  const send = async <T>(method: 'post' | 'patch', url: string, data: object, status: number) => {
    const res = await request[method](url, { headers, data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(status);
    return ((await res.json()) as { data: T }).data;
  };
  const get = async <T>(url: string) => ((await (await request.get(url)).json()) as { data: T }).data;
  return { send, get };
}

/** A paper item with 1000 in stock, and a leaflet order using 300 of it (10 spoiled): its order number. */
async function seedOrder(page: Page, suffix: string) {
  const api = await apiOf(page);
  const categories = await api.get<Category[]>('/api/item_category_list');
  const art150 = categories.find((c) => c.code === 'P-ART-150');
  expect(art150, 'the demo category 용지 › 아트지 › 150g').toBeTruthy();
  const item = await api.send<{ id: number }>(
    'post',
    '/api/item',
    { itemCode: `WO-${suffix}`, name: `작업지시 아트지 ${suffix}`, itemPrice: 100, itemCategoryId: art150!.id },
    201,
  );
  const { stockId } = await api.get<{ stockId: number }>(`/api/item/${item.id}`);
  await api.send(
    'patch',
    `/api/stocks/${stockId}`,
    { ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING', adjustAmount: PAPER_STOCK, reason: 'STOCKTAKE' },
    200,
  );
  const buyers = await api.get<{ id: number; name: string }[]>('/api/buyer/select');
  const cafe = buyers.find((b) => b.name === '서울카페');
  expect(cafe, 'the demo customer 서울카페').toBeTruthy();
  const order = await api.send<{ orderNumber: string }>(
    'post',
    '/api/admin/wk/order',
    {
      productName: `매장 전단 ${suffix}`,
      buyerId: cafe!.id,
      workType: 'LEAFLET',
      amount: 3000,
      numberCases: 1,
      receiver: '오지훈',
      zipCode: '04001',
      address: '서울특별시 마포구 양화로 45',
      receiverTel: '010-8800-0101',
      printingList: [
        {
          composition: 'COVER',
          printingType: 'OFF',
          dosu: '4/0',
          usePaperList: [{ rawItemId: item.id, amount: PAPER_USED, wrongAmount: PAPER_SPOILED }],
        },
      ],
    },
    201,
  );
  return { orderNumber: order.orderNumber, itemId: item.id, stockId, api };
}


const snap = async (page: Page, name: string) => {
  for (const [w, h] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/work-web-${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

test('shots', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsAdmin(page);
  const orders = [];
  for (let i = 0; i < 5; i++) orders.push(await seedOrder(page, unique().toUpperCase()));
  const { api } = orders[0]!;
  type Job = { id: number; workProgressId: number | null };
  const find = async (n: string) =>
    (await api.get<{ content: (Job & { orderNumber: string })[] }>(`/api/work_order/receipt?searchKeyword=${n}&searchFilter=orderNumber`)).content[0]!;
  const depts = await api.get<{ id: number; name: string }[]>('/api/department/select');
  const print = depts.find((d) => d.name === '인쇄팀')!.id;
  const jobs: Job[] = [];
  for (const o of orders.slice(1)) jobs.push(await find(o.orderNumber));
  for (const j of jobs) await api.send('post', `/api/work_order/work_start/${j.id}`, {}, 200);
  await api.send('post', '/api/work_order/next_team', { workOrderId: jobs[0]!.id, departmentId: print }, 200);
  for (const j of jobs.slice(1)) await api.send('post', `/api/work_order/printing/complete/${j.id}`, {}, 200);
  const deliveries = (await api.get<{ content: { id: number; workOrderId: number }[] }>('/api/admin/wk/delivery')).content;
  const d = (j: Job) => deliveries.find((x) => x.workOrderId === j.id)!.id;
  for (const j of jobs.slice(2)) await api.send('patch', `/api/admin/wk/delivery/start/${d(j)}`, { deliveryCompanyCode: '04', invoice: '1234-5678-9012' }, 200);
  await api.send('patch', `/api/admin/wk/delivery/complete/${d(jobs[3]!)}`, {}, 200);

  await page.goto('/admin/wk/work_order');
  await snap(page, 'receipt');
  await page.goto('/admin/wk/work_order?tab=department&mine=false');
  await snap(page, 'department');
  await page.goto('/admin/wk/work_order?tab=department');
  await snap(page, 'department-mine');
  await page.goto(`/admin/wk/work_order/${jobs[0]!.id}`);
  await expect(page.getByRole('table', { name: '공정 이력' })).toBeVisible();
  await snap(page, 'detail');
  await page.getByRole('button', { name: '작업 시작' }).click();
  await snap(page, 'confirm');
  await page.getByRole('dialog').getByRole('button', { name: '작업 시작' }).click();
  for (const w of [1280, 390]) {
    await page.setViewportSize({ width: w, height: 844 });
    await page.getByRole('button', { name: '다음 팀 요청' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/work-web-nteam-${w}.png` });
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/wk/work_order/${jobs[3]!.id}`);
  await snap(page, 'detail-done');
  await page.goto('/admin/wk/delivery');
  await snap(page, 'delivery');
  for (const w of [1280, 390]) {
    await page.setViewportSize({ width: w, height: 844 });
    await page.getByRole('button', { name: '배송 시작' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: '배송 시작' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/work-web-dstart-${w}.png` });
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: '배송 조회' }).first().click();
  await snap(page, 'tracking');
  await page.keyboard.press('Escape');
  await page.goto('/admin/wk/delivery_complete_history');
  await snap(page, 'history');
  await page.goto('/admin/wk/work_order');
  await page.getByRole('button', { name: '작업지시서 스캔' }).click();
  await snap(page, 'scan');
});
