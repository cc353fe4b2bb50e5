import { asc, count } from 'drizzle-orm';
import type { ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema';
import { planList, type ListSpec } from '../../platform/list-query';

const modalSpec: ListSpec = {
  sort: { id: buyer.id, buyerId: buyer.id, buyerName: buyer.name, buyerTel: buyer.tel, buyerAddress: buyer.address },
  search: { buyerName: buyer.name, buyerTel: buyer.tel, buyerAddress: buyer.address },
  defaultSort: [asc(buyer.name), asc(buyer.id)],
};

/** The distribution-target buyer picker's page, in the field names an order's buyer slot uses. */
export async function listBuyerModal(db: Db, q: ListQuery) {
  const plan = planList(q, modalSpec);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: buyer.id,
        buyerId: buyer.id,
        buyerName: buyer.name,
        buyerTel: buyer.tel,
        buyerAddress: buyer.address,
      })
      .from(buyer)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ n: count() }).from(buyer).where(plan.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
