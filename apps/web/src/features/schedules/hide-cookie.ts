import { CALENDAR_HIDE_COOKIE, SECONDS_PER_DAY } from '@scm/contract';

/** Whether the user chose not to see the calendar modal for a while (the cookie is there until it expires). */
export const isCalendarHidden = () =>
  document.cookie.split(';').some((c) => c.trim().startsWith(`${CALENDAR_HIDE_COOKIE}=`));

/** '오늘 하루 보지 않기' = 1 day, '7일간 보지 않기' = 7 days: max-age is days × 86400 seconds. */
export const hideCalendarFor = (days: number) => {
  document.cookie = `${CALENDAR_HIDE_COOKIE}=hidden; max-age=${days * SECONDS_PER_DAY}; path=/; samesite=lax`;
};
