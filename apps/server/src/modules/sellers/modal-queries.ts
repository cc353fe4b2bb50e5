import { asc, count } from 'drizzle-orm';
import type { ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { seller } from '../../db/schema';
import { planList, type ListSpec } from '../../platform/list-query';

const modalSpec: ListSpec = {
  sort: {
    id: seller.id,
    sellerName: seller.sellerName,
    sellerTel: seller.sellerTel,
    sellerAddress: seller.sellerAddress,
  },
  search: { sellerName: seller.sellerName, sellerTel: seller.sellerTel, sellerAddress: seller.sellerAddress },
  defaultSort: [asc(seller.sellerName), asc(seller.id)],
};

/** The seller picker's page: name order, so a person finds a supplier by reading down. */
export async function listSellerModal(db: Db, q: ListQuery) {
  const plan = planList(q, modalSpec);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: seller.id,
        sellerName: seller.sellerName,
        sellerTel: seller.sellerTel,
        sellerAddress: seller.sellerAddress,
      })
      .from(seller)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ n: count() }).from(seller).where(plan.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
