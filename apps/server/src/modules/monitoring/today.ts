import { and, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ShopClock } from '../../platform/service';

/**
 * "Today" on the shop calendar: from its midnight to the next, in the clock's zone (Asia/Seoul unless TZ says
 * otherwise), whatever zone the server process or the database session runs in.
 */
export function todayOn(clock: ShopClock) {
  const day = clock.today();
  const midnight = (offset: number) => sql`((${day}::date + ${offset}::int)::timestamp at time zone ${clock.timeZone})`;
  return {
    day,
    /** An instant column within today. */
    within: (column: AnyColumn): SQL => and(gte(column, midnight(0)), lt(column, midnight(1)))!,
  };
}
