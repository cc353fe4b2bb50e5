import { describe, expect, it } from 'vitest';
import { formatOrderNumber, nextOrderNumber } from '../src/modules/order-core/order-number';
import { makeServiceContext, ShopClock, type Actor } from '../src/platform/service';
import { engine, makeApp } from './harness';

const ctx = await makeApp({ demo: false });

const actor: Actor = {
  accountId: 1,
  userType: 'employee',
  isAdmin: true,
  employeeId: null,
  departmentId: null,
  departmentName: null,
  buyerId: null,
  name: '관리자',
  authorities: [],
};

function serviceAt(moment: string) {
  const clock = new ShopClock();
  clock.fixAt(moment);
  return makeServiceContext({ db: ctx.database.db, actor, clock, notify: ctx.app.notify });
}

describe(`order numbers (${engine})`, () => {
  it('formats the month prefix and a sequence of at least four digits', () => {
    expect(formatOrderNumber('P2611', 1)).toBe('P2611-0001');
    expect(formatOrderNumber('P2611', 9999)).toBe('P2611-9999');
    expect(formatOrderNumber('P2611', 12345)).toBe('P2611-12345');
  });

  it('gives 50 parallel creates 50 distinct numbers with no gap, and starts each shop month at 0001', async () => {
    // 2026-11-30 16:00 UTC is already 12-01 in Seoul: the shop's month decides the prefix.
    const service = serviceAt('2026-11-30T16:00:00Z');
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => service.transaction((tx) => nextOrderNumber(tx))),
    );
    expect(new Set(numbers).size).toBe(50);
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, i) => formatOrderNumber('P2612', i + 1)));

    const november = serviceAt('2026-11-15T03:00:00Z');
    expect(await november.transaction((tx) => nextOrderNumber(tx))).toBe('P2611-0001');
  });

  it('gives a rolled-back create its number back, so numbers stay gapless', async () => {
    const service = serviceAt('2027-01-10T03:00:00Z');
    await expect(
      service.transaction(async (tx) => {
        expect(await nextOrderNumber(tx)).toBe('P2701-0001');
        throw new Error('the order insert failed');
      }),
    ).rejects.toThrow('the order insert failed');
    expect(await service.transaction((tx) => nextOrderNumber(tx))).toBe('P2701-0001');
    expect(await service.transaction((tx) => nextOrderNumber(tx, 'S'))).toBe('S2701-0001');
  });
});
