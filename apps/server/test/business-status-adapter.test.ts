import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBusinessStatusProvider,
  ntsBusinessStatusProvider,
  NOT_CHECKED_REASON,
} from '../src/platform/adapters/business-status';
import {
  startFakeBusinessStatusService,
  type FakeBusinessStatusService,
} from '../src/platform/adapters/business-status/fake-provider';

const KEY = 'test-service-key';

describe('business status adapter (NTS 휴폐업 조회)', () => {
  let fake: FakeBusinessStatusService;
  beforeAll(async () => {
    fake = await startFakeBusinessStatusService(KEY, {
      '2208162517': { code: '01' },
      '1248100998': { code: '02' },
      '1018142001': { code: '03', endDate: '20250630' },
    });
  });
  afterAll(() => fake.close());
  const provider = (timeoutMs = 5_000) => ntsBusinessStatusProvider({ url: fake.url, serviceKey: KEY, timeoutMs });

  it('says it did not check when no service key is set', async () => {
    const offline = createBusinessStatusProvider({ url: 'http://127.0.0.1:9/status', serviceKey: null });
    expect(offline.configured).toBe(false);
    expect(await offline.check(['220-81-62517'])).toEqual({ checked: false, retry: false, reason: NOT_CHECKED_REASON });
  });

  it('reads 계속, 휴업, 폐업 and an unknown number, hyphens or not', async () => {
    fake.mode = 'ok';
    const result = await provider().check(['220-81-62517', '1248100998', '101-81-42001', '123-45-67890']);
    expect(result.checked).toBe(true);
    if (!result.checked) return;
    expect(result.statuses.map((s) => [s.number, s.state, s.closedOn])).toEqual([
      ['2208162517', 'ACTIVE', null],
      ['1248100998', 'SUSPENDED', null],
      ['1018142001', 'CLOSED', '2025-06-30'],
      ['1234567890', 'UNREGISTERED', null],
    ]);
    expect(result.statuses[0]!.label).toBe('계속사업자');
  });

  it('sends at most 100 numbers a call', async () => {
    fake.mode = 'ok';
    fake.calls.length = 0;
    const numbers = Array.from({ length: 250 }, (_, i) => String(1_000_000_000 + i));
    const result = await provider().check(numbers);
    expect(result.checked && result.statuses.length).toBe(250);
    expect(fake.calls.map((c) => c.length)).toEqual([100, 100, 50]);
  });

  it('fails the whole check when the service is down, garbled, refuses the key or is too slow', async () => {
    fake.mode = 'down';
    expect(await provider().check(['2208162517'])).toMatchObject({ checked: false, retry: true });
    fake.mode = 'garbled';
    expect(await provider().check(['2208162517'])).toMatchObject({
      checked: false,
      reason: '국세청 조회의 응답을 읽지 못했습니다.',
    });
    fake.mode = 'ok';
    const wrongKey = ntsBusinessStatusProvider({ url: fake.url, serviceKey: 'nope', timeoutMs: 5_000 });
    const refused = await wrongKey.check(['2208162517']);
    expect(refused).toMatchObject({ checked: false, retry: false });
    expect(!refused.checked && refused.reason).toContain('인증키');
    fake.delayMs = 1_000;
    try {
      expect(await provider(300).check(['2208162517'])).toEqual({
        checked: false,
        retry: true,
        reason: '국세청 조회가 응답하지 않습니다.',
      });
    } finally {
      fake.delayMs = 0;
    }
  });
});
