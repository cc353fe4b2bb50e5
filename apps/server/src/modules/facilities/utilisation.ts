import type { Db } from '../../db/client';
import { countsOnDays, listFacilities, runMinutesBetween } from './queries';

/** A stretch of time on the shop calendar: the instants [from, to) and the shop days [fromDay, toDay) they cover. */
export interface ShopWindow {
  from: Date;
  to: Date;
  fromDay: string;
  toDay: string;
}

export interface MachineUse {
  id: number;
  code: string;
  name: string;
  /** The machine's rated speed (모니터링 관리), pieces per minute. */
  ratedPerMinute: number;
  plannedMinutes: number;
  runMinutes: number;
  produced: number;
}

/**
 * What each machine was planned to run, ran and counted in a window (the per-machine OEE's inputs): runs clipped
 * to [from, to) and to now (`runMinutesBetween`), counts of the window's shop days.
 */
export async function machineUse(db: Db, w: ShopWindow, now: Date): Promise<MachineUse[]> {
  const [machines, minutes, counts] = await Promise.all([
    listFacilities(db),
    runMinutesBetween(db, w.from, w.to, now),
    // Daily roll-ups, not turns' produced_quantity: all the machine counted, in a bound turn or not, kept for good.
    countsOnDays(db, w.fromDay, w.toDay),
  ]);
  return machines.map((m) => ({
    id: m.id,
    code: m.code,
    name: m.name,
    ratedPerMinute: m.ratedPerMinute,
    plannedMinutes: minutes.get(m.id)?.planned ?? 0,
    runMinutes: minutes.get(m.id)?.run ?? 0,
    produced: counts.get(m.id) ?? 0,
  }));
}
