import { describe, expect, it } from 'vitest';
import { calendarHiddenByCookies } from './hide-cookie';

describe('calendar modal on entry', () => {
  it('opens when no cookie says otherwise', () => {
    expect(calendarHiddenByCookies('', 7)).toBe(false);
    expect(calendarHiddenByCookies('sid=abc; theme=dark', 7)).toBe(false);
  });

  it('stays closed for the browser session once this account closed it', () => {
    expect(calendarHiddenByCookies('sid=abc; notice_closed=7', 7)).toBe(true);
  });

  it('still opens for another account signing in on the same browser', () => {
    expect(calendarHiddenByCookies('notice_closed=7', 8)).toBe(false);
    expect(calendarHiddenByCookies('notice_closed=17', 7)).toBe(false);
  });

  it("keeps the day and seven-day choices: the 'notice' cookie hides it for anyone", () => {
    expect(calendarHiddenByCookies('notice=hidden', 8)).toBe(true);
    expect(calendarHiddenByCookies('a=1;notice=hidden;b=2', 8)).toBe(true);
    expect(calendarHiddenByCookies('notice_x=hidden', 8)).toBe(false);
  });
});
