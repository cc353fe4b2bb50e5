import { boolean, index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Korean administrative areas, reference data shipped with a migration: 시·도 (parentCode null) and their
 * 시·군·구 (parentCode = the 시·도's code). Codes are the legal-district code prefixes (2 digits for a 시·도,
 * 5 for a 시·군·구), so they stay stable across releases and can live in query strings.
 */
export const city = pgTable(
  'city',
  {
    code: varchar('code', { length: 10 }).primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    parentCode: varchar('parent_code', { length: 10 }).references((): AnyPgColumn => city.code, {
      onDelete: 'restrict',
    }),
    /** Display order within the parent (the official order, not alphabetical). */
    position: smallint('position').notNull().default(0),
    /**
     * A code no longer in force (e.g. the 전남광주통합특별시 rows shipped by mistake): never offered in the lists, but
     * kept so records that reference it still read their names.
     */
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [index('city_parent_idx').on(t.parentCode, t.position)],
);
