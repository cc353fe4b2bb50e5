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
  plannedMinutes: number;
  runMinutes: number;
  produced: number;
}

/**
 * What each machine was planned to run, ran and counted in a window (the per-machine OEE's inputs). Runs are
 * clipped to [from, to); pass `to` no later than now, so a run going on counts up to now on both sides.
 */
export async function machineUse(db: Db, w: ShopWindow): Promise<MachineUse[]> {
  const [machines, minutes, counts] = await Promise.all([
    listFacilities(db),
    runMinutesBetween(db, w.from, w.to),
    // Daily roll-ups, not turns' produced_quantity: all the machine counted, in a bound turn or not, kept for good.
    countsOnDays(db, w.fromDay, w.toDay),
  ]);
  return machines.map((m) => ({
    id: m.id,
    code: m.code,
    name: m.name,
    plannedMinutes: minutes.get(m.id)?.planned ?? 0,
    runMinutes: minutes.get(m.id)?.run ?? 0,
    produced: counts.get(m.id) ?? 0,
  }));
}
