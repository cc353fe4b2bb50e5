import { z } from 'zod';

export const API_NOTIFICATION = '/api/notification_message';
export const WEBSOCKET_PATH = '/websocket';

export const NOTIFICATION_STATUSES = [
  'CREATED',
  'UPDATED',
  'DELETED',
  'READY',
  'WARNING',
  'COMPLETED',
  'REQUEST',
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  CREATED: '등록',
  UPDATED: '수정',
  DELETED: '삭제',
  READY: '준비',
  WARNING: '경고',
  COMPLETED: '완료',
  REQUEST: '요청',
};

export const NOTIFICATION_KINDS = [
  'WORK_ORDER',
  'SHOPBAG_ORDER',
  'PRINTING_ORDER',
  'SHOPBAG_DEPOSIT',
  'PRINTING_DEPOSIT',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  WORK_ORDER: '작업지시',
  SHOPBAG_ORDER: '쇼핑백 주문',
  PRINTING_ORDER: '인쇄 주문',
  SHOPBAG_DEPOSIT: '쇼핑백 입금',
  PRINTING_DEPOSIT: '인쇄 입금',
};

export const NotificationMessageSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  content: z.string(),
  isChecked: z.boolean(),
  status: z.enum(NOTIFICATION_STATUSES),
  targetDocumentType: z.enum(NOTIFICATION_KINDS).nullable(),
  targetContentId: z.number().int().nullable(),
});
export type NotificationMessage = z.infer<typeof NotificationMessageSchema>;

export const NotificationCheckQuerySchema = z.object({
  checked: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

export const NOTIFICATION_SEARCH_FILTERS = { all: '전체', content: '내용' } as const;
export const NOTIFICATION_SORT_FIELDS = ['id', 'createdAt', 'isChecked', 'status', 'targetDocumentType'] as const;

export const API_NOTIFICATION_UNREAD_COUNT = `${API_NOTIFICATION}/number_unread_notification`;

/**
 * WebSocket protocol at /websocket (the session cookie or a Bearer header authenticates the handshake).
 * Pushes start once the client sends { type: 'resume', lastSeenId }: the server first replays the account's
 * messages with id > lastSeenId in id order (at most SOCKET_RESUME_LIMIT; `hasMore` says to resume again from
 * `lastId`), then answers { type: 'ready', lastId } and pushes new messages live. lastSeenId 0 means "nothing seen
 * yet in this tab": no replay (the notification centre list is the history), only live messages from now on.
 */
export type SocketServerMessage =
  | { type: 'notification'; message: NotificationMessage }
  | { type: 'ready'; lastId: number; hasMore?: boolean }
  | { type: 'error'; errorCode: 'BAD_MESSAGE'; errorMessage: string };
export const SocketClientMessageSchema = z.object({
  type: z.literal('resume'),
  lastSeenId: z.number().int().min(0),
});
export type SocketClientMessage = z.infer<typeof SocketClientMessageSchema>;
export const SOCKET_RESUME_LIMIT = 500;
/** Close code 4401: not signed in, or the session ended. Sign in again instead of reconnecting. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;
export const SOCKET_BAD_MESSAGE = '잘못된 메시지입니다.';

/** Where a notification links to, per target kind; `null` for a kind the role has no screen for. */
export const notificationTarget = (
  kind: NotificationKind | null,
  id: number | null,
  role: 'employee' | 'customer',
): string | null => {
  if (kind === null || id === null) return null;
  if (role === 'customer') {
    switch (kind) {
      case 'PRINTING_ORDER':
      case 'PRINTING_DEPOSIT':
        return `/co/printing_order/${id}`;
      case 'SHOPBAG_ORDER':
      case 'SHOPBAG_DEPOSIT':
        return `/co/my_shopbag_work_order/${id}`;
      case 'WORK_ORDER':
        return null;
    }
  }
  switch (kind) {
    case 'WORK_ORDER':
      return `/admin/wk/work_order`;
    case 'SHOPBAG_ORDER':
    case 'SHOPBAG_DEPOSIT':
      return `/admin/od/shopbag_order/${id}`;
    case 'PRINTING_ORDER':
      return `/admin/od/order/${id}`;
    case 'PRINTING_DEPOSIT':
      return `/admin/od/deposit`;
  }
};
