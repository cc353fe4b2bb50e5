import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { conflict, foreignKeyViolation } from './errors';

/**
 * A kind of record other modules may point at, declared by the module that owns it, with its 409 answer when a
 * delete is refused and no registered referrer says more precisely what still uses it.
 */
export interface ReferencedKind {
  readonly name: string;
  readonly errorCode: string;
  readonly message: string;
}
export const referencedKind = (name: string, errorCode: string, message: string): ReferencedKind => ({
  name,
  errorCode,
  message,
});

/**
 * Who points at a record, registered by the module that owns the pointing rows. A restricting foreign key is named
 * by its column (the database refuses the delete; the refusal is answered with `message`); a reference no such key
 * guards (a cascade or set-null key, another store) is asked first through `uses`.
 */
export type Referrer = {
  message: string;
  /** The words when a change other than a delete is refused for this use (an option moved to another type). */
  changeMessage?: string;
} & ({ column: PgColumn } | { uses: (db: Db, id: number) => Promise<boolean> });

interface Registered {
  message: string;
  changeMessage?: string;
  constraint?: string;
  uses: (db: Db, id: number) => Promise<boolean>;
  /** Whether `uses` must be asked before a delete (no restricting key refuses it). */
  askBeforeDelete: boolean;
}

/** Whether any row of the column's table points at `id` (one index probe on the referring column). */
const pointedAtBy = (column: PgColumn) => async (db: Db, id: number) =>
  (
    await db
      .select({ one: sql`1` })
      .from(column.table)
      .where(eq(column, id))
      .limit(1)
  ).length > 0;

/** The name of the restricting foreign key on `column` (drizzle names it; migrations create it under that name). */
function foreignKeyOn(column: PgColumn): string {
  const key = getTableConfig(column.table).foreignKeys.find((fk) => fk.reference().columns.includes(column));
  if (!key) throw new Error(`column ${column.name} has no foreign key`);
  // A cascading or set-null key never refuses the delete: such a reference must be registered with `uses`.
  if (key.onDelete === 'cascade' || key.onDelete === 'set null' || key.onDelete === 'set default')
    throw new Error(`foreign key ${key.getName()} does not restrict deletes; register a \`uses\` check instead`);
  return key.getName();
}

/**
 * The one way a delete is refused because the record is still in use: registered checks first, then the delete
 * itself, whose foreign-key refusal is answered too. Each app has its own (`app.references`), so apps built in one
 * process (tests) never share registrations.
 */
export class References {
  private readonly referrers = new Map<ReferencedKind, Registered[]>();

  register(kind: ReferencedKind, referrer: Referrer) {
    const registered: Registered =
      'column' in referrer
        ? {
            message: referrer.message,
            changeMessage: referrer.changeMessage,
            constraint: foreignKeyOn(referrer.column),
            uses: pointedAtBy(referrer.column),
            askBeforeDelete: false,
          }
        : {
            message: referrer.message,
            changeMessage: referrer.changeMessage,
            uses: referrer.uses,
            askBeforeDelete: true,
          };
    this.referrers.set(kind, [...(this.referrers.get(kind) ?? []), registered]);
  }

  /**
   * Runs `remove` unless something still uses one of the records `ids`; answers 409 with the kind's error code and
   * the message of what uses it (or the kind's own message when the database refuses for a key nobody registered).
   */
  async deleteUnlessUsed<T>(db: Db, kind: ReferencedKind, ids: readonly number[], remove: () => Promise<T>) {
    const referrers = this.referrers.get(kind) ?? [];
    for (const referrer of referrers) {
      if (!referrer.askBeforeDelete) continue;
      for (const id of ids) if (await referrer.uses(db, id)) throw conflict(kind.errorCode, referrer.message);
    }
    try {
      return await remove();
    } catch (error) {
      const violation = foreignKeyViolation(error);
      if (!violation) throw error;
      const named = referrers.find((r) => r.constraint !== undefined && r.constraint === violation.constraint);
      throw conflict(kind.errorCode, named?.message ?? kind.message);
    }
  }

  /**
   * What uses the record now, in the words of the first referrer that does (its delete and, when it registered one,
   * its change message; undefined when nothing uses it): for a change
   * other than a delete that the records pointing at it would no longer fit (e.g. an option moved to another type).
   * Call it in the transaction that makes the change, after locking the record, so no new use slips in between.
   */
  async usedBy(
    db: Db,
    kind: ReferencedKind,
    id: number,
  ): Promise<{ message: string; changeMessage?: string } | undefined> {
    for (const referrer of this.referrers.get(kind) ?? [])
      if (await referrer.uses(db, id)) return { message: referrer.message, changeMessage: referrer.changeMessage };
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who still uses what: modules register their referrers here, and deletes go through it. */
    references: References;
  }
}

export function registerReferences(app: FastifyInstance) {
  app.decorate('references', new References());
}
