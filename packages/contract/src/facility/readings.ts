import { isSignalEvent } from './rules.js';

/**
 * Which readings are production (issue 30 §4): a machine's report is trusted only as far as the machine could have
 * run. Pure: the caller passes the moments and the machine's rated speed.
 *
 * A reading's `counter` is the pieces counted since the machine's previous report (a delta). A negative delta is a
 * counter that went backwards (a device reset or a device sending cumulative counts after a restart): a reset
 * event, never negative production. A step larger than the rated speed allows for the time since the previous
 * reading is not production either: an abnormal-counter event for staff.
 */

/** The rated speed a machine gets when none is set: the live gauge's top (spec 002 §9). */
export const DEFAULT_RATED_PER_MINUTE = 9_000;
export const RATED_PER_MINUTE_MAX = 1_000_000;
/** A reading may exceed the rated speed by half (a short burst, a report a little late). */
export const COUNTER_SLACK = 1.5;
/** The first reading of a machine (none before it) covers at most a minute of running. */
export const FIRST_READING_INTERVAL_MS = 60_000;
/** A gap longer than an hour since the previous reading allows an hour's pieces, not the whole gap's. */
export const MAX_READING_INTERVAL_MS = 3_600_000;

export type CounterVerdict = 'COUNT' | 'RESET' | 'JUMP';

/** The most pieces a reading may carry: rated speed × interval × slack, at least one. */
export function allowedStep(ratedPerMinute: number, previousAt: Date | null, now: Date): number {
  const elapsed = previousAt === null ? FIRST_READING_INTERVAL_MS : now.getTime() - previousAt.getTime();
  const interval = Math.min(MAX_READING_INTERVAL_MS, Math.max(0, elapsed));
  return Math.floor((Math.max(0, ratedPerMinute) * interval * COUNTER_SLACK) / 60_000) + 1;
}

export function counterVerdict(
  counter: number,
  ratedPerMinute: number,
  previousAt: Date | null,
  now: Date,
): CounterVerdict {
  if (counter < 0) return 'RESET';
  return counter > allowedStep(ratedPerMinute, previousAt, now) ? 'JUMP' : 'COUNT';
}

/** Signed MQTT messages may be this far from the server's clock (either way). */
export const MQTT_CLOCK_WINDOW_MS = 60_000;

/**
 * The text a machine signs for an MQTT reading: `code|counter|ip|rssi|ts` (ip and rssi empty when not sent, ts in
 * epoch milliseconds). `sig` = hex HMAC-SHA256 of this text under the key SHA-256(machine's token) (32 bytes).
 */
export const mqttSigningText = (
  code: string,
  r: { counter: number; ip?: string | undefined; rssi?: number | undefined; ts: number },
) => `${code}|${r.counter}|${r.ip ?? ''}|${r.rssi ?? ''}|${r.ts}`;

/** The kinds of monitoring events. */
export const FACILITY_EVENT_KINDS = ['WEAK_SIGNAL', 'COUNTER_JUMP', 'COUNTER_RESET'] as const;
export type FacilityEventKind = (typeof FACILITY_EVENT_KINDS)[number];
export const FACILITY_EVENT_LABELS: Record<FacilityEventKind, string> = {
  WEAK_SIGNAL: '약한 신호',
  COUNTER_JUMP: '비정상 카운터',
  COUNTER_RESET: '카운터 초기화',
};

export interface EventLike {
  occurredAt: string;
  facilityCode: string;
  kind: FacilityEventKind;
  rssi: number | null;
  counter: number | null;
}

export interface EventGroup<E extends EventLike> {
  kind: FacilityEventKind;
  facilityCode: string;
  events: E[];
  /** Oldest and newest moment of the group. */
  from: string;
  to: string;
  /** The weakest signal of a weak-signal group. */
  lowestRssi: number | null;
}

/**
 * Groups a day's events (newest first, as the history answers) for display: consecutive events of one machine and
 * kind are one line ('약한 신호 12회, 10:03–10:07, 최저 −61 dBm'); another machine's or kind's event in between
 * starts a new group. Counter events are each their own line.
 */
export function groupEvents<E extends EventLike>(events: E[]): EventGroup<E>[] {
  const groups: EventGroup<E>[] = [];
  for (const e of events) {
    const last = groups.at(-1);
    if (last && e.kind === 'WEAK_SIGNAL' && last.kind === e.kind && last.facilityCode === e.facilityCode) {
      last.events.push(e);
      last.from = e.occurredAt;
      if (e.rssi !== null && (last.lowestRssi === null || e.rssi < last.lowestRssi)) last.lowestRssi = e.rssi;
      continue;
    }
    groups.push({
      kind: e.kind,
      facilityCode: e.facilityCode,
      events: [e],
      from: e.occurredAt,
      to: e.occurredAt,
      lowestRssi: e.kind === 'WEAK_SIGNAL' && isSignalEvent(e.rssi) ? e.rssi : null,
    });
  }
  return groups;
}
