import type { RouteObject } from 'react-router';

/** Relative to '/admin'. */
export const smsRoutes: RouteObject[] = [
  { path: 'cs/sms', lazy: async () => ({ Component: (await import('./sms-page')).SmsPage }) },
  { path: 'cs/sms/outbox', lazy: async () => ({ Component: (await import('./sms-outbox-page')).SmsOutboxPage }) },
];
