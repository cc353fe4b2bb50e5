import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiOf, placeLeafletOrder, signIn, unique } from './helpers';

/**
 * 시안 확인 (issue 35): staff upload 시안 1차; the customer on a 390 px phone pins two comments and asks for changes;
 * printing is refused; staff upload 시안 2차; the customer approves; printing passes. The stepper follows each step.
 */

// A 60×80 light-blue PNG (a page to tap on).
const PAGE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAABQCAIAAADKqIEEAAAAVUlEQVR42u3OAQkAAAgDsPdP+wbaQhAGC7C0806kpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlLy1TcdhcsiLQXQAAAABJRU5ErkJggg==',
  'base64',
);

test('staff send 시안 1차, the customer pins two comments and asks for changes, 2차 is approved, then printing', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/main$/);
  const api = await apiOf(page);
  const order = await placeLeafletOrder(api, `시안 전단 ${unique()}`, 500);
  await api.send('post', `/api/work_order/work_start/${order.workOrderId}`, { confirmShortage: true });

  // 1. Staff upload 시안 1차 on the order's page.
  await page.goto(`/admin/od/order/${order.id}`);
  const section = page.getByRole('region', { name: '시안 확인' });
  await section
    .getByLabel('시안 1차 파일')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PAGE_PNG });
  await section.getByLabel('메모').fill('로고 위치 확인 부탁드립니다');
  await section.getByRole('button', { name: '시안 1차 올리기' }).click();
  await expect(page.getByText('시안 1차를 올렸습니다.')).toBeVisible();
  await expect(section.getByText(/시안 승인 대기: 주문 시안/)).toBeVisible();

  // 2. The customer, on a phone, sees 확인 요청, pins a point and a box, and asks for changes.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await phone.newPage();
  await signIn(customer, 'seoul-cafe', 'demo1234');
  await expect(customer).toHaveURL(/\/customer\/main$/, { timeout: 30_000 });
  await customer.goto(`/co/printing_order/${order.id}`);
  const proof = customer.getByRole('region', { name: '시안 확인' });
  await expect(proof.getByText('로고 위치 확인 부탁드립니다')).toBeVisible();
  const surface = proof.locator('[data-testid^="proof-page-"]').first();
  await expect(surface.locator('img')).toBeVisible();
  await surface.scrollIntoViewIfNeeded();
  let box = (await surface.boundingBox())!;
  await customer.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await proof.getByLabel('의견').fill('로고를 더 크게 해주세요');
  await proof.getByRole('button', { name: '의견 남기기' }).click();
  await expect(proof.getByText('로고를 더 크게 해주세요')).toBeVisible();
  await surface.scrollIntoViewIfNeeded();
  box = (await surface.boundingBox())!;
  await customer.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.6);
  await customer.mouse.down();
  await customer.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.8, { steps: 4 });
  await customer.mouse.up();
  await proof.getByLabel('의견').fill('전화번호가 틀렸어요');
  await proof.getByRole('button', { name: '의견 남기기' }).click();
  await expect(proof.getByText('전화번호가 틀렸어요')).toBeVisible();
  await expect(proof.getByText('(영역)')).toBeVisible();
  await proof.getByRole('button', { name: '수정 요청' }).click();
  await expect(customer.getByText('수정을 요청했습니다.')).toBeVisible();
  await customer.screenshot({ path: '/tmp/proofs-e2e-out/customer-390.png', fullPage: true });

  // 3. Printing is refused while the proof waits.
  const refused = await page.request.post(`/api/work_order/printing/complete/${order.workOrderId}`, {
    headers: { 'x-csrf-token': await csrf(page) },
    data: { confirmShortage: true },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { errorMessage: string }).errorMessage).toContain('시안 승인 대기');

  // 4. Staff see the pins and upload 시안 2차.
  await page.reload();
  await expect(section.getByText('로고를 더 크게 해주세요')).toBeVisible({ timeout: 30_000 });
  await section
    .getByLabel('시안 2차 파일')
    .setInputFiles({ name: 'front-2.png', mimeType: 'image/png', buffer: PAGE_PNG });
  await section.getByRole('button', { name: '시안 2차 올리기' }).click();
  await expect(page.getByText('시안 2차를 올렸습니다.')).toBeVisible();

  // 5. The customer's page follows (live, by the notification) and the customer approves 2차.
  await expect(proof.getByRole('combobox', { name: '시안' })).toContainText('시안 2차', { timeout: 30_000 });
  await proof.getByRole('button', { name: '승인', exact: true }).click();
  await customer.getByRole('dialog').getByRole('button', { name: '승인' }).click();
  await expect(customer.getByText('시안을 승인했습니다.')).toBeVisible();
  await expect(proof.getByRole('button', { name: '승인', exact: true })).toHaveCount(0);

  // 6. Printing passes.
  await api.send('post', `/api/work_order/printing/complete/${order.workOrderId}`, { confirmShortage: true });
  await phone.close();
});

const csrf = async (page: Page) =>
  ((await (await page.request.post('/api/authentication/check_logged_in')).json()) as { data: { csrf: string } }).data
    .csrf;
