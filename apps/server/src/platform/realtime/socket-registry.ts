import type { NotificationMessage } from '@scm/contract';
import type { NotificationSocket } from './notification-socket';

/** The open sockets of this process, by account: pushes go only to the account a message is addressed to. */
export class SocketRegistry {
  private readonly byAccount = new Map<number, Set<NotificationSocket>>();

  add(socket: NotificationSocket) {
    let set = this.byAccount.get(socket.accountId);
    if (!set) {
      set = new Set();
      this.byAccount.set(socket.accountId, set);
    }
    set.add(socket);
  }

  remove(socket: NotificationSocket) {
    const set = this.byAccount.get(socket.accountId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.byAccount.delete(socket.accountId);
  }

  accountIds(): number[] {
    return [...this.byAccount.keys()];
  }

  all(): NotificationSocket[] {
    return [...this.byAccount.values()].flatMap((set) => [...set]);
  }

  /** Closes, as unauthorized, every socket of these sessions. */
  closeSessions(sessionIds: readonly number[]) {
    if (sessionIds.length === 0) return;
    const ended = new Set(sessionIds);
    for (const socket of this.all()) if (ended.has(socket.sessionId)) socket.closeUnauthorized();
  }

  deliver(accountId: number, message: NotificationMessage) {
    for (const socket of this.byAccount.get(accountId) ?? []) socket.deliver(message);
  }
}
