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
/** Without the contacts, phone and address are neither shown nor searchable (a search would reveal them). */
const nameOnlySpec: ListSpec = {
  sort: { id: buyer.id, buyerId: buyer.id, buyerName: buyer.name },
  search: { buyerName: buyer.name },
  defaultSort: modalSpec.defaultSort,
};

/** The distribution-target buyer picker's page, in the field names an order's buyer slot uses. */
export async function listBuyerModal(db: Db, q: ListQuery, withContacts: boolean) {
  const plan = planList(q, withContacts ? modalSpec : nameOnlySpec);
  const { rows, total } = await fetchPage(
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
  if (withContacts) return { rows, total };
  return { rows: rows.map(({ id, buyerId, buyerName }) => ({ id, buyerId, buyerName })), total };
}
