import { expect, test } from '@playwright/test';
import { signInAsAdmin, unique } from './helpers';
import { adminApi, createBrochureOrder } from './orders-fixture';

test("staff settle a printing order's deposit short, see 입금 완료, the text queued and the history", async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  // The shop's own templates go back as they were at the end, for the specs after this one.
  const templates = await api.get<object[]>('/api/sms');
  await api.put('/api/sms', {
    templates: [
      { type: 'DEPOSIT_COMPLETE', enabled: true, content: '{customer}님 {productName} 입금 {price}원 확인' },
      { type: 'ORDER_COMPLETE', enabled: false, content: '{customer}님 {productName} 작업 완료' },
    ],
  });
  const productName = `입금 책자 ${unique()}`;
  const order = await createBrochureOrder(api, productName);

  await signInAsAdmin(page);
  await page.getByRole('link', { name: '입금 관리', exact: true }).click();
  await expect(page.getByRole('heading', { name: '입금 관리' })).toBeVisible();
  await page.getByRole('textbox', { name: '검색어' }).fill(order.orderNumber);
  await page.getByRole('textbox', { name: '검색어' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toContainText(productName);
  await row.getByRole('button', { name: `${order.orderNumber} 입금 확인` }).click();

  const popup = page.getByRole('dialog', { name: new RegExp(`입금 관리 · ${order.orderNumber}`) });
  const entry = popup.getByRole('region', { name: '한빛출판 입금' });
  await entry.getByLabel('수금 금액').fill('250000');
  await expect(entry.getByLabel('수금 금액')).toHaveValue('250,000');
  await entry.getByLabel('발행 금액').fill('300,000');
  await entry.getByLabel('입금 확인').check();
  await entry.getByRole('button', { name: '한빛출판 저장' }).click();

  const question = page.getByRole('dialog', { name: '부족액 확인' });
  await expect(question).toContainText('수금 금액(250,000원)이 발행 금액(300,000원)보다 50,000원 적습니다.');
  await question.getByRole('button', { name: '부족액 기록 후 확인' }).click();
  await expect(page.getByText(`${order.orderNumber} 주문의 입금이 모두 확인되어 입금 완료되었습니다.`)).toBeVisible();
  await expect(entry).toContainText('부족액 50,000원 기록');
  await expect(entry.getByLabel('수금 금액')).toBeDisabled();
  await popup.getByRole('button', { name: '닫기' }).last().click();
  await expect(row.getByRole('button', { name: `${order.orderNumber} 입금 완료` })).toBeVisible();

  // The 입금 완료 text waits in the outbox, with the amount invoiced.
  const outbox = await api.get<{ content: { text: string; template: string }[] }>(
    `/api/sms/outbox?searchFilter=text&searchKeyword=${encodeURIComponent(productName)}`,
  );
  expect(outbox.content).toEqual([
    expect.objectContaining({ template: 'DEPOSIT_COMPLETE', text: `한빛출판님 ${productName} 입금 300,000원 확인` }),
  ]);

  await page.getByRole('link', { name: '입금 내역', exact: true }).click();
  await expect(page.getByRole('heading', { name: '입금 내역' })).toBeVisible();
  await page.getByRole('textbox', { name: '검색어' }).fill(order.orderNumber);
  await page.getByRole('textbox', { name: '검색어' }).press('Enter');
  const settled = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(settled).toContainText('한빛출판');
  await expect(settled).toContainText('300,000원');
  await expect(settled).toContainText('250,000원');
  await expect(settled).toContainText('부족 50,000원');
  await api.put('/api/sms', { templates });
});
