/** What the app shell and other features may use from schedules. */
export { ScheduleCalendarOnEntry } from './schedule-calendar-on-entry';
