import type { NotificationMessage } from '@scm/contract';
import type { Db } from '../../db/client';
import type { NotificationInput } from '../../modules/notifications/service';

export type { NotificationInput };

/**
 * Stores `message` once per account and pushes it to those accounts' open sockets on every server process.
 * Pass the caller's transaction as `tx` so the notification commits (and is announced) with the business write.
 */
export type Notify = (
  accountIds: readonly number[],
  message: NotificationInput,
  tx?: Db,
) => Promise<NotificationMessage[]>;

declare module 'fastify' {
  interface FastifyInstance {
    notify: Notify;
  }
}
