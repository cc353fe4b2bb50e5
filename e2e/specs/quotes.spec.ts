import { expect, test, type Page } from '@playwright/test';
import { apiOf, confirmSave, signIn, signInAsAdmin, unique } from './helpers';
import { adminApi } from './orders-fixture';

/** '316,250원' → 316250. */
const wonOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Asks for a PDF with the page's session: a non-empty application/pdf, a real PDF file. */
async function expectPdf(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status(), await res.text().catch(() => '')).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const body = await res.body();
  expect(body.length).toBeGreaterThan(1000);
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('staff make a quote at the live estimate, open its PDF and turn it into an order at that price', async ({
  page,
  request,
}) => {
  // A long journey (two forms, a PDF, an order): three times the usual time on a busy machine.
  test.slow();
  const product = `봄 신메뉴 전단 ${unique()}`;
  await signInAsAdmin(page);
  await page.getByRole('link', { name: '견적서', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/od\/quote$/);
  await expect(page.getByRole('heading', { name: '견적서' })).toBeVisible();
  await page.getByRole('button', { name: '신규 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/od\/quote\/new$/);
  await expect(page.getByRole('heading', { name: '새 견적' })).toBeVisible({ timeout: 30_000 });

  // Nothing filled: each required field says what it needs, in Korean.
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('고객사를 선택해주세요.')).toBeVisible();
  await expect(page.getByText('수량을 입력해주세요.')).toBeVisible();

  await page.getByLabel('상품명').fill(product);
  await page.getByRole('button', { name: '고객사 선택' }).click();
  const buyers = page.getByRole('dialog', { name: '고객사 선택' });
  await buyers.getByRole('row').filter({ hasText: '서울카페' }).click();
  await expect(page.getByRole('textbox', { name: '고객사' })).toHaveValue('서울카페');
  await page.getByLabel('수량 (부)').fill('4,000');
  await page.getByLabel('완성 사이즈').fill('A4');
  const cover = page.getByRole('region', { name: '표지 인쇄 정보' });
  await cover.getByLabel('도수').fill('4/4');
  await cover.getByRole('button', { name: '용지 추가' }).click();
  await cover.getByRole('combobox', { name: '용지' }).fill('스노우지 150g 국전');
  await page.getByRole('listbox', { name: '용지' }).getByRole('option').first().click();

  // The estimate follows the spec as it is typed: complete, with its lines folded under the total.
  const total = page.getByTestId('estimate-total');
  await expect(total).not.toHaveText('0원');
  await expect(page.getByText(/단가표에 없는 항목/)).toHaveCount(0);
  const atFourThousand = wonOf(await total.textContent());
  await page.getByLabel('수량 (부)').fill('8,000');
  await expect.poll(async () => wonOf(await total.textContent())).toBeGreaterThan(atFourThousand);
  await page.getByLabel('수량 (부)').fill('4,000');
  await expect.poll(async () => wonOf(await total.textContent())).toBe(atFourThousand);
  await page.getByRole('button', { name: /^계산 내역/ }).click();
  await expect(
    page
      .getByRole('list', { name: '계산 내역' })
      .getByText(/^용지: /)
      .first(),
  ).toBeVisible();

  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page).toHaveURL(/\/admin\/od\/quote\/\d+$/);
  await expect(page.getByText(/^견적서 Q\d{4}-\d{4}[이가] 작성되었습니다\.$/)).toBeVisible();
  const quoteId = Number(/\/(\d+)$/.exec(page.url())![1]);

  // The saved quote is priced by the server at the total the form showed.
  await expect(page.getByTestId('estimate-total')).toHaveText(`${atFourThousand.toLocaleString('ko-KR')}원`);
  await expect(page.getByText('작성', { exact: true })).toBeVisible();
  const api = await adminApi(request);
  const saved = await api.get<{ quoteNumber: string; charged: { total: number }; estimate: { missing: string[] } }>(
    `/api/admin/od/quote/${quoteId}`,
  );
  expect(saved.charged.total).toBe(atFourThousand);
  expect(saved.estimate.missing).toEqual([]);

  // PDF 보기 opens the A4 PDF in a new tab; 내려받기 names the file; the answer is a real PDF.
  const pdfUrl = `/api/admin/od/quote/${quoteId}/pdf`;
  const view = page.getByRole('link', { name: 'PDF 보기' });
  await expect(view).toHaveAttribute('href', pdfUrl);
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'PDF 내려받기' })).toHaveAttribute(
    'download',
    `견적서_${saved.quoteNumber}.pdf`,
  );
  await expectPdf(page, pdfUrl);

  // 주문으로 전환: a dialog with the total asks what the order needs that the quote lacks — 납기일, 배송 정보, 시안.
  await page.getByRole('button', { name: '주문으로 전환' }).click();
  const toOrder = page.getByRole('dialog', { name: '주문으로 전환' });
  await expect(toOrder).toContainText(`${atFourThousand.toLocaleString('ko-KR')}원`);
  // A 희망 납기일 before today is refused at its field, before anything is sent.
  const dueDate = toOrder.getByRole('group', { name: '희망 납기일' }).getByRole('spinbutton', { name: '년' });
  await dueDate.click();
  await page.keyboard.type('20200101');
  await toOrder.getByRole('button', { name: '주문으로 전환' }).click();
  await expect(toOrder.getByText('납기일은 접수일보다 빠를 수 없습니다.')).toBeVisible();
  const due = new Date(Date.now() + 14 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  await dueDate.click();
  await page.keyboard.type(due.replaceAll('-', ''));
  await expect(toOrder.getByText('납기일은 접수일보다 빠를 수 없습니다.')).toHaveCount(0);
  await toOrder.getByLabel('수령인').fill('김수령');
  await toOrder.getByLabel('연락처').fill('010-1234-5678');
  await toOrder.getByLabel('우편번호').fill('04538');
  await toOrder.getByLabel('주소', { exact: true }).fill('서울특별시 중구 을지로 100');
  await toOrder.locator('input[type=file]').setInputFiles({
    name: '전단-시안.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(toOrder.getByText(/전단-시안\.pdf · /)).toBeVisible();
  await toOrder.getByRole('button', { name: '주문으로 전환' }).click();
  await expect(page).toHaveURL(/\/admin\/od\/order\/\d+$/);
  await expect(page.getByRole('heading', { name: '인쇄 주문 상세' })).toBeVisible();
  await expect(page.getByLabel('주문상품명')).toHaveValue(product);
  const orderId = Number(/\/(\d+)$/.exec(page.url())![1]);
  const order = await api.get<{
    price: { source: string; charged: { total: number } } | null;
    receiver: string;
    address: string;
    deliveryDate: string | null;
    attachments: { originalFileName: string }[];
  }>(`/api/admin/wk/order/${orderId}`);
  expect(order).toMatchObject({ receiver: '김수령', address: '서울특별시 중구 을지로 100', deliveryDate: due });
  expect(order.attachments.map((a) => a.originalFileName)).toEqual(['전단-시안.pdf']);
  expect(order.price?.source).toBe('QUOTE');
  expect(order.price?.charged.total).toBe(atFourThousand);

  // Back on the quote: converted, with no second conversion offered and the order linked.
  await page.goto(`/admin/od/quote/${quoteId}`);
  await expect(page.getByText('주문 전환', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '주문으로 전환' })).toHaveCount(0);
  await expect(page.getByText(/이미 주문 .+ 전환된 견적서입니다\./)).toBeVisible();
  await page.getByRole('link', { name: /^주문 .+ 보기$/ }).click();
  await expect(page).toHaveURL(`/admin/od/order/${orderId}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a customer sees only its own quotes, as cards, and opens one with its PDF', async ({ page, request }) => {
    test.slow();
    const api = await adminApi(request);
    const buyers = await api.get<{ content: { buyerId: number; buyerName: string }[] }>(
      '/api/admin/modal_select/buyer_modal?size=9999',
    );
    const buyerId = (name: string) => buyers.content.find((b) => b.buyerName === name)!.buyerId;
    const mark = unique();
    const quoteFor = (buyer: string, productName: string) =>
      api.post<{ id: number; quoteNumber: string }>('/api/admin/od/quote', {
        buyerId: buyerId(buyer),
        productName,
        quantity: 300,
        workType: 'LEAFLET',
        finishedSize: 'A4',
        printingList: [{ composition: 'COVER', printingType: 'DIGITAL', dosu: '4/0' }],
      });
    const own = await quoteFor('서울카페', `카페 쿠폰 ${mark}`);
    const other = await quoteFor('한빛출판', `출판 전단 ${mark}`);

    await signIn(page, 'seoul-cafe', 'demo1234');
    await expect(page).toHaveURL(/\/customer\/main$/);
    await page.goto('/co/quote');
    await expect(page.getByRole('heading', { name: '내 견적' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('검색어').fill(mark);
    await page.getByLabel('검색어').press('Enter');
    const cards = page.getByRole('list', { name: '견적서 목록' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards.getByText(`카페 쿠폰 ${mark}`)).toBeVisible();
    await expect(page.getByText(`출판 전단 ${mark}`)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Another customer's quote is not found, on screen or by its address in the API.
    expect((await page.request.get(`/api/co/quote/${other.id}`)).status()).toBe(404);
    expect((await page.request.get(`/api/co/quote/${other.id}/pdf`)).status()).toBe(404);

    await cards.getByRole('listitem').first().getByRole('button').click();
    await expect(page).toHaveURL(`/co/quote/${own.id}`);
    await expect(page.getByText(own.quoteNumber, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'PDF 보기' })).toHaveAttribute('href', `/api/co/quote/${own.id}/pdf`);
    await expectPdf(page, `/api/co/quote/${own.id}/pdf`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a customer orders its quote from a full-screen dialog with the delivery info', async ({ page }) => {
    test.slow();
    await signIn(page, 'seoul-cafe', 'demo1234');
    await expect(page).toHaveURL(/\/customer\/main$/);
    // A quote in the buyer's words on the first published paper (complete, so it may be ordered).
    const api = await apiOf(page);
    const catalog = await api.get<{
      papers: { id: number; parentSheet: string }[];
      sizes: { size: string; parentSheets: string[] }[];
    }>('/api/co/price_catalog');
    const paper = catalog.papers[0]!;
    const productName = `카페 배너 전단 ${unique()}`;
    const quote = await api.send<{ id: number; charged: { total: number } }>('post', '/api/co/quote', {
      productName,
      workType: 'LEAFLET',
      finishedSize: catalog.sizes.find((s) => s.parentSheets.includes(paper.parentSheet))!.size,
      paperId: paper.id,
      sides: 'DOUBLE',
      color: 'COLOR',
      quantity: 1000,
      finishIds: [],
    });

    await page.goto(`/co/quote/${quote.id}`);
    await page.getByRole('button', { name: '주문하기' }).click();
    const dialog = page.getByRole('dialog', { name: '주문하기' });
    await expect(dialog).toContainText(`${quote.charged.total.toLocaleString('ko-KR')}원`);
    // Full-screen on a phone, nothing wider than the screen.
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    await dialog.getByLabel('수령인').fill('박카페');
    await dialog.getByLabel('연락처').fill('02-555-1234');
    await dialog.getByLabel('주소', { exact: true }).fill('서울특별시 마포구 양화로 45');
    await dialog.getByRole('button', { name: '주문하기' }).click();
    await expect(page).toHaveURL(/\/co\/printing_order\/\d+$/);
    await expect(page.getByText(/주문 .+[으]?로 전환되었습니다\./)).toBeVisible();
    const orderId = Number(/\/(\d+)$/.exec(page.url())![1]);
    const order = await api.get<{ productName: string; receiver: string; receiverTel: string }>(
      `/api/co/printing_order/${orderId}`,
    );
    expect(order).toMatchObject({ productName, receiver: '박카페', receiverTel: '02-555-1234' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
