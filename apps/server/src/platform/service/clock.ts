import dates from '../dates';

/**
 * The shop's clock: "now" and the shop calendar's today. Services read time only through it, so a test can fix
 * the moment (`app.clock.fixAt(...)`) and check due dates, held-for times and "today" lists exactly.
 */
export class ShopClock {
  private fixed: Date | undefined;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Today on the shop calendar (TZ, Asia/Seoul unless configured), YYYY-MM-DD. */
  today(): string {
    return dates.isoDay(this.now());
  }

  /** Tests: stop the clock at `moment` until `release()`. */
  fixAt(moment: Date | string) {
    this.fixed = new Date(moment);
  }

  release() {
    this.fixed = undefined;
  }
}
