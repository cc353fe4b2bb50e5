import { afterAll, describe, expect, it } from 'vitest';
import { API_PARCEL_TRACKING, deliveryTrackingMessages as MSG, trackingPagePath } from '@scm/contract';
import {
  FAKE_PROVIDER_CARRIERS,
  startFakeTrackingProvider,
} from '../src/platform/adapters/parcel-tracking/fake-provider';
import { BUNDLED_CARRIERS } from '../src/platform/adapters/parcel-tracking';
import { eq } from 'drizzle-orm';
import { buyer, delivery, printingOrder, workOrder } from '../src/db/schema';
import { makeApp, type Agent } from './harness';
import { sessionOf } from './route-table';

const KEY = 'fake-key-Qx7pL2';
const fake = await startFakeTrackingProvider(KEY);
const down = await startFakeTrackingProvider(KEY);
down.down = true;
afterAll(async () => {
  await fake.close();
  await down.close();
});

/** No key: the offline default. */
const offline = await makeApp();
/** A key and a working provider. */
const provider = await makeApp({ demo: false, env: { TRACKING_API_KEY: KEY, TRACKING_API_BASE_URL: fake.baseUrl } });
/** A key, but the provider answers 503 to everything. */
const providerDown = await makeApp({
  demo: false,
  env: { TRACKING_API_KEY: KEY, TRACKING_API_BASE_URL: down.baseUrl },
});

const get = (ctx: typeof offline, agent: Agent | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: agent?.headers() ?? {} });
const data = <T>(res: { json: <B>() => B }) => res.json<{ data: T }>().data;
const trackingUrl = (carrierCode: string, invoice: string) =>
  `${API_PARCEL_TRACKING.tracking}?${new URLSearchParams({ carrierCode, invoice }).toString()}`;

const staff = await sessionOf(offline, 'admin');
const customer = await sessionOf(offline, 'hanbit');
const stranger = await sessionOf(offline, 'seoul-cafe');
/** A parcel of one of hanbit's orders, shipped: customers may only track their own orders' parcels. */
{
  const odb = offline.database.db;
  const [own] = await odb
    .select({ id: workOrder.id })
    .from(workOrder)
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .innerJoin(buyer, eq(buyer.id, printingOrder.buyerId))
    .where(eq(buyer.name, '한빛출판'))
    .limit(1);
  await odb
    .insert(delivery)
    .values({ workOrderId: own!.id, status: 'SHIPPING', deliveryCompanyCode: '04', invoice: '601234567890' })
    .onConflictDoUpdate({ target: delivery.workOrderId, set: { deliveryCompanyCode: '04', invoice: '601234567890' } });
}
const providerStaff = await sessionOf(provider, 'admin');
const downStaff = await sessionOf(providerDown, 'admin');

describe('without a tracking key (offline default)', () => {
  it('serves the bundled Korean carriers with their 스마트택배 codes, to staff and customers', async () => {
    for (const agent of [staff, customer]) {
      const res = await get(offline, agent, API_PARCEL_TRACKING.carriers);
      expect(res.statusCode).toBe(200);
      const carriers = data<{ id: string; name: string }[]>(res);
      expect(carriers).toEqual(BUNDLED_CARRIERS.map(({ id, name }) => ({ id, name })));
      expect(carriers).toEqual(
        expect.arrayContaining([
          { id: '04', name: 'CJ대한통운' },
          { id: '01', name: '우체국택배' },
          { id: '05', name: '한진택배' },
          { id: '08', name: '롯데택배' },
          { id: '06', name: '로젠택배' },
        ]),
      );
    }
  });

  it('refuses anonymous callers', async () => {
    expect((await get(offline, null, API_PARCEL_TRACKING.carriers)).statusCode).toBe(401);
    expect((await get(offline, null, trackingUrl('04', '123'))).statusCode).toBe(401);
  });

  it("answers a link to the carrier's own page, the invoice without dashes and spaces", async () => {
    const res = await get(offline, customer, trackingUrl('04', ' 6012-3456 7890 '));
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({
      mode: 'link',
      carrierId: '04',
      carrierName: 'CJ대한통운',
      invoice: '601234567890',
      url: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890',
    });
    // Another customer cannot learn anything of that parcel.
    const probe = await get(offline, stranger, trackingUrl('04', '601234567890'));
    expect(probe.statusCode).toBe(404);
    expect(probe.json().errorMessage).toBe(MSG.parcelNotFound);
  });

  it('answers a link mode without an address for a carrier whose site we do not know', async () => {
    const res = await get(offline, staff, trackingUrl('53', '1234'));
    expect(data(res)).toMatchObject({ mode: 'link', carrierName: '농협택배', url: null });
  });

  it('refuses an invoice with letters, an empty one and an unknown carrier with Korean field messages', async () => {
    const letters = await get(offline, staff, trackingUrl('04', '12AB-34'));
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toEqual({ invoice: { isError: true, defaultMessage: MSG.invoiceDigits } });
    const empty = await get(offline, staff, trackingUrl('04', ' - '));
    expect(empty.json()).toEqual({ invoice: { isError: true, defaultMessage: MSG.invoiceRequired } });
    const unknown = await get(offline, staff, trackingUrl('999', '1234'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ carrierCode: { isError: true, defaultMessage: MSG.unknownCarrier } });
  });

  it('has no proxied tracking page', async () => {
    const res = await get(offline, staff, trackingPagePath('04', '1234'));
    expect(res.statusCode).toBe(404);
  });
});

