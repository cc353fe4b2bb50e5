import { BUSINESS_TIME_ZONE } from '../../db/client';

/**
 * The shop's clock: "now" and the shop calendar's today. Services read time only through it, so a test can fix
 * the moment (`app.clock.fixAt(...)`) and check due dates, held-for times and "today" lists exactly.
 */
export class ShopClock {
  private fixed: Date | undefined;
  private readonly calendar: Intl.DateTimeFormat;

  /** `timeZone`: the shop calendar's zone (TZ, Asia/Seoul unless configured), whatever zone the process runs in. */
  constructor(readonly timeZone: string = BUSINESS_TIME_ZONE) {
    // en-CA writes YYYY-MM-DD.
    this.calendar = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  }

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Today on the shop calendar, YYYY-MM-DD. */
  today(): string {
    return this.dayOf(this.now());
  }

  /** A moment's day on the shop calendar, YYYY-MM-DD. */
  dayOf(moment: Date): string {
    return this.calendar.format(moment);
  }

  /** Tests: stop the clock at `moment` until `release()`. */
  fixAt(moment: Date | string) {
    const at = new Date(moment);
    if (Number.isNaN(at.getTime())) throw new Error(`ShopClock.fixAt: not a moment: ${String(moment)}`);
    this.fixed = at;
  }

  release() {
    this.fixed = undefined;
  }
}
