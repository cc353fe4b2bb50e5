import { chromium, type Page } from '@playwright/test';

const BASE = 'http://localhost:8395';
const OUT = '/tmp/portal-png';

async function api(page: Page) {
  const s = (await (await page.request.post(`${BASE}/api/authentication/check_logged_in`)).json()) as { data: { csrf: string } };
  const headers = { 'x-csrf-token': s.data.csrf };
  return {
    post: async (url: string, data?: object) => {
      const r = await page.request.post(`${BASE}${url}`, { headers, data });
      if (!r.ok()) throw new Error(`${url} ${r.status()} ${await r.text()}`);
      return ((await r.json()) as { data: never }).data;
    },
    patch: async (url: string, data?: object) => {
      const r = await page.request.patch(`${BASE}${url}`, { headers, data });
      if (!r.ok()) throw new Error(`${url} ${r.status()} ${await r.text()}`);
    },
    get: async <T,>(url: string) => ((await (await page.request.get(`${BASE}${url}`)).json()) as { data: T }).data,
  };
}

async function signIn(page: Page, u: string, p: string) {
  await page.goto(`${BASE}/login`);
  await page.context().addCookies([{ name: 'notice', value: 'hidden', url: BASE }]);
  await page.getByLabel('아이디').fill(u);
  await page.getByLabel('비밀번호', { exact: true }).fill(p);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(/main$/);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless'] });
// Seed: the customer places two orders; staff move one to shipping.
const staffPage = await (await browser.newContext()).newPage();
await signIn(staffPage, 'admin', 'admin-pass-2468');
const staff = await api(staffPage);
const custSeed = await (await browser.newContext()).newPage();
await signIn(custSeed, 'hanbit', 'demo1234');
const cust = await api(custSeed);
const body = (name: string) => ({
  productName: name, workType: 'BROCHURE', amount: 500, numberCases: 1, receiver: '오지훈', zipCode: '04001',
  address: '서울특별시 마포구 양화로 45', receiverTel: '010-8800-0101', deliveryType: '택배',
  printingList: [{ composition: 'COVER', printingType: 'OFF', dosu: '4/4' }, { composition: 'INNER', printingType: 'DIGITAL', dosu: '4/4', digitalRemark: '내지 32p' }],
});
const a = (await cust.post('/api/co/printing_order', body('2027 회사 소개 책자'))) as { id: number; orderNumber: string };
const b = (await cust.post('/api/co/printing_order', body('봄 신메뉴 책자'))) as { id: number; orderNumber: string };
const q = (n: string) => `searchFilter=orderNumber&searchKeyword=${n}`;
const [ra] = (await staff.get<{ content: { id: number }[] }>(`/api/work_order/receipt?${q(a.orderNumber)}`)).content;
await staff.post(`/api/work_order/work_start/${ra!.id}`);
await staff.post(`/api/work_order/printing/complete/${ra!.id}`);
const [sh] = (await staff.get<{ content: { id: number }[] }>(`/api/admin/wk/delivery?${q(a.orderNumber)}`)).content;
await staff.patch(`/api/admin/wk/delivery/start/${sh!.id}`, { deliveryCompanyCode: '04', invoice: '123456789012' });
const [rb] = (await staff.get<{ content: { id: number }[] }>(`/api/work_order/receipt?${q(b.orderNumber)}`)).content;
await staff.post(`/api/work_order/work_start/${rb!.id}`);

for (const [w, h] of [[1280, 900], [390, 844]] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await ctx.newPage();
  await signIn(page, 'hanbit', 'demo1234');
  const shots: [string, string][] = [
    ['home', '/customer/main'],
    ['list', '/co/printing_order'],
    ['new', '/co/printing_order/new'],
    ['detail-shipping', `/co/printing_order/${a.id}`],
    ['detail-working', `/co/printing_order/${b.id}`],
  ];
  for (const [name, path] of shots) {
    await page.goto(`${BASE}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/${name}-${w}.png`, fullPage: name !== 'new' });
  }
  await page.goto(`${BASE}/co/printing_order/${a.id}`);
  await page.getByRole('button', { name: '배송 조회' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${OUT}/tracking-${w}.png` });
  await page.goto(`${BASE}/co/printing_order/new`);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/new-errors-${w}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
