import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Workflow } from '@scm/contract';
import type { Db } from '../db/client';
import { AppError, notFound } from './errors';

/** Where a workflow's records live: their table, id and state (a status column, or an expression over columns). */
export interface WorkflowRecord<S extends string> {
  table: PgTable;
  id: AnyPgColumn;
  state: AnyPgColumn | SQL<string>;
  /** The column values that put a record in `to` (for a status column: `{ status: to }`). */
  write(to: S): Record<string, unknown>;
  /** The 404 message when the record does not exist. */
  notFound: string;
}

/** The 409 a refused move answers: its current state, in Korean, for the user to see what happened. */
export class WorkflowConflict extends AppError {
  constructor(
    readonly current: string,
    message: string,
  ) {
    super(409, 'WORKFLOW_CONFLICT', message);
  }
}

/**
 * Moves record `id` by `action`, only from a state the action starts from, in one `UPDATE … WHERE state IN (from)`:
 * of two people pressing the same button at once, one moves it and the other gets the 409 naming the state the
 * first one left it in. `also` sets further columns in the same statement (a completion time, who did it).
 * Call it inside the transaction that does the move's other work, so a later refusal undoes it.
 */
export async function transition<S extends string, A extends string>(
  db: Db,
  workflow: Workflow<S, A>,
  record: WorkflowRecord<S>,
  id: number,
  action: A,
  also: Record<string, unknown> = {},
): Promise<{ to: S }> {
  const { from, to } = workflow.actions[action];
  const moved = await db
    .update(record.table)
    .set({ ...record.write(to), ...also })
    .where(and(eq(record.id, id), inArray(record.state as AnyPgColumn, [...from])))
    .returning({ id: record.id });
  if (moved.length === 1) return { to };
  const [row] = await db
    .select({ state: record.state as SQL<string> })
    .from(record.table)
    .where(eq(record.id, id));
  if (!row) throw notFound(record.notFound);
  throw new WorkflowConflict(row.state, workflow.conflictMessage(action, row.state));
}

/** Refuses `action` unless it is open from `state` (for moves whose row is already locked and read). */
export function assertCan<S extends string, A extends string>(workflow: Workflow<S, A>, action: A, state: string) {
  if (!workflow.can(action, state)) throw new WorkflowConflict(state, workflow.conflictMessage(action, state));
}
