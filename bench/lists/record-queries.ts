/**
 * Records the statements the app's list code sends through `pg` (text and parameters), for the EXPLAIN scripts:
 * `recorder.start()`, run a list call, then `recorder.stop()` returns what it sent.
 */
import pg from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
}

const recorded: Statement[] = [];
let recording = false;
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the pool as `this`
const original = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const a = args[0] as { text?: string; values?: unknown[] } | string;
  if (recording) {
    if (typeof a === 'object' && a.text)
      recorded.push({ text: a.text, values: a.values ?? (args[1] as unknown[]) ?? [] });
    else if (typeof a === 'string') recorded.push({ text: a, values: (args[1] as unknown[]) ?? [] });
  }
  return (original as (...x: unknown[]) => unknown).apply(this, args);
} as never;

export const recorder = {
  start() {
    recorded.length = 0;
    recording = true;
  },
  stop(): Statement[] {
    recording = false;
    return [...recorded];
  },
};
