import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { bankMessages as MSG, type BankLine, type BankReview } from '@scm/contract';
import type { Db } from '../../db/client';
import { bankLine, bankLineApplied, buyerDepositorName } from '../../db/schema/bank-statements';
import { notFound } from '../../platform/errors';
import { openEntriesForMatching } from '../deposits';
import { proposeMatches } from './matching';
import { entriesByIds, statementById } from './queries';

/**
 * A statement's deposit lines with what became of them (the receipts of an applied line) and, for the open ones,
 * the proposal against today's open entries (computed on every read, never stored: entries change).
 */
export async function reviewStatement(db: Db, statementId: number): Promise<BankReview> {
  const statement = await statementById(db, statementId);
  if (!statement) throw notFound(MSG.statementNotFound);
  const lines = await db
    .select()
    .from(bankLine)
    .where(and(eq(bankLine.statementId, statementId), gt(bankLine.deposit, 0)))
    .orderBy(asc(bankLine.transactedOn), asc(bankLine.transactedTime), asc(bankLine.id));
  const applied = lines.length
    ? await db
        .select()
        .from(bankLineApplied)
        .where(
          inArray(
            bankLineApplied.lineId,
            lines.map((l) => l.id),
          ),
        )
    : [];
  const appliedOf = new Map(applied.map((a) => [a.lineId, a]));
  const open = lines.filter((l) => !appliedOf.has(l.id));

  const entries = open.length ? await openEntriesForMatching(db) : [];
  const aliases = open.length
    ? await db.select({ buyerId: buyerDepositorName.buyerId, name: buyerDepositorName.name }).from(buyerDepositorName)
    : [];
  const proposals = proposeMatches(
    open.map((l) => ({ id: l.id, deposit: l.deposit, depositor: l.depositor })),
    entries.map((e) => ({
      entryId: e.entryId,
      buyerId: e.buyerId,
      buyerName: e.buyerName,
      remaining: e.remaining,
      openedAt: e.entryId,
    })),
    aliases,
  );

  const named = new Set<number>();
  for (const p of proposals.values()) {
    for (const a of p.allocations) named.add(a.entryId);
    for (const c of p.candidates) named.add(c);
  }
  for (const a of applied) for (const x of a.allocations) named.add(x.entryId);
  const shown = await entriesByIds(db, [...named]);
  const byId = new Map(shown.map((e) => [e.entryId, e]));

  const out: BankLine[] = lines.map((l) => {
    const done = appliedOf.get(l.id);
    return {
      id: l.id,
      date: l.transactedOn,
      time: l.transactedTime,
      deposit: l.deposit,
      withdrawal: l.withdrawal,
      balance: l.balance,
      depositor: l.depositor,
      memo: l.memo,
      status: done ? 'APPLIED' : 'OPEN',
      receipts: (done?.allocations ?? []).map((a) => ({
        entryId: a.entryId,
        amount: a.amount,
        orderNumber: byId.get(a.entryId)?.orderNumber ?? '',
        buyerName: byId.get(a.entryId)?.buyerName ?? '',
      })),
      proposal: done ? null : (proposals.get(l.id) ?? null),
    };
  });
  return { statement, lines: out, entries: shown.map(({ open: _open, ...e }) => e) };
}
