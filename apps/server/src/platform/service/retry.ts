import { concurrentTransactionFailure, concurrentUpdate } from '../errors';

/** How often a service transaction is tried in all before a collision is answered 409 (DESIGN.md §8 "Locks"). */
export const TRANSACTION_ATTEMPTS = 4;

/** The wait before try `attempt + 1`: 10·2^attempt ms, jittered over its whole range so two colliders part. */
const backoffMs = (attempt: number) => Math.random() * 10 * 2 ** attempt;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (one whole transaction) again when PostgreSQL gave it up for colliding with another transaction
 * (40001 serialization failure, 40P01 deadlock: nothing of it was kept), up to `attempts` tries in all with a short
 * jittered wait between them; then the 409 `CONCURRENT_UPDATE`. Any other error is thrown as it is.
 */
export async function retryOnCollision<T>(
  attempt: (n: number) => Promise<T>,
  opts: { attempts?: number; wait?: (ms: number) => Promise<unknown> } = {},
): Promise<T> {
  const attempts = opts.attempts ?? TRANSACTION_ATTEMPTS;
  const wait = opts.wait ?? sleep;
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (err) {
      if (!concurrentTransactionFailure(err)) throw err;
      if (n >= attempts) throw Object.assign(concurrentUpdate(), { cause: err });
      await wait(backoffMs(n));
    }
  }
}
