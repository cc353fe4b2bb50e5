import type { NotificationKind, NotificationMessage, NotificationStatus } from '@scm/contract';
import type { Db } from '../../db/client';

/** What a module sends: the same message is stored once per recipient account. */
export interface NotificationInput {
  content: string;
  status: NotificationStatus;
  targetDocumentType?: NotificationKind | null;
  targetContentId?: number | null;
}

/** A stored message and the account it is addressed to. */
export interface Addressed {
  accountId: number;
  message: NotificationMessage;
}

/** What a reconnecting client missed, oldest first, and the id it has now seen up to. */
export interface Missed {
  messages: NotificationMessage[];
  lastId: number;
  hasMore: boolean;
}

/**
 * Where notifications are kept (the notifications module registers it at start-up): realtime only carries them.
 * Rows first: `store` writes them and NOTIFYs `channel` with a wake-up; every process reads the rows it names.
 */
export interface NotificationStore {
  /** The LISTEN/NOTIFY channel `store` announces new rows on. */
  channel: string;
  /** Stores one row per recipient and announces them; in the caller's transaction when `db` is one. */
  store(db: Db, accountIds: readonly number[], input: NotificationInput): Promise<NotificationMessage[]>;
  /** The rows a wake-up payload names that are addressed to one of `accountIds` (none for a payload it did not write). */
  addressed(db: Db, wakeUp: string, accountIds: number[]): Promise<Addressed[]>;
  /** What a client that has seen up to `lastSeenId` missed. */
  missed(db: Db, accountId: number, lastSeenId: number): Promise<Missed>;
}

/**
 * Stores `message` once per account and pushes it to those accounts' open sockets on every server process.
 * Pass the caller's transaction as `tx` so the notification commits (and is announced) with the business write.
 */
export type Notify = (
  accountIds: readonly number[],
  message: NotificationInput,
  tx?: Db,
) => Promise<NotificationMessage[]>;

export interface Realtime {
  /** The notifications module hands over its store here while it registers (before the app is ready). */
  registerNotificationStore(store: NotificationStore): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notify: Notify;
    realtime: Realtime;
  }
}
