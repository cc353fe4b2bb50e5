import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { invoiceNumber, signIn, signInAsAdmin, unique } from './helpers';

/**
 * Issue 11's work-order journey: a received job is started, passed to a second team which starts it, printing
 * complete releases its paper from stock, and its delivery is started with a carrier and an invoice, completed,
 * and listed in the completed history.
 */

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

const search = async (page: Page, keyword: string) => {
  await page.getByLabel('검색어').fill(keyword);
  await page.getByLabel('검색어').press('Enter');
};

/** Presses a workflow button and answers its question (the confirm dialog is titled and confirmed by the label). */
const pressAndConfirm = async (page: Page, scope: ReturnType<Page['locator']>, label: string) => {
  await scope.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('dialog', { name: label }).getByRole('button', { name: label, exact: true }).click();
};

test('a job is started, passed to a second team, printed (paper leaves stock), shipped and delivered', async ({
  page,
  browser,
}) => {
  test.setTimeout(210_000);
  const suffix = unique().toUpperCase();
  // One invoice belongs to one customer's shipments: a fresh number per run, since every spec shares one database.
  const invoice = invoiceNumber();
  await signInAsAdmin(page);
  const { orderNumber, itemId, stockId, api } = await seedOrder(page, suffix);

  // 1. 접수 tab: the new job, received; 작업 시작 gives it to the starter's department (admin: 관리부).
  await page.goto('/admin/wk/work_order');
  await expect(page.getByRole('tab', { name: '접수' })).toHaveAttribute('aria-selected', 'true');
  await search(page, orderNumber);
  const receiptRow = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(receiptRow).toContainText(`매장 전단 ${suffix}`);
  await expect(receiptRow).toContainText('전단');
  // The quantity is on the row: the press need not open the order.
  await expect(receiptRow).toContainText('3,000');
  await expect(receiptRow.getByText('접수', { exact: true })).toBeVisible();
  await pressAndConfirm(page, receiptRow, '작업 시작');
  await expect(page.getByText('작업을 시작했습니다.')).toBeVisible();
  await expect(receiptRow).toBeHidden();

  // 2. 부서별 tab, '내 작업만' on by default: the job is held by 관리부; 다음 팀 요청 → 인쇄팀.
  await page.getByRole('tab', { name: '부서별' }).click();
  await expect(page.getByRole('switch', { name: '내 작업만' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: '부서' })).toHaveText('관리부');
  await search(page, orderNumber);
  const heldRow = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(heldRow).toContainText('관리부 ·');
  await expect(heldRow.getByText('작업중').first()).toBeVisible();
  await heldRow.getByRole('button', { name: '다음 팀 요청' }).click();
  const nextTeam = page.getByRole('dialog', { name: '다음 팀 요청' });
  await nextTeam.getByRole('button', { name: '요청', exact: true }).click();
  await expect(nextTeam.getByText('요청할 부서를 선택해주세요.', { exact: true })).toBeVisible();
  await nextTeam.getByRole('combobox', { name: '요청할 부서' }).click();
  await page.getByRole('option', { name: '인쇄팀', exact: true }).click();
  await nextTeam.getByRole('button', { name: '요청', exact: true }).click();
  await expect(page.getByText('다음 팀에 작업을 요청했습니다.')).toBeVisible();
  await expect(nextTeam).toBeHidden();
  // No longer 관리부's: with '내 작업만' off and 인쇄팀 chosen, it is there, received by that team.
  await expect(heldRow).toBeHidden();
  // The switch lives in the address (a navigation), so its new state shows a moment after the click.
  await page.getByRole('switch', { name: '내 작업만' }).click();
  await expect(page.getByRole('switch', { name: '내 작업만' })).not.toBeChecked();
  await page.getByRole('combobox', { name: '부서' }).click();
  await page.getByRole('option', { name: '인쇄팀', exact: true }).click();
  await search(page, orderNumber);
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('인쇄팀 ·');

  // 3. The job ticket's barcode, read by a hand scanner, opens the job; the second team starts it.
  await page.getByRole('button', { name: '작업지시서 스캔' }).click();
  const scanner = page.getByRole('dialog', { name: '작업지시서 스캔' });
  await scanner.getByLabel('바코드').pressSequentially(orderNumber);
  await scanner.getByLabel('바코드').press('Enter');
  await expect(page).toHaveURL(/\/admin\/wk\/work_order\/\d+$/);
  await expect(page.getByRole('heading', { name: '작업지시 상세' })).toBeVisible();
  const progress = page.getByRole('table', { name: '공정 이력' });
  await expect(progress.getByRole('row')).toHaveCount(3);
  await expect(progress.getByRole('row').nth(2)).toContainText('인쇄팀');
  await pressAndConfirm(page, page.locator('main'), '작업 시작');
  await expect(page.getByText('작업을 시작했습니다.')).toBeVisible();
  await expect(progress.getByRole('row').nth(2)).toContainText('관리자');

  // 4. 인쇄 완료: its question says paper leaves stock; stock falls by the used and spoiled amounts.
  await page.locator('main').getByRole('button', { name: '인쇄 완료', exact: true }).click();
  const question = page.getByRole('dialog', { name: '인쇄 완료' });
  await expect(question).toContainText('재고에서 출고');
  await question.getByRole('button', { name: '인쇄 완료', exact: true }).click();
  await expect(page.getByText('인쇄 작업이 완료되었습니다.')).toBeVisible();
  await expect(page.getByRole('table', { name: '주문 이력' })).toContainText('인쇄 완료');
  const remaining = PAPER_STOCK - PAPER_USED - PAPER_SPOILED;
  expect((await api.get<{ amount: number }>(`/api/item/${itemId}`)).amount).toBe(remaining);
  await page.goto(`/admin/pr/stock/${stockId}`);
  await expect(page.getByTestId('stock-amount')).toHaveText(String(remaining));

  // 5. 배송 관리: the delivery is ready; 배송 시작 needs a carrier and an invoice (dashes dropped).
  await page.goto('/admin/wk/delivery');
  await search(page, orderNumber);
  const deliveryRow = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(deliveryRow).toContainText('배송준비');
  await expect(deliveryRow).toContainText('오지훈');
  await deliveryRow.getByRole('button', { name: '배송 시작' }).click();
  const start = page.getByRole('dialog', { name: '배송 시작' });
  await start.getByRole('button', { name: '배송 시작', exact: true }).click();
  await expect(start.getByText('택배사를 선택해주세요.')).toBeVisible();
  await expect(start.getByText('송장번호를 입력해주세요.')).toBeVisible();
  await start.getByRole('combobox', { name: '택배사' }).click();
  await page.getByRole('option', { name: 'CJ대한통운', exact: true }).click();
  await start.getByLabel('송장번호').fill('1234-5678-90AB');
  await start.getByRole('button', { name: '배송 시작', exact: true }).click();
  await expect(start.getByText(/송장번호는 숫자만/)).toBeVisible();
  await start.getByLabel('송장번호').fill(invoice.typed);
  await start.getByRole('button', { name: '배송 시작', exact: true }).click();
  const sure = page.getByRole('dialog').filter({ hasText: '배송을 시작하시겠습니까?' });
  await sure.getByRole('button', { name: '배송 시작', exact: true }).click();
  await expect(page.getByText('배송을 시작했습니다.')).toBeVisible();
  await expect(deliveryRow).toContainText('배송중');
  await expect(deliveryRow).toContainText(invoice.digits);
  await expect(deliveryRow).toContainText('CJ대한통운');

  // 배송 조회: the tracking dialog for the shipping parcel.
  await deliveryRow.getByRole('button', { name: '배송 조회' }).click();
  const tracking = page.getByRole('dialog', { name: '배송 조회' });
  await expect(tracking).toContainText(invoice.digits);
  await tracking.getByRole('button', { name: '닫기' }).last().click();
  await expect(tracking).toBeHidden();

  // 6. 배송 완료 (asked first): it leaves the open list and shows in the completed history.
  await pressAndConfirm(page, deliveryRow, '배송 완료');
  await expect(page.getByText('배송을 완료 처리했습니다.')).toBeVisible();
  await expect(deliveryRow).toBeHidden();
  await page.goto('/admin/wk/delivery_complete_history');
  await search(page, orderNumber);
  const doneRow = page.getByRole('row').filter({ hasText: orderNumber });
  // 소요 시간: received → delivered (a minute or two in this test).
  await expect(doneRow).toContainText(/\d+분|1분 미만/);
  await expect(doneRow).toContainText(invoice.digits);
  await expect(doneRow.getByRole('button', { name: '배송 조회' })).toBeVisible();

  // 7. The customer (서울카페) heard each step: printed, shipping with the carrier's name, delivered.
  const customer = await browser.newPage();
  await signIn(customer, 'seoul-cafe', 'demo1234');
  await expect(customer).toHaveURL(/\/customer\/main$/);
  await customer.goto('/my/notification');
  await search(customer, orderNumber);
  for (const said of [
    '인쇄가 완료되었습니다',
    `배송이 시작되었습니다. (CJ대한통운, 송장번호 ${invoice.digits})`,
    '배송이 완료되었습니다',
  ])
    await expect(customer.getByText(new RegExp(`${orderNumber}.*${said.replace(/[.()]/g, '\\$&')}`))).toBeVisible();
  await customer.close();
});

