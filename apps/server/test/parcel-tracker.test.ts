import { afterAll, describe, expect, it } from 'vitest';
import {
  BUNDLED_CARRIERS,
  carrierById,
  carrierPageUrl,
  offlineParcelTracker,
} from '../src/platform/adapters/parcel-tracking';
import { startFakeTrackingProvider } from '../src/platform/adapters/parcel-tracking/fake-provider';
import { SweettrackerClient } from '../src/platform/adapters/parcel-tracking/sweettracker';

const KEY = 'unit-key-93';
const fake = await startFakeTrackingProvider(KEY);
afterAll(() => fake.close());

const bundled = BUNDLED_CARRIERS.map(({ id, name }) => ({ id, name }));

function client(key = KEY) {
  const clock = { now: 1_000_000 };
  const warnings: string[] = [];
  const c = new SweettrackerClient({
    apiKey: key,
    baseUrl: fake.baseUrl,
    log: { warn: (details, message) => warnings.push(`${message} ${JSON.stringify(details)}`) },
    listTtlMs: 10_000,
    retryAfterMs: 1_000,
    now: () => clock.now,
  });
  return { c, clock, warnings };
}
const listCalls = () => fake.requests.filter((r) => r.startsWith('/api/v1/companylist')).length;

describe('스마트택배 provider client', () => {
  it('falls back to the bundled list while the provider is down, and asks again after the retry pause', async () => {
    const { c, clock, warnings } = client();
    fake.down = true;
    const before = listCalls();
    expect(await c.carriers()).toEqual(bundled);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('failed to load carrier info');
    expect(warnings[0]).not.toContain(KEY);
    fake.down = false;
    // Within the pause the bundled list stands in without a call.
    expect(await c.carriers()).toEqual(bundled);
    expect(listCalls()).toBe(before + 1);
    clock.now += 1_001;
    expect((await c.carriers()).map((x) => x.id)).toEqual(['04', '77', '99']);
    expect(listCalls()).toBe(before + 2);
  });

  it('keeps a fetched list for its lifetime, then refreshes it; parallel callers share one call', async () => {
    const { c, clock } = client();
    const before = listCalls();
    await Promise.all([c.carriers(), c.carriers(), c.carriers()]);
    expect(listCalls()).toBe(before + 1);
    clock.now += 9_999;
    await c.carriers();
    expect(listCalls()).toBe(before + 1);
    clock.now += 2;
    await c.carriers();
    expect(listCalls()).toBe(before + 2);
  });

  it('treats a refused key (an error body with HTTP 200) as a failure', async () => {
    const { c, warnings } = client('wrong-key');
    expect(await c.carriers()).toEqual(bundled);
    expect(warnings).toHaveLength(1);
  });

  it('refuses a tracking page when the provider answers an error status', async () => {
    const { c } = client();
    fake.down = true;
    await expect(c.trackingPage('04', '1234')).rejects.toThrow('HTTP 503');
    fake.down = false;
  });
});

describe('offline default', () => {
  it("has no provider page, and builds each carrier's own tracking address", async () => {
    const tracker = offlineParcelTracker();
    expect('trackingPage' in tracker).toBe(false);
    expect(await carrierById(tracker, '08')).toEqual({ id: '08', name: '롯데택배' });
    expect(await carrierById(tracker, '999')).toBeUndefined();
    expect(carrierPageUrl('06', '12345')).toBe('https://www.ilogen.com/web/personal/trace/12345');
    expect(carrierPageUrl('53', '12345')).toBeNull();
    // Every bundled code is distinct, and every address template has the invoice slot.
    expect(new Set(BUNDLED_CARRIERS.map((x) => x.id)).size).toBe(BUNDLED_CARRIERS.length);
    for (const x of BUNDLED_CARRIERS) if (x.trackingUrl) expect(x.trackingUrl).toContain('{invoice}');
  });
});
