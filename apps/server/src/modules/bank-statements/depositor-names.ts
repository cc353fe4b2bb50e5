import { and, eq } from 'drizzle-orm';
import { bankMessages as MSG } from '@scm/contract';
import { buyerDepositorName } from '../../db/schema/bank-statements';
import { fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { normalizeName } from './names';
import { buyerExists } from './queries';

/** Remembers another depositor name for a buyer (compared normalised: one per buyer and name). */
export async function addDepositorName(ctx: ServiceContext, input: { buyerId: number; name: string }) {
  const name = input.name.trim();
  const normalized = normalizeName(name);
  if (!normalized) throw fieldError('name', MSG.nameEmpty);
  if (!(await buyerExists(ctx.db, input.buyerId))) throw fieldError('buyerId', MSG.buyerNotFound);
  const [row] = await ctx.db
    .insert(buyerDepositorName)
    .values({ buyerId: input.buyerId, name, normalized, createdBy: ctx.actor.employeeId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('name', MSG.nameExists);
  return row;
}

export async function removeDepositorName(ctx: ServiceContext, id: number) {
  const gone = await ctx.db
    .delete(buyerDepositorName)
    .where(and(eq(buyerDepositorName.id, id)))
    .returning();
  if (gone.length === 0) throw notFound(MSG.nameNotFound);
}
