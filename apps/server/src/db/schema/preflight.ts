import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id } from './common';
import { storedFile } from './files';

/** A check a member of staff accepted: the warning stays on the list, marked, with who and when. */
export interface AcceptedPreflightWarning {
  code: string;
  accountId: number;
  name: string;
  at: string;
}

/**
 * The preflight checklist of a stored file (issue 35): run off the request thread after upload, kept with the file
 * (one row per file, replaced when the file is checked again against other expectations). `checks` is the list of
 * { code, status, title, detail }; `expectations` what the order expected when it ran.
 */
export const filePreflight = pgTable('file_preflight', {
  id: id(),
  fileId: integer('file_id')
    .notNull()
    .unique('file_preflight_file_unique')
    .references(() => storedFile.id, { onDelete: 'cascade' }),
  /** ok / warning / error / unknown: the worst check. */
  status: varchar('status', { length: 8 }).notNull(),
  checks: jsonb('checks').$type<unknown[]>().notNull(),
  expectations: jsonb('expectations').$type<Record<string, unknown>>().notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true, mode: 'date' }).notNull(),
  durationMs: integer('duration_ms').notNull(),
  accepted: jsonb('accepted').$type<AcceptedPreflightWarning[]>().notNull().default([]),
});
