import { addMonths, monthOfDay } from '@scm/contract';
import type { ShopClock } from '../../platform/service';

/** A half-open window [from, to) of instants, with the shop-calendar days it spans. */
export interface Period {
  month: string;
  from: Date;
  to: Date;
  fromDay: string;
  toDay: string;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
const formatFor = (timeZone: string) => {
  let f = partsFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, f);
  }
  return f;
};

/** How far the zone's wall clock is ahead of UTC at `ms`. */
function offsetAt(ms: number, timeZone: string) {
  const p = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant a shop-calendar day begins (YYYY-MM-DD at 00:00 in `timeZone`). */
export function dayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let at = wall - offsetAt(wall, timeZone);
  const again = offsetAt(at, timeZone);
  if (wall - again !== at) at = wall - again;
  return new Date(at);
}

export function monthPeriod(month: string, timeZone: string): Period {
  const next = addMonths(month, 1);
  const fromDay = `${month}-01`;
  const toDay = `${next}-01`;
  return { month, from: dayStart(fromDay, timeZone), to: dayStart(toDay, timeZone), fromDay, toDay };
}

export const currentMonth = (clock: ShopClock) => monthOfDay(clock.today());

/** The next calendar day, YYYY-MM-DD. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function dayPeriod(day: string, timeZone: string): Period {
  const toDay = nextDay(day);
  return { month: day.slice(0, 7), from: dayStart(day, timeZone), to: dayStart(toDay, timeZone), fromDay: day, toDay };
}

/** Every day from `from` up to (not including) `to`. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d < to && out.length < 40; d = nextDay(d)) out.push(d);
  return out;
}
