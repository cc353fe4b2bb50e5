import { asc, eq, sql } from 'drizzle-orm';
import { OPTION_CODE_PREFIX, type OptionType } from '@scm/contract';
import type { Db } from '../../db/client';
import { itemOption } from '../../db/schema/item-options';

export type ItemOptionRow = typeof itemOption.$inferSelect;
export type ItemOptionWrite = Pick<ItemOptionRow, 'optionType' | 'optionName' | 'optionCode'>;

const columns = {
  id: itemOption.id,
  optionType: itemOption.optionType,
  optionCode: itemOption.optionCode,
  optionName: itemOption.optionName,
};

/** Serialises code generation within the caller's transaction, so two new options never draw the same code. */
const CODE_LOCK_KEY = 7_300_402;
export const lockOptionCodes = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK_KEY})`);

export const listOptionRows = (db: Db, optionType?: OptionType) =>
  db
    .select(columns)
    .from(itemOption)
    .where(optionType ? eq(itemOption.optionType, optionType) : undefined)
    .orderBy(asc(itemOption.id));

/** One option; `lock` holds its row until the transaction ends (a change that depends on who uses it). */
export const findOptionRow = async (db: Db, id: number, { lock = false } = {}) => {
  const query = db.select(columns).from(itemOption).where(eq(itemOption.id, id));
  return (await (lock ? query.for('update') : query))[0];
};

/** The type's next code: one past the highest number its codes carry (PP-007 → PP-008), from PP-001. */
export async function nextOptionCode(tx: Db, optionType: OptionType) {
  const prefix = OPTION_CODE_PREFIX[optionType];
  const pattern = `^${prefix}-([0-9]+)$`;
  const [row] = await tx
    .select({
      last: sql<number>`coalesce(max(cast(substring(${itemOption.optionCode} from ${pattern}) as integer)), 0)`.mapWith(
        Number,
      ),
    })
    .from(itemOption);
  return `${prefix}-${String((row?.last ?? 0) + 1).padStart(3, '0')}`;
}

export const insertOptionRow = async (tx: Db, values: ItemOptionWrite) =>
  (await tx.insert(itemOption).values(values).returning(columns))[0]!;

export const updateOptionRow = async (tx: Db, id: number, values: Partial<ItemOptionWrite>) =>
  (await tx.update(itemOption).set(values).where(eq(itemOption.id, id)).returning(columns))[0];

export const deleteOptionRow = async (db: Db, id: number) =>
  (await db.delete(itemOption).where(eq(itemOption.id, id)).returning(columns))[0];
