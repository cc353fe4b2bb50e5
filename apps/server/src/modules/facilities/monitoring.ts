import { FACILITY_EVENT_KINDS, runState, type FacilityEvent, type FacilityMonitoringAnswer } from '@scm/contract';
import type { Db } from '../../db/client';
import type { ShopClock } from '../../platform/service';
import { countsSince, dailyRows, eventsBetween, latestReadings, latestRuns, listFacilities } from './queries';
import { presentManager } from './service';
import { dayBounds } from './shop-time';

/** The live gauge counts what arrived in this window (pieces per minute). */
export const LIVE_WINDOW_MS = 60_000;

/** GET /api/facility/monitoring: per machine its live count, today's count, last reading and whether it runs. */
export async function monitoring(db: Db, clock: ShopClock): Promise<FacilityMonitoringAnswer> {
  const now = clock.now();
  const day = clock.dayOf(now);
  const [facilities, today, latest, live, runs] = await Promise.all([
    listFacilities(db),
    dailyRows(db, day),
    latestReadings(db),
    countsSince(db, new Date(now.getTime() - LIVE_WINDOW_MS)),
    latestRuns(db),
  ]);
  const todayOf = new Map(today.map((r) => [r.facilityId, r]));
  const latestOf = new Map(latest.map((r) => [r.facilityId, r]));
  return {
    day,
    facilities: facilities.map((f) => {
      const last = latestOf.get(f.id);
      const run = runs.get(f.id);
      return {
        ...presentManager(f),
        ipAddress: f.ipAddress,
        liveCount: live.get(f.id) ?? 0,
        todayCount: todayOf.get(f.id)?.counter ?? 0,
        lastIp: last?.ip ?? null,
        lastReceivedAt: last?.receivedAt.toISOString() ?? null,
        rssi: last?.rssi ?? null,
        running: run ? runState(run, now) === 'RUNNING' : false,
      };
    }),
  };
}

/** GET /api/facility/history?date=: that shop-calendar day's events, newest first. */
export async function history(db: Db, clock: ShopClock, date: string | undefined): Promise<FacilityEvent[]> {
  const { from, to } = dayBounds(date ?? clock.today(), clock.timeZone);
  const rows = await eventsBetween(db, from, to);
  return rows.map((r) => ({
    ...r,
    kind: FACILITY_EVENT_KINDS.find((k) => k === r.kind) ?? 'WEAK_SIGNAL',
    occurredAt: r.occurredAt.toISOString(),
  }));
}

/** The sensor host's answers (spec 002 §3 field names). */
export const sensorViews = {
  async realtime(db: Db) {
    const [facilities, latest] = await Promise.all([listFacilities(db), latestReadings(db)]);
    const codeOf = new Map(facilities.map((f) => [f.id, f.code]));
    return latest.map((r) => ({
      m_name: codeOf.get(r.facilityId) ?? '',
      ph_counter: r.counter,
      ph_ip: r.ip,
      ph_reg_date: r.receivedAt.toISOString(),
      ph_rssi: r.rssi ?? 0,
    }));
  },
  async dayCount(db: Db, clock: ShopClock, date: string | undefined) {
    const rows = await dailyRows(db, date ?? clock.today());
    return rows.map((r) => ({
      m_name: r.code,
      ph_counter: r.counter,
      pc_ip: r.lastIp,
      pc_end_date: r.lastReceivedAt.toISOString(),
      pc_rssi: r.lastRssi ?? 0,
    }));
  },
  async events(db: Db, clock: ShopClock, date: string | undefined) {
    const events = await history(db, clock, date);
    // The spec's events are signal events; counter events are on the staff history only.
    return events
      .filter((e) => e.kind === 'WEAK_SIGNAL')
      .map((e) => ({ ph_reg_date: e.occurredAt, m_name: e.facilityCode, ph_ip: e.ip, ph_rssi: e.rssi ?? 0 }));
  },
};
