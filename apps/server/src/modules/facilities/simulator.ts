import { liveGaugeMax } from '@scm/contract';
import type { Db } from '../../db/client';
import type { Job } from '../../platform/jobs';
import type { ShopClock } from '../../platform/service';
import { lastReadingAt, runningFacilities, trySimulatorLock } from './queries';
import { recordReading } from './readings';

export const FACILITY_SIMULATOR_JOB = 'facility-simulator';
export const SIMULATOR_INTERVAL_MS = 3_000;

export interface SimulatorSettings {
  db: Db;
  clock: ShopClock;
  intervalMs?: number;
  random?: () => number;
}

/**
 * A reading for a running machine: between half and 90 % of its live gauge per minute, as the share of one report
 * interval; the signal mostly strong (−42…−49 dBm), now and then a dip into the warning and event range.
 */
export function simulatedReading(code: string, ip: string, intervalMs: number, random: () => number) {
  const perMinute = liveGaugeMax(code) * (0.5 + 0.4 * random());
  const counter = Math.max(1, Math.round((perMinute * intervalMs) / 60_000));
  const rssi = random() < 0.05 ? -55 - Math.floor(random() * 25) : -42 - Math.floor(random() * 8);
  return { counter, ip: ip || '127.0.0.1', rssi };
}

/**
 * One pass of the equipment simulator (the offline default of the machine feed, DESIGN §4): every machine whose run
 * is going on gets one reading. An advisory lock lets one process at a time do a pass, and a machine that got a
 * reading less than most of an interval ago is skipped, so several processes never double the counts. A machine
 * without a running run gets nothing: stopping the run stops its gauge.
 */
export async function simulateOnce(s: SimulatorSettings): Promise<number> {
  const interval = s.intervalMs ?? SIMULATOR_INTERVAL_MS;
  const random = s.random ?? Math.random;
  return s.db.transaction(async (tx) => {
    if (!(await trySimulatorLock(tx))) return 0;
    const now = s.clock.now();
    let made = 0;
    for (const f of await runningFacilities(tx, now)) {
      const last = await lastReadingAt(tx, f.id);
      if (last && now.getTime() - last.getTime() < interval * 0.8) continue;
      await recordReading(tx, s.clock, f.id, simulatedReading(f.code, f.ipAddress, interval, random));
      made++;
    }
    return made;
  });
}

export const facilitySimulatorJob = (s: SimulatorSettings): Job => ({
  name: FACILITY_SIMULATOR_JOB,
  intervalMs: s.intervalMs ?? SIMULATOR_INTERVAL_MS,
  run: async () => {
    await simulateOnce(s);
  },
});