test('a work order that cannot be read alerts and goes back; its /edit address shows the detail', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/wk/work_order/99999999');
  await expect(page.getByRole('dialog')).toContainText('작업지시를 찾을 수 없습니다.');
  await page.getByRole('dialog').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/admin\/wk\/work_order$/);

  // The detail's failed read goes back at once: hold that read, so the address the /edit route led to stays long
  // enough to be seen whatever the machine's speed.
  await page.route('**/api/work_order/99999999', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/admin/wk/work_order/99999999/edit');
  await expect(page).toHaveURL(/\/admin\/wk\/work_order\/99999999$/);
});

test('printing complete with too little paper asks first; confirmed, the release is recorded and the stock shows short', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = unique().toUpperCase();
  await signInAsAdmin(page);
  const { orderNumber, itemId, stockId, api } = await seedOrder(page, suffix);
  // Most of the paper leaves stock elsewhere first: 100 stay, the job used 310.
  await api.send(
    'patch',
    `/api/stocks/${stockId}`,
    { ioType: 'AMOUNT_ADJUSTING_AS_RELEASING', adjustAmount: PAPER_STOCK - 100, reason: 'SAMPLE' },
    200,
  );
  await page.goto('/admin/wk/work_order');
  await search(page, orderNumber);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await pressAndConfirm(page, row, '작업 시작');
  // The paper is short of what is free: the start asks, naming the shortfall; confirmed, the job starts.
  const startQuestion = page.getByRole('dialog', { name: '용지 부족 확인' });
  await expect(startQuestion).toContainText(`작업지시 아트지 ${suffix}: 필요 310, 가용 100, 부족 210`);
  await startQuestion.getByRole('button', { name: '작업 시작', exact: true }).click();
  await expect(page.getByText('작업을 시작했습니다.')).toBeVisible();
  await page.getByRole('tab', { name: '부서별' }).click();
  await expect(page.getByRole('tab', { name: '부서별' })).toHaveAttribute('aria-selected', 'true');
  await search(page, orderNumber);
  const held = page.getByRole('row').filter({ hasText: orderNumber });

  // The dialog names the stock and the shortfall; cancelled, nothing moves.
  await held.getByRole('button', { name: '인쇄 완료', exact: true }).click();
  const complete = page.getByRole('dialog', { name: /인쇄 완료/ });
  await expect(complete).toContainText('재고 100 · 부족 210');
  await complete.getByRole('button', { name: '취소' }).click();
  await expect(complete).toBeHidden();
  expect((await api.get<{ amount: number }>(`/api/item/${itemId}`)).amount).toBe(100);
  await expect(held).toContainText('작업중');

  // Short: the confirmation is required; checked, the job is printed, the paper released, the stock below zero.
  await held.getByRole('button', { name: '인쇄 완료', exact: true }).click();
  await complete.getByRole('button', { name: '인쇄 완료', exact: true }).click();
  await expect(complete.getByText('재고가 부족합니다. 확인란을 선택해야 인쇄 완료할 수 있습니다.')).toBeVisible();
  await complete.getByLabel('재고 부족을 확인하고 출고합니다 (재고가 음수가 됩니다)').check();
  await complete.getByRole('button', { name: '인쇄 완료', exact: true }).click();
  await expect(page.getByText('인쇄 작업이 완료되었습니다.')).toBeVisible();
  await expect(held).toBeHidden();
  expect((await api.get<{ amount: number }>(`/api/item/${itemId}`)).amount).toBe(-210);

  // Purchasing sees it on the stock list, with only the short lines when asked.
  await page.goto('/admin/pr/stock');
  await page.getByRole('switch', { name: '재고 부족만' }).click();
  await expect(page.getByRole('switch', { name: '재고 부족만' })).toBeChecked();
  await search(page, `작업지시 아트지 ${suffix}`);
  await expect(page.getByRole('row').filter({ hasText: suffix })).toContainText('재고 부족 (−210)');
});

