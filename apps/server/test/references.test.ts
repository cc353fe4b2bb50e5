import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { purchaseOrder, stock } from '../src/db/schema';
import { AppError } from '../src/platform/errors';
import { References, referencedKind } from '../src/platform/references';

// The checks below never touch the database: registered `uses` checks get it, and these ignore it.
const db = {} as Db;
const SELLER = referencedKind('seller', 'SELLER_IN_USE', '사용 중인 매입처는 삭제할 수 없습니다.');
/** A database error as drizzle wraps it: the driver's error (pg or PGlite) is the cause. */
const violation = (code: string, constraint?: string) =>
  new Error('Failed query', { cause: Object.assign(new Error('db'), { code, constraint }) });

const refusal = async (run: Promise<unknown>) => {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, errorCode, message } = error as AppError;
  return { statusCode, errorCode, message };
};

describe('the referential-integrity helper', () => {
  it('answers a refused delete with the message of the referrer whose key refused it', async () => {
    const references = new References();
    references.register(SELLER, { column: purchaseOrder.sellerId, message: '발주 내역이 있는 매입처입니다.' });
    const answer = await refusal(
      references.deleteUnlessUsed(db, SELLER, [1], () =>
        Promise.reject(violation('23503', 'purchase_order_seller_id_seller_id_fk')),
      ),
    );
    expect(answer).toEqual({ statusCode: 409, errorCode: 'SELLER_IN_USE', message: '발주 내역이 있는 매입처입니다.' });
  });

  it("answers a key nobody registered (or a restrict violation) with the kind's own message", async () => {
    const references = new References();
    for (const code of ['23503', '23001']) {
      const answer = await refusal(
        references.deleteUnlessUsed(db, SELLER, [1], () => Promise.reject(violation(code, 'other_fk'))),
      );
      expect(answer).toEqual({ statusCode: 409, errorCode: 'SELLER_IN_USE', message: SELLER.message });
    }
  });

  it('asks registered checks first and does not delete when one says the record is used', async () => {
    const references = new References();
    references.register(SELLER, { uses: async (_db, id) => id === 2, message: '정산 내역이 있는 매입처입니다.' });
    let removed = 0;
    const remove = async () => ++removed;
    expect(await references.deleteUnlessUsed(db, SELLER, [1], remove)).toBe(1);
    const answer = await refusal(references.deleteUnlessUsed(db, SELLER, [1, 2], remove));
    expect(answer.message).toBe('정산 내역이 있는 매입처입니다.');
    expect(removed).toBe(1);
  });

  it('passes other errors through untouched', async () => {
    const references = new References();
    const failure = violation('57014');
    await expect(references.deleteUnlessUsed(db, SELLER, [1], () => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('keeps registrations to the app that made them', async () => {
    const one = new References();
    const two = new References();
    one.register(SELLER, { uses: async () => true, message: '사용 중' });
    expect(await two.deleteUnlessUsed(db, SELLER, [1], async () => 'deleted')).toBe('deleted');
    await expect(one.deleteUnlessUsed(db, SELLER, [1], async () => 'deleted')).rejects.toBeInstanceOf(AppError);
  });

  it('refuses to register a cascading key, which would never refuse the delete', () => {
    const ITEM = referencedKind('item', 'ITEM_IN_USE', '사용 중인 품목입니다.');
    expect(() => new References().register(ITEM, { column: stock.itemId, message: '재고가 있는 품목입니다.' })).toThrow(
      /does not restrict deletes/,
    );
  });
});
