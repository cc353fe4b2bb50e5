import { CALENDAR_HIDE_COOKIE, SECONDS_PER_DAY } from '@scm/contract';

/**
 * Closing the calendar (닫기, ×, Esc, or opening a schedule from it) keeps it closed for the rest of the browser
 * session: a session cookie (no max-age), so reloads and new tabs agree, holding the account that closed it, so
 * another employee signing in on the same browser still sees it once.
 */
export const CALENDAR_CLOSED_COOKIE = 'notice_closed';

const cookieValue = (cookies: string, name: string): string | undefined => {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
};

/**
 * Whether the calendar modal stays shut on entry, read from a cookie string (document.cookie): the `notice` cookie
 * of '오늘 하루 보지 않기' / '7일간 보지 않기' for anyone, or this account's close earlier in the browser session.
 */
export const calendarHiddenByCookies = (cookies: string, accountId: number): boolean =>
  cookieValue(cookies, CALENDAR_HIDE_COOKIE) !== undefined ||
  cookieValue(cookies, CALENDAR_CLOSED_COOKIE) === String(accountId);

export const isCalendarHidden = (accountId: number) => calendarHiddenByCookies(document.cookie, accountId);

/** '오늘 하루 보지 않기' = 1 day, '7일간 보지 않기' = 7 days: max-age is days × 86400 seconds. */
export const hideCalendarFor = (days: number) => {
  document.cookie = `${CALENDAR_HIDE_COOKIE}=hidden; max-age=${days * SECONDS_PER_DAY}; path=/; samesite=lax`;
};

/** Remembers a plain close until the browser session ends (a cookie without max-age or expires). */
export const rememberCalendarClosed = (accountId: number) => {
  document.cookie = `${CALENDAR_CLOSED_COOKIE}=${accountId}; path=/; samesite=lax`;
};
