import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin-pass-2468' };

/** Signs in through the login page as a person would. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  // The schedule calendar modal opens on entering the admin area; specs that don't test it keep it hidden.
  await page.context().addCookies([{ name: 'notice', value: 'hidden', url: page.url() }]);
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

export async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/main$/);
}

/** A unique suffix so specs never collide on the shared database. */
export const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;

/** A parcel invoice no earlier run used (one invoice belongs to one customer's shipments): as typed, and its digits. */
export const invoiceNumber = () => {
  const digits = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-12);
  return { typed: `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`, digits };
};

/** Answers the form kit's save question ('…등록하시겠습니까?' / '…수정하시겠습니까?') with its button. */
export async function confirmSave(page: Page, button: '등록' | '저장') {
  await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click();
}

/** Signs a new customer up through the login page's 회원가입 dialog; the sign-up signs it in (the customer home). */
export async function signUpCustomer(page: Page, name: string, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: '회원가입' }).click();
  const dialog = page.getByRole('dialog', { name: '계정 만들기' });
  await dialog.getByLabel('고객명').fill(name);
  await dialog.getByLabel('아이디').fill(username);
  await dialog.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
  await dialog.getByLabel('비밀번호 확인').fill(password);
  await dialog.getByLabel('연락처').fill('010-3333-4444');
  await dialog.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('회원가입이 완료되었습니다. 새 계정으로 로그인되었습니다.')).toBeVisible();
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/customer\/main$/);
}

/** The signed-in session's API calls, for setting a scene the spec is not about (the CSRF header on writes). */
export async function apiOf(page: Page) {
  const { data: session } = (await (await page.request.post('/api/authentication/check_logged_in')).json()) as {
    data: { csrf: string };
  };
  const headers = { 'x-csrf-token': session.csrf };
  const send = async <T>(method: 'post' | 'put' | 'patch', url: string, data: object = {}) => {
    const res = await page.request[method](url, { headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  const get = async <T>(url: string) => ((await (await page.request.get(url)).json()) as { data: T }).data;
  const remove = async (url: string) => {
    const res = await page.request.delete(url, { headers });
    expect(res.ok(), `delete ${url}: ${await res.text()}`).toBe(true);
  };
  return { send, get, remove };
}

/** A leaflet order for 서울카페 (demo data) placed through the API: one digital cover print, delivery in 마포구. */
export async function placeLeafletOrder(api: Awaited<ReturnType<typeof apiOf>>, productName: string, amount: number) {
  const buyers = await api.get<{ id: number; name: string }[]>('/api/buyer/select');
  return api.send<{ id: number; orderNumber: string; workOrderId: number }>('post', '/api/admin/wk/order', {
    productName,
    buyerId: buyers.find((b) => b.name === '서울카페')!.id,
    workType: 'LEAFLET',
    amount,
    numberCases: 1,
    receiver: '오지훈',
    zipCode: '04001',
    address: '서울특별시 마포구 양화로 45',
    receiverTel: '010-8800-0101',
    printingList: [{ composition: 'COVER', printingType: 'DIGITAL', dosu: '4/0' }],
  });
}

/** The shop's wall clock now, as the controller's start field takes it ('YYYY-MM-DDTHH:mm:ss', Asia/Seoul). */
export const seoulWallClock = (at = new Date()) =>
  at.toLocaleString('sv-SE', { timeZone: 'Asia/Seoul', hour12: false }).replace(' ', 'T');
