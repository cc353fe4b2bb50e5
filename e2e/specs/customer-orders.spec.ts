import { expect, test, type Page } from '@playwright/test';
import { ADMIN, confirmSave, invoiceNumber, signIn, signUpCustomer, unique } from './helpers';

/**
 * Issue 13's customer journey: a new customer signs up and places an order with a draft; staff see it arrive on
 * their bell, start it, pass it to another team, print, ship and deliver it, and confirm the deposit on 입금 관리;
 * the customer's order page, left open, follows every step without a reload, and the parcel can be tracked.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** Staff's moves, through the API of a signed-in admin session (the staff screens have their own spec). */
async function staffApi(page: Page) {
  const { data: session } = (await (await page.request.post('/api/authentication/check_logged_in')).json()) as {
    data: { csrf: string };
  };
  const headers = { 'x-csrf-token': session.csrf };
  const send = async (method: 'post' | 'patch', url: string, data?: object) => {
    const res = await page.request[method](url, { headers, data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  };
  const get = async <T>(url: string) => ((await (await page.request.get(url)).json()) as { data: T }).data;
  return { send, get };
}

const byNumber = (orderNumber: string) => `searchFilter=orderNumber&searchKeyword=${orderNumber}`;

test('a new customer signs up, orders with a draft and watches staff move the job to 배송 완료 and 입금 완료', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const product = `고객 책자 ${unique()}`;
  const customerName = `신규상사${unique()}`;
  const username = `newco${unique()}`;

  // 0. Staff (admin hears of new orders: order-receipt notifications on) keep the admin home open in another browser.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, ADMIN.username, ADMIN.password);
  await expect(staff).toHaveURL(/\/admin\/main$/);
  const staffBell = staff.locator('header').getByRole('link', { name: /^알림/ });
  const unreadCount = async (bell: typeof staffBell) =>
    Number((await bell.getAttribute('aria-label'))?.match(/(\d+)건/)?.[1] ?? 0);
  const staffUnreadBefore = await unreadCount(staffBell);
  const unread = (n: number) => `알림 (읽지 않은 알림 ${n}건)`;

  // 1. A new customer signs up, signs in and places the order: the customer form, a draft, the confirmation.
  await signUpCustomer(page, customerName, username, 'test-pass-2468');
  await page
    .getByRole('link', { name: /주문 접수/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: '주문 접수' })).toBeVisible();
  // The buyer's questions, not the shop's: no 도수, 절수 or outsourcing on the customer's form.
  await expect(page.getByText('외주', { exact: false })).toHaveCount(0);
  await expect(page.getByLabel('도수')).toHaveCount(0);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('주문상품명을 입력해주세요.')).toBeVisible();
  await page.getByLabel('주문상품명').fill(product);
  // A brochure: cover and inner paper, 32 inner pages, 1,000 copies, 무광 코팅 from the shop's published finishes.
  await page.getByRole('combobox', { name: '종류' }).click();
  await page.getByRole('option', { name: '책자', exact: true }).click();
  await page.getByRole('combobox', { name: '표지 용지' }).click();
  await page.getByRole('option', { name: /아트지 150g 국전지/ }).click();
  await page.getByRole('combobox', { name: '완성 사이즈' }).click();
  await page.getByRole('option', { name: 'A4', exact: true }).click();
  await page.getByRole('combobox', { name: '내지 용지' }).click();
  await page.getByRole('option', { name: /모조지 100g 국전지/ }).click();
  await page.getByLabel('내지 페이지 수').fill('32');
  await page.getByLabel('수량').fill('1000');
  await page.getByLabel('무광 코팅').check();
  await expect(page.getByTestId('estimate-total')).toHaveText(/^[\d,]+원$/);
  // A parcel ships only with its receiver's name, phone and address (the shipping desk refuses it otherwise).
  const delivery = page.getByRole('region', { name: '배송 정보' });
  await delivery.getByLabel('수령인').fill('오지훈');
  await delivery.getByLabel('연락처').fill('010-8800-0101');
  await delivery.getByLabel('우편번호').fill('04031');
  await delivery.getByLabel('주소', { exact: true }).fill('서울특별시 마포구 양화로 45');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: '전단시안.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(/전단시안\.pdf · [\d.]+ KB · pdf/i)).toBeVisible();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('주문을 등록하시겠습니까?');
  await confirmSave(page, '등록');
  await expect(page.getByText(/주문이 등록되었습니다/)).toBeVisible();
  await expect(page).toHaveURL(/\/co\/printing_order\/\d+$/);
  const tracker = page.getByRole('region', { name: '진행 상황' });
  await expect(tracker.getByLabel(/현재 단계: 접수/)).toBeVisible();
  await expect(tracker.getByText('입금 대기')).toBeVisible();
  const summary = page.getByRole('region', { name: '주문 내용' });
  await expect(summary).toContainText('책자');
  await expect(summary).toContainText('32쪽');
  await expect(summary).toContainText('무광 코팅');
  await expect(summary).toContainText('전단시안.pdf');
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  const bell = page.locator('header').getByRole('link', { name: /^알림/ });
  const unreadBefore = await unreadCount(bell);

  // 2. Staff's bell rises with the new order, and the notification names it and the new customer.
  await expect(staffBell).toHaveAttribute('aria-label', unread(staffUnreadBefore + 1));
  await staffBell.click();
  await expect(staff.getByText(`새 주문이 접수되었습니다: ${orderNumber} ${product} (${customerName})`)).toBeVisible();

  // Staff start the job (관리부) and pass it to 인쇄팀.
  const api = await staffApi(staff);
  const [received] = (await api.get<{ content: { id: number }[] }>(`/api/work_order/receipt?${byNumber(orderNumber)}`))
    .content;
  expect(received, 'the order arrived as a received job').toBeTruthy();
  const jobId = received!.id;
  await api.send('post', `/api/work_order/work_start/${jobId}`);
  const teams = await api.get<{ id: number; name: string }[]>('/api/work_order/teams');
  const printTeam = teams.find((t) => t.name === '인쇄팀')!;
  await api.send('post', '/api/work_order/next_team', { workOrderId: jobId, departmentId: printTeam.id });

  // 3. The customer's open page follows: 작업 중 with the team, and the bell counts the messages.
  await expect(tracker.getByLabel(/현재 단계: 작업 중/)).toBeVisible();
  await expect(tracker).toContainText('인쇄팀');
  await expect(bell).toHaveAttribute('aria-label', unread(unreadBefore + 2));

  // 4. 인쇄팀 starts, printing completes, the parcel ships with CJ대한통운 (a fresh invoice: one belongs to one customer).
  const invoice = invoiceNumber();
  const job = await api.get<{ workProgressId: number }>(`/api/work_order/${jobId}`);
  await api.send('post', `/api/work_order/work_progress_start/${job.workProgressId}`);
  await api.send('post', `/api/work_order/printing/complete/${jobId}`);
  await expect(tracker.getByLabel(/현재 단계: 인쇄 완료/)).toBeVisible();
  const [shipment] = (await api.get<{ content: { id: number }[] }>(`/api/admin/wk/delivery?${byNumber(orderNumber)}`))
    .content;
  await api.send('patch', `/api/admin/wk/delivery/start/${shipment!.id}`, {
    deliveryCompanyCode: '04',
    invoice: invoice.typed,
  });
  await expect(tracker.getByLabel(/현재 단계: 배송 중/)).toBeVisible();
  await expect(tracker).toContainText('CJ대한통운');
  await expect(tracker).toContainText(invoice.digits);

  // 5. The tracking dialog.
  await tracker.getByRole('button', { name: '배송 조회' }).click();
  const tracking = page.getByRole('dialog', { name: '배송 조회' });
  await expect(tracking).toContainText(invoice.digits);
  await tracking.getByRole('button', { name: '닫기' }).last().click();

  // 6. The parcel arrives: 배송 완료 on the open page.
  await api.send('patch', `/api/admin/wk/delivery/complete/${shipment!.id}`);
  await expect(tracker.getByLabel(/현재 단계: 배송 완료/)).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', unread(unreadBefore + 5));

  // 7. Staff confirm the money on 입금 관리 (the popup, one entry: the new customer's); the open page shows 입금 완료.
  await expect(tracker.getByText('입금 대기')).toBeVisible();
  await staff.goto('/admin/od/deposit');
  await expect(staff.getByRole('heading', { name: '입금 관리' })).toBeVisible();
  await staff.getByRole('textbox', { name: '검색어' }).fill(orderNumber);
  await staff.getByRole('textbox', { name: '검색어' }).press('Enter');
  const depositRow = staff.getByRole('row').filter({ hasText: orderNumber });
  await depositRow.getByRole('button', { name: `${orderNumber} 입금 확인` }).click();
  const popup = staff.getByRole('dialog', { name: new RegExp(`입금 관리 · ${orderNumber}`) });
  const entry = popup.getByRole('region', { name: `${customerName} 입금` });
  await entry.getByLabel('발행 금액').fill('120,000');
  await entry.getByLabel('비고').fill('배송비 포함');
  await entry.getByLabel('수금 금액').fill('120000');
  await entry.getByLabel('입금 확인').check();
  await entry.getByRole('button', { name: `${customerName} 저장` }).click();
  await staff.getByRole('dialog', { name: '입금 확인' }).getByRole('button', { name: '확인' }).click();
  await expect(staff.getByText(`${orderNumber} 주문의 입금이 모두 확인되어 입금 완료되었습니다.`)).toBeVisible();
  await expect(tracker.getByText('입금 완료')).toBeVisible();
  await expect(tracker.getByText('입금 대기')).toHaveCount(0);
  await expect(bell).toHaveAttribute('aria-label', unread(unreadBefore + 6));

  // 8. The list shows the same step.
  await page.getByRole('button', { name: '목록' }).click();
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('배송 완료 (5/5)');
  await staffContext.close();
});
