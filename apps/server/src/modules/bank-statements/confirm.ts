import { eq } from 'drizzle-orm';
import { bankMessages as MSG, type BankConfirm } from '@scm/contract';
import { bankLine, bankLineApplied, buyerDepositorName } from '../../db/schema/bank-statements';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { recordReceipt } from '../deposits';
import { normalizeName } from './names';
import { entriesByIds } from './queries';

/**
 * Confirms deposit lines in one transaction: each line is marked applied once (a second confirmation of a line is
 * the 409 BANK_LINE_APPLIED, the unique line id guarding a race) and a receipt pointing at the line is recorded on
 * each entry through the deposit ledger, with the version the screen showed (a changed entry: 409
 * BANK_ENTRY_STALE, nothing written). Optionally the depositor name is remembered for a buyer.
 */
export async function confirmLines(ctx: ServiceContext, body: BankConfirm) {
  return ctx.transaction(async (tx) => {
    let receipts = 0;
    /** The version each entry has after this confirmation's own receipts (two lines may pay one entry). */
    const versionAfter = new Map<number, number>();
    for (const item of body.lines) {
      const [line] = await tx.db.select().from(bankLine).where(eq(bankLine.id, item.lineId));
      if (!line) throw notFound(MSG.lineNotFound);
      if (line.deposit <= 0) throw new AppError(400, 'BANK_LINE_NOT_DEPOSIT', MSG.notDeposit);
      const [done] = await tx.db.select().from(bankLineApplied).where(eq(bankLineApplied.lineId, line.id));
      if (done)
        throw conflict('BANK_LINE_APPLIED', MSG.alreadyApplied(line.transactedOn, line.depositor, line.deposit));
      const ids = item.allocations.map((a) => a.entryId);
      if (new Set(ids).size !== ids.length) throw new AppError(400, 'BANK_ALLOCATION_INVALID', MSG.duplicateEntry);
      const total = item.allocations.reduce((s, a) => s + a.amount, 0);
      if (total > line.deposit) throw new AppError(400, 'BANK_ALLOCATION_INVALID', MSG.overLine(line.deposit));

      const entries = new Map((await entriesByIds(tx.db, ids)).map((e) => [e.entryId, e]));
      await tx.db.insert(bankLineApplied).values({
        lineId: line.id,
        allocations: item.allocations.map((a) => ({ entryId: a.entryId, amount: a.amount })),
        appliedBy: tx.actor.employeeId,
      });
      for (const a of item.allocations) {
        const entry = entries.get(a.entryId);
        if (!entry) throw notFound(MSG.entryNotOpen);
        const expected = versionAfter.get(a.entryId) ?? a.version;
        if (entry.version !== a.version && !versionAfter.has(a.entryId))
          throw conflict('BANK_ENTRY_STALE', MSG.staleEntry(entry.orderNumber));
        if (!entry.open) throw conflict('BANK_ENTRY_CLOSED', MSG.entryNotOpen);
        const owed = versionAfter.has(a.entryId) ? Infinity : entry.remaining;
        if (a.amount > owed)
          throw new AppError(400, 'BANK_ALLOCATION_INVALID', MSG.overEntry(entry.orderNumber, entry.remaining));
        try {
          const after = await recordReceipt(tx, {
            entryId: a.entryId,
            amount: a.amount,
            receivedDate: line.transactedOn,
            depositor: line.depositor,
            memo: line.memo,
            source: 'BANK_LINE',
            bankLineId: line.id,
            version: expected,
          });
          if (after.remaining < 0) {
            throw new AppError(
              400,
              'BANK_ALLOCATION_INVALID',
              MSG.overEntry(entry.orderNumber, after.remaining + a.amount),
            );
          }
          versionAfter.set(a.entryId, after.version);
        } catch (err) {
          if (err instanceof AppError && err.errorCode === 'DEPOSIT_STALE')
            throw conflict('BANK_ENTRY_STALE', MSG.staleEntry(entry.orderNumber));
          throw err;
        }
        receipts++;
      }
      if (item.rememberBuyerId !== undefined) {
        const normalized = normalizeName(line.depositor);
        if (normalized) {
          await tx.db
            .insert(buyerDepositorName)
            .values({
              buyerId: item.rememberBuyerId,
              name: line.depositor.slice(0, 100),
              normalized,
              createdBy: tx.actor.employeeId,
            })
            .onConflictDoNothing();
        }
      }
    }
    return { lines: body.lines.length, receipts };
  });
}