describe('with a key and a working provider', () => {
  it("serves the provider's carrier list, domestic first, asking the provider once", async () => {
    const before = fake.requests.length;
    const first = data<{ id: string; name: string }[]>(
      await get(provider, providerStaff, API_PARCEL_TRACKING.carriers),
    );
    const second = data<{ id: string; name: string }[]>(
      await get(provider, providerStaff, API_PARCEL_TRACKING.carriers),
    );
    expect(first).toEqual([
      { id: '04', name: 'CJ대한통운' },
      { id: '77', name: '테스트택배' },
      { id: '99', name: '가짜국제특송' },
    ]);
    expect(second).toEqual(first);
    const listCalls = fake.requests.slice(before).filter((r) => r.startsWith('/api/v1/companylist'));
    expect(listCalls).toEqual([`/api/v1/companylist?t_key=${KEY}`]);
    expect(FAKE_PROVIDER_CARRIERS).toHaveLength(3);
  });

  it('answers the embedded mode: our own page path, never the key', async () => {
    const res = await get(provider, providerStaff, trackingUrl('04', '6012-3456-7890'));
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({
      mode: 'embedded',
      carrierId: '04',
      carrierName: 'CJ대한통운',
      invoice: '601234567890',
      url: '/api/delivery/tracking/page?carrierCode=04&invoice=601234567890',
      carrierUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890',
    });
    expect(res.body).not.toContain(KEY);
  });

  it("serves the provider's page through our server, the key cut out, sandboxed and framed only by us", async () => {
    const res = await get(provider, providerStaff, trackingPagePath('77', '5551234'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('배송조회 77 5551234');
    expect(res.body).not.toContain(KEY);
    expect(res.body).toContain(`<base href="${fake.baseUrl}/">`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts/);
    expect(csp).toContain(`script-src ${fake.baseUrl} 'unsafe-inline'`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The provider was asked with the key, the carrier and the clean invoice.
    expect(fake.requests).toContain(`/tracking/5?t_key=${KEY}&t_code=77&t_invoice=5551234`);
  });

  it('refuses a carrier the provider does not list', async () => {
    const res = await get(provider, providerStaff, trackingUrl('05', '1234'));
    expect(res.statusCode).toBe(400);
  });
});

describe('with a key but the provider down', () => {
  it('falls back to the bundled carriers', async () => {
    const res = await get(providerDown, downStaff, API_PARCEL_TRACKING.carriers);
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual(BUNDLED_CARRIERS.map(({ id, name }) => ({ id, name })));
    expect(down.requests.some((r) => r.startsWith('/api/v1/companylist'))).toBe(true);
  });

  it("shows a Korean notice with the carrier's own link in the frame instead of the page", async () => {
    const res = await get(providerDown, downStaff, trackingPagePath('04', '1234'));
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain(MSG.pageFailed);
    expect(res.body).toContain('https://trace.cjlogistics.com/next/tracking.html?wblNo=1234');
    expect(res.body).not.toContain(KEY);
    expect(String(res.headers['content-security-policy'])).toMatch(/^sandbox /);
  });
});
