import { expect, test, type Page } from '@playwright/test';
import { apiOf, invoiceNumber, placeLeafletOrder, signInAsAdmin, unique } from './helpers';

/**
 * The shipping desk cannot ship wrong: an invoice already on another shipment of the customer is asked about
 * (합포장?) and, confirmed, both shipments list under it with the second marked 합포장; a job without the receiver's
 * phone and address cannot start, and the dialog says what is missing and where to add it.
 */

type Api = Awaited<ReturnType<typeof apiOf>>;

/** A printed job of a new leaflet order for 서울카페: its shipment READY. */
async function printedJob(api: Api, productName: string) {
  const order = await placeLeafletOrder(api, productName, 300);
  await api.send('post', `/api/work_order/work_start/${order.workOrderId}`);
  await api.send('post', `/api/work_order/printing/complete/${order.workOrderId}`);
  const [shipment] = await api
    .get<{ content: { id: number }[] }>(
      `/api/admin/wk/delivery?searchFilter=orderNumber&searchKeyword=${order.orderNumber}`,
    )
    .then((p) => p.content);
  return { ...order, deliveryId: shipment!.id };
}

async function openStart(page: Page, orderNumber: string) {
  await page.goto('/admin/wk/delivery');
  await page.getByRole('combobox', { name: '검색 조건' }).click();
  await page.getByRole('option', { name: '주문번호', exact: true }).click();
  await page.getByRole('textbox', { name: '검색어' }).fill(orderNumber);
  await page.getByRole('textbox', { name: '검색어' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await row.getByRole('button', { name: '배송 시작' }).click();
  return page.getByRole('dialog', { name: '배송 시작' });
}

test('an invoice already used asks for 합포장, and both shipments list under it', async ({ page }) => {
  await signInAsAdmin(page);
  const api = await apiOf(page);
  const tag = unique();
  const first = await printedJob(api, `합포장 전단 A ${tag}`);
  const second = await printedJob(api, `합포장 전단 B ${tag}`);
  const invoice = invoiceNumber();
  await api.send('patch', `/api/admin/wk/delivery/start/${first.deliveryId}`, {
    deliveryCompanyCode: '04',
    invoice: invoice.digits,
  });

  const start = await openStart(page, second.orderNumber);
  await start.getByRole('combobox', { name: '택배사' }).click();
  await page.getByRole('option', { name: 'CJ대한통운' }).click();
  await start.getByLabel('송장번호').fill(invoice.typed);
  await start.getByRole('button', { name: '배송 시작', exact: true }).click();
  const sure = page.getByRole('dialog').filter({ hasText: '배송을 시작하시겠습니까?' });
  await sure.getByRole('button', { name: '배송 시작', exact: true }).click();

  // The server's own words, then the flag.
  const question = page.getByRole('dialog', { name: '합포장' });
  await expect(question).toContainText(
    `이 송장번호는 주문 ${first.orderNumber}의 배송에 이미 쓰였습니다. 합포장이면 합포장으로 확인해주세요.`,
  );
  await question.getByRole('button', { name: '합포장으로 확인' }).click();
  await expect(page.getByText('배송을 시작했습니다.')).toBeVisible();

  await page.getByRole('combobox', { name: '검색 조건' }).click();
  await page.getByRole('option', { name: '송장번호', exact: true }).click();
  await page.getByRole('textbox', { name: '검색어' }).fill(invoice.digits);
  await page.getByRole('textbox', { name: '검색어' }).press('Enter');
  const firstRow = page.getByRole('row').filter({ hasText: first.orderNumber });
  const secondRow = page.getByRole('row').filter({ hasText: second.orderNumber });
  await expect(firstRow).toBeVisible();
  await expect(secondRow.getByText('합포장', { exact: true })).toBeVisible();
  await expect(firstRow.getByText('합포장', { exact: true })).toHaveCount(0);
  // The address and phone in full, not cut.
  await expect(secondRow).toContainText('010-8800-0101');
  await expect(secondRow).toContainText('서울특별시 마포구 양화로 45');
});

test('a job without the receiver’s phone and address cannot start delivery, and the dialog says why', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const api = await apiOf(page);
  const buyers = await api.get<{ id: number; name: string }[]>('/api/buyer/select');
  const order = await api.send<{ id: number; orderNumber: string; workOrderId: number }>(
    'post',
    '/api/admin/wk/order',
    {
      productName: `주소 없는 전단 ${unique()}`,
      buyerId: buyers.find((b) => b.name === '서울카페')!.id,
      workType: 'LEAFLET',
      amount: 100,
      numberCases: 1,
      receiver: '오지훈',
      printingList: [{ composition: 'COVER', printingType: 'DIGITAL', dosu: '4/0' }],
    },
  );
  await api.send('post', `/api/work_order/work_start/${order.workOrderId}`);
  await api.send('post', `/api/work_order/printing/complete/${order.workOrderId}`);

  const start = await openStart(page, order.orderNumber);
  await expect(start.getByText('받는 분 연락처와 주소가 없어 배송을 시작할 수 없습니다.')).toBeVisible();
  await expect(start.getByRole('button', { name: '배송 시작', exact: true })).toBeDisabled();
  await start.getByRole('link', { name: '주문의 배송 정보 입력' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/od/order/${order.id}/edit$`));
});
