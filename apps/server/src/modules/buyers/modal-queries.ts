import { asc, count } from 'drizzle-orm';
import type { ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema';
import { planList, type ListSpec, fetchPage } from '../../platform/list-query';

const modalSpec: ListSpec = {
  sort: { id: buyer.id, buyerId: buyer.id, buyerName: buyer.name, buyerTel: buyer.tel, buyerAddress: buyer.address },
  search: { buyerName: buyer.name, buyerTel: buyer.tel, buyerAddress: buyer.address },
  defaultSort: [asc(buyer.name), asc(buyer.id)],
};

/** The distribution-target buyer picker's page, in the field names an order's buyer slot uses. */
export async function listBuyerModal(db: Db, q: ListQuery) {
  const plan = planList(q, modalSpec);
  return fetchPage(
    plan,
    db
      .select({
        id: buyer.id,
        buyerId: buyer.id,
        buyerName: buyer.name,
        buyerTel: buyer.tel,
        buyerAddress: buyer.address,
      })
      .from(buyer)
      .$dynamic(),
    db.select({ n: count() }).from(buyer).$dynamic(),
  );
}
