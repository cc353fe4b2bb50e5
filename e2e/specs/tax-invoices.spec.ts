import { expect, test } from '@playwright/test';
import { apiOf, invoiceNumber, signInAsAdmin, unique } from './helpers';

/**
 * 전자세금계산서 (issue 34): a MONTHLY buyer's delivered order is billed by a 월합계 issued from the 월합계 발행 dialog
 * (without an issuing service it is recorded 발행 대기 (수동)), and its PDF is opened from the invoice.
 */

/** A valid 사업자등록번호 from nine digits (the NTS check digit). */
function businessNumber(nine: string) {
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * w[i]!;
  sum += Math.floor((Number(nine[8]) * 5) / 10);
  const d = `${nine}${(10 - (sum % 10)) % 10}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

test('a 월합계 invoice is issued for a MONTHLY buyer with a delivered order, and its PDF opens', async ({ page }) => {
  await signInAsAdmin(page);
  const api = await apiOf(page);
  const tag = unique();
  const name = `월합상사${tag.slice(0, 4)}`;
  const buyer = await api.send<{ id: number }>('post', '/api/buyer', {
    username: `tm${tag}`.slice(0, 15),
    password: 'test-pass-2468',
    passwordCheck: 'test-pass-2468',
    name,
    tel: '02-3300-4400',
    address: '서울특별시 마포구 월드컵로 10',
    registrationNumber: businessNumber(`21${String(Date.now()).slice(-7)}`),
    representative: '한대표',
    businessType: '도소매',
    businessItem: '출판',
    taxInvoiceEmail: 'tax@example.com',
    taxInvoiceMode: 'MONTHLY',
    chargerName: '오하늘',
  });
  const order = await api.send<{ id: number; orderNumber: string; workOrderId: number }>(
    'post',
    '/api/admin/wk/order',
    {
      productName: `월합계 전단 ${tag}`,
      buyerId: buyer.id,
      workType: 'LEAFLET',
      amount: 500,
      numberCases: 1,
      receiver: '오지훈',
      zipCode: '04001',
      address: '서울특별시 마포구 양화로 45',
      receiverTel: '010-8800-0101',
      printingList: [{ composition: 'COVER', printingType: 'DIGITAL', dosu: '4/0' }],
    },
  );
  // The demo's rates may leave a digital leaflet unpriced: staff type the 발행 금액 as the deposit popup lets them.
  const [listed] = (
    await api.get<{ content: { orderDepositBuyerList: { id: number; version: number }[] }[] }>(
      `/api/od/order_for_deposit?searchFilter=orderNumber&searchKeyword=${order.orderNumber}`,
    )
  ).content;
  const entry = listed!.orderDepositBuyerList[0]!;
  await api.send('patch', '/api/od/deposit', {
    id: entry.id,
    version: entry.version,
    issuedPrice: 550_000,
    collectedPrice: 0,
    remark: '발행 금액 550,000원',
    isSettled: false,
    wasSettled: false,
  });
  await api.send('post', `/api/work_order/work_start/${order.workOrderId}`);
  await api.send('post', `/api/work_order/printing/complete/${order.workOrderId}`);
  const [shipment] = (
    await api.get<{ content: { id: number }[] }>(
      `/api/admin/wk/delivery?searchFilter=orderNumber&searchKeyword=${order.orderNumber}`,
    )
  ).content;
  await api.send('patch', `/api/admin/wk/delivery/start/${shipment!.id}`, {
    deliveryCompanyCode: '04',
    invoice: invoiceNumber().digits,
  });
  await api.send('patch', `/api/admin/wk/delivery/complete/${shipment!.id}`);

  await page.goto('/admin/od/tax-invoices');
  await expect(page.getByRole('heading', { name: '세금계산서' })).toBeVisible();
  await expect(page.getByText('발행 서비스가 설정되지 않아')).toBeVisible();
  await page.getByRole('button', { name: '월합계 발행' }).click();
  const dialog = page.getByRole('dialog', { name: '월합계 세금계산서 발행' });
  await expect(dialog.getByText(name)).toBeVisible();
  // Only this spec's buyer: the demo's MONTHLY buyers may have delivered orders too.
  for (const box of await dialog.getByRole('checkbox').all()) {
    const label = (await box.evaluate((el) => el.closest('label')?.textContent ?? '')) || '';
    if ((await box.isChecked()) !== label.includes(name)) await box.click();
  }
  await expect(dialog).toContainText(order.orderNumber);
  await dialog.getByRole('button', { name: '발행', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('검색어').fill(name);
  await page.keyboard.press('Enter');
  const row = page.getByRole('table', { name: '세금계산서 목록' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('발행 대기 (수동)');
  await row.click();
  const invoice = page.getByRole('dialog');
  await expect(invoice).toContainText('공급받는자');
  await expect(invoice).toContainText(order.orderNumber);
  const href = await invoice.getByRole('link', { name: 'PDF 보기' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
});
