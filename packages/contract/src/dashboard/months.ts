/** Months on the shop calendar as 'YYYY-MM'. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthOfDay = (day: string) => day.slice(0, 7);

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included (empty when from is after to). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to && out.length < 240; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** '2026-11' → '2026년 11월'. */
export const monthLabel = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

/** The number of days in a month 'YYYY-MM'. */
export const daysInMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/**
 * Month-over-month on the same stretch (issue 30 §7): this month's 1st up to and including `today` against last
 * month's 1st up to and including the same day (its last day when last month is shorter: 31 March → all February).
 * Days as half-open [fromDay, toDay).
 */
export function sameStretchLastMonth(today: string): { fromDay: string; toDay: string } {
  const last = addMonths(monthOfDay(today), -1);
  const day = Math.min(Number(today.slice(8, 10)), daysInMonth(last));
  const end = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)) - 1, day + 1));
  return { fromDay: `${last}-01`, toDay: end.toISOString().slice(0, 10) };
}