test('a failed inspection orders a remake of a printed order: a second job, received, with its own quantity', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const suffix = unique().toUpperCase();
  await signInAsAdmin(page);
  const { orderNumber, itemId, api } = await seedOrder(page, suffix);
  // The original job is printed.
  const job = (
    await api.get<{ content: { id: number }[] }>(
      `/api/work_order/receipt?searchFilter=orderNumber&searchKeyword=${orderNumber}`,
    )
  ).content[0]!;
  await api.send('post', `/api/work_order/work_start/${job.id}`, {}, 200);
  await api.send('post', `/api/work_order/printing/complete/${job.id}`, {}, 200);
  const inspection = await api.send<{ id: number }>(
    'post',
    '/api/inspection',
    {
      name: `재단 검수 ${suffix}`,
      itemIds: [itemId],
      inspectionQuantity: 3000,
      defectQuantity: 120,
      startDate: new Date().toISOString().slice(0, 10),
      endDate: new Date().toISOString().slice(0, 10),
    },
    201,
  );

  await page.goto(`/admin/wk/inspection/${inspection.id}`);
  await page.getByRole('button', { name: '재작업 지시' }).click();
  const dialog = page.getByRole('dialog', { name: '재작업 지시' });
  await expect(dialog).toContainText('불량 120건');
  await expect(dialog.getByLabel('재작업 수량')).toHaveValue('120');
  await dialog.getByRole('button', { name: '지시', exact: true }).click();
  await expect(dialog.getByText('재작업할 주문을 선택해주세요.')).toBeVisible();
  await dialog.getByRole('combobox', { name: '주문 (주문번호로 찾기)' }).fill(orderNumber);
  await page.getByRole('option', { name: new RegExp(orderNumber) }).click();
  await dialog.getByRole('button', { name: '지시', exact: true }).click();
  await page.getByRole('dialog', { name: '재작업 지시' }).last().getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('재작업이 지시되었습니다.')).toBeVisible();

  // The remake's own detail: received, 120 to make, linked to the inspection and beside the original.
  await expect(page).toHaveURL(/\/admin\/wk\/work_order\/\d+$/);
  const info = page.getByText('재작업 사유').locator('..');
  await expect(info).toContainText(`검수: 재단 검수 ${suffix}`);
  await expect(page.getByRole('table', { name: '원작업 · 재작업' }).getByRole('row')).toHaveCount(3);
  await expect(page.locator('main').getByRole('button', { name: '재작업 삭제' })).toBeVisible();

  // It waits in the received tab with its quantity; the inspection lists it.
  await page.goto('/admin/wk/work_order');
  await search(page, orderNumber);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('재작업');
  await expect(row).toContainText('120');
  await page.goto(`/admin/wk/inspection/${inspection.id}`);
  await expect(page.getByRole('link', { name: new RegExp(orderNumber) })).toBeVisible();
});
