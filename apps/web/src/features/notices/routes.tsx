import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const noticeRoutes: RouteObject[] = [
  { path: 'cs/notice', lazy: async () => ({ Component: (await import('./notice-list-page')).NoticeListPage }) },
  {
    path: 'cs/notice/new',
    lazy: async () => ({ Component: (await import('./notice-create-page')).NoticeCreatePage }),
  },
  {
    path: 'cs/notice/:noticeId',
    lazy: async () => ({ Component: (await import('./notice-record-page')).NoticeReadPage }),
  },
  {
    path: 'cs/notice/:noticeId/edit',
    lazy: async () => ({ Component: (await import('./notice-record-page')).NoticeEditPage }),
  },
];

/** Relative to '/': the customers' board. */
export const customerNoticeRoutes: RouteObject[] = [
  {
    path: 'bd/notice',
    lazy: async () => ({ Component: (await import('./customer-notice-list-page')).CustomerNoticeListPage }),
  },
  {
    path: 'bd/notice/:noticeId',
    lazy: async () => ({ Component: (await import('./customer-notice-page')).CustomerNoticePage }),
  },
];
