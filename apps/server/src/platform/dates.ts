/** Date helpers in the shop's local calendar: main.ts sets TZ (Asia/Seoul unless configured). */
const pad = (n: number) => String(n).padStart(2, '0');
const fmt = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export default {
  today: () => fmt(new Date()),
  /** A moment's calendar day, YYYY-MM-DD. */
  isoDay: fmt,
  addYears(iso: string, years: number) {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return fmt(new Date(y + years, m - 1, d));
  },
};
