/** Moments on the shop's wall clock (Asia/Seoul unless TZ says otherwise), whatever zone the process runs in. */

/** How far `timeZone`'s wall clock is ahead of UTC at `moment`, in ms. */
function offsetAt(moment: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(moment);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(moment.getTime() / 1000) * 1000;
}

/** 'YYYY-MM-DDTHH:mm:ss' (or 'YYYY-MM-DD' = its midnight) read on the wall clock of `timeZone`. */
export function wallTimeToMoment(wall: string, timeZone: string): Date {
  const [datePart, timePart = '00:00:00'] = wall.split('T') as [string, string?];
  const [y, mo, d] = datePart.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = timePart.split(':').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s ?? 0);
  // Twice: the offset at the guessed moment may differ from the offset at the answer across a DST change.
  let guess = asUtc - offsetAt(new Date(asUtc), timeZone);
  guess = asUtc - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** [start, end) of a shop-calendar day. */
export function dayBounds(day: string, timeZone: string): { from: Date; to: Date } {
  const from = wallTimeToMoment(day, timeZone);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { from, to: wallTimeToMoment(next, timeZone) };
}
