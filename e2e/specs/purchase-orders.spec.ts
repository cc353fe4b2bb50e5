import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, confirmSave, signInAsAdmin, unique } from './helpers';

interface Category {
  id: number;
  name: string;
  level: number;
  parentId: number | null;
}

/** The admin's API, signed in with a Bearer token of its own (the browser's session stays untouched). */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/authentication/login', { data: { ...ADMIN, rememberMe: false } });
  expect(login.ok()).toBe(true);
  const { jwt } = ((await login.json()) as { data: { jwt: string } }).data;
  const headers = { authorization: `Bearer ${jwt}` };
  return {
    get: async <T>(url: string) => ((await (await request.get(url, { headers })).json()) as { data: T }).data,
    post: async <T>(url: string, data: object) => {
      const res = await request.post(url, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { data: T }).data;
    },
    patch: async (url: string) => {
      const res = await request.patch(url, { headers });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

test('a purchase order found by a hand-scanned barcode is received into stock', async ({ page, request }) => {
  const api = await adminApi(request);
  // A fresh item in 용지 › 아트지 › 150g, so the stock it starts from is known (0).
  const categories = await api.get<Category[]>('/api/item_category_list');
  const named = (name: string, parentId: number | null) =>
    categories.find((c) => c.name === name && c.parentId === parentId)!;
  const paper = named('용지', null);
  const art = named('아트지', paper.id);
  const grams150 = named('150g', art.id);
  const suffix = unique().toUpperCase();
  const code = `PO-ART150-${suffix}`;
  const name = `발주 시험 아트지 150g ${suffix}`;
  const item = await api.post<{ id: number; amount: number }>('/api/item', {
    itemCode: code,
    name,
    itemPrice: 52000,
    itemCategoryId: grams150.id,
    itemUnit: '연',
  });
  expect(item.amount).toBe(0);

  await signInAsAdmin(page);
  await page.getByRole('link', { name: '발주 관리' }).first().click();
  await expect(page).toHaveURL(/\/admin\/wk\/purchase_order$/);
  await expect(page.getByRole('heading', { name: '발주 관리' })).toBeVisible();
  await page.getByRole('button', { name: '신규 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/wk\/purchase_order\/new$/);

  // Saving with nothing chosen names each missing field.
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('매입처를 선택해주세요.')).toBeVisible();
  await expect(page.getByText('품목을 선택해주세요.')).toBeVisible();
  await expect(page.getByText('수량을 입력해주세요.')).toBeVisible();

  await page.getByRole('combobox', { name: '매입처' }).click();
  await page.getByRole('option', { name: '대한제지', exact: true }).click();

  // The scanner dialog: the 바코드 field has the focus, as a hand scanner needs.
  await page.getByRole('button', { name: '바코드 스캔' }).click();
  const scanner = page.getByRole('dialog', { name: '바코드 스캔' });
  const barcode = scanner.getByLabel('바코드');
  await expect(barcode).toBeFocused();
  await barcode.fill('ab');
  await barcode.press('Enter');
  await expect(scanner.getByText('바코드는 3자 이상이어야 합니다.')).toBeVisible();
  await barcode.fill(`NO-SUCH-${suffix}`);
  await barcode.press('Enter');
  await expect(scanner.getByText(`바코드 NO-SUCH-${suffix}에 해당하는 품목이 없습니다.`)).toBeVisible();
  await expect(scanner).toBeVisible();

  // A hand scanner types the code then Enter.
  await barcode.fill('');
  await barcode.pressSequentially(code);
  await barcode.press('Enter');
  await expect(scanner).toBeHidden();
  await expect(page.getByText(`바코드 ${code}: ${name} 품목을 선택했습니다.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: '품목' })).toHaveValue(new RegExp(name));
  await expect(page.getByText(`${code} · 용지 › 아트지 › 150g · 재고 0연`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: '소분류' })).toHaveText('150g');
  await expect(page.getByText('품목을 선택해주세요.')).toBeHidden();

  await page.getByLabel('수량').fill('오십');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('숫자만 입력해주세요.')).toBeVisible();
  await page.getByLabel('수량').fill('1,250');
  await page.getByLabel('비고').fill('월초 정기 발주');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(`${name} 발주가 등록되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/wk\/purchase_order\/\d+$/);
  await expect(page.getByRole('heading', { name: '발주 상세' })).toBeVisible();
  await expect(page.getByText('발주', { exact: true })).toBeVisible();
  await expect(page.getByLabel('수량')).toHaveValue('1,250');
  expect((await api.get<{ amount: number }>(`/api/item/${item.id}`)).amount).toBe(0);

  // 입고 처리 asks first, then puts the amount into stock.
  await page.getByRole('button', { name: '입고 처리' }).click();
  const confirm = page.getByRole('dialog', { name: '입고 처리' });
  await expect(confirm).toContainText(`${name} 1,250연 입고 처리하시겠습니까?`);
  await confirm.getByRole('button', { name: '입고 처리' }).click();
  await expect(page.getByText(`${name} 발주가 입고 처리되었습니다. 현재 재고 1,250연`)).toBeVisible();
  await expect(page.getByText('입고완료', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '입고 처리' })).toBeHidden();
  await expect(page.getByLabel('입고 일시')).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect((await api.get<{ amount: number }>(`/api/item/${item.id}`)).amount).toBe(1250);

  // The list finds it by the item's code, received.
  await page.getByRole('button', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/wk\/purchase_order$/);
  await page.getByRole('combobox', { name: '검색 조건' }).click();
  await page.getByRole('option', { name: '품목', exact: true }).click();
  await page.getByRole('textbox', { name: '검색어' }).fill(code);
  await page.getByRole('textbox', { name: '검색어' }).press('Enter');
  const row = page.getByRole('table', { name: '발주 목록' }).getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('대한제지');
  await expect(row).toContainText('1,250연');
  await expect(row).toContainText('입고완료');

  // The status filter answers "what hasn't arrived?": this order is not among 발주, and is among 입고완료.
  const status = page.getByRole('combobox', { name: '상태' });
  await status.click();
  await page.getByRole('option', { name: '발주', exact: true }).click();
  await expect(page).toHaveURL(/status=ORDERED/);
  await expect(row).toHaveCount(0);
  await status.click();
  await page.getByRole('option', { name: '입고완료', exact: true }).click();
  await expect(page).toHaveURL(/status=RECEIVED/);
  await expect(row).toHaveCount(1);
});

test('receiving an order someone else received first: the alert names its state and the page catches up', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const suffix = unique().toUpperCase();
  const paper = (await api.get<Category[]>('/api/item_category_list')).find(
    (c) => c.name === '용지' && c.parentId === null,
  )!;
  const item = await api.post<{ id: number }>('/api/item', {
    itemCode: `PO-RACE-${suffix}`,
    name: `동시 입고 시험 모조지 ${suffix}`,
    itemPrice: 1000,
    itemCategoryId: paper.id,
    itemUnit: '연',
  });
  const [seller] = await api.get<{ id: number }[]>('/api/seller/select');
  const order = await api.post<{ id: number }>('/api/admin/wk/purchase_order', {
    sellerId: seller!.id,
    itemId: item.id,
    amount: 30,
  });

  await signInAsAdmin(page);
  await page.goto(`/admin/wk/purchase_order/${order.id}`);
  await expect(page.getByRole('heading', { name: '발주 상세' })).toBeVisible();
  await expect(page.getByText('발주', { exact: true })).toBeVisible();

  // A colleague receives it while this page still shows it ordered.
  await api.patch(`/api/admin/wk/purchase_order/receive/${order.id}`);
  await page.getByRole('button', { name: '입고 처리' }).click();
  await page.getByRole('dialog', { name: '입고 처리' }).getByRole('button', { name: '입고 처리' }).click();
  const alert = page.getByRole('dialog', { name: '알림' });
  await expect(alert).toContainText("발주 상태가 현재 '입고완료'라 '입고 처리'를 할 수 없습니다.");
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('입고완료', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '입고 처리' })).toBeHidden();
  // Received once: 30연 in stock, not 60.
  expect((await api.get<{ amount: number }>(`/api/item/${item.id}`)).amount).toBe(30);
});
