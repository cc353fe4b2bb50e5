import { positionsOf, SHOPBAG_DRAFTS_MISSING, shopbagOrderMessages as M } from '@scm/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopbagOrder } from '../../db/schema/shopbag-orders';
import { AppError } from '../../platform/errors';
import { slotsOf } from './queries';

/** The filled positions of the bag that have no draft yet, in board order (A1, A2, B1 …); none for another order. */
export async function positionsWithoutDraft(db: Db, orderId: number) {
  const [bag] = await db
    .select({ type: shopbagOrder.shopbagType })
    .from(shopbagOrder)
    .where(eq(shopbagOrder.orderId, orderId));
  if (!bag) return [];
  const missing = new Set((await slotsOf(db, orderId)).filter((s) => s.draftId === null).map((s) => s.position));
  const board = positionsOf(bag.type);
  return [...missing].sort((a, b) => board.indexOf(a) - board.indexOf(b));
}

/**
 * Printing complete closes a bag's design board, so every filled position must have its draft first (the progress
 * bar at 100 % of the filled positions), or the body must confirm printing without them: otherwise 409
 * `SHOPBAG_DRAFTS_MISSING` naming the positions. Call it in the printing-complete transaction (order locked).
 */
export async function checkDraftsBeforePrinting(db: Db, orderId: number, confirmedWithoutDrafts: boolean) {
  if (confirmedWithoutDrafts) return;
  const missing = await positionsWithoutDraft(db, orderId);
  // Not alerted by the client: the printing-complete screen asks for the confirmation with these positions.
  if (missing.length > 0)
    throw new AppError(409, SHOPBAG_DRAFTS_MISSING, M.draftsMissing(missing.join(', ')), {
      isAlert: false,
      isSnackbar: false,
    });
}
