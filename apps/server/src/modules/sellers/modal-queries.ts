import { asc, count } from 'drizzle-orm';
import type { ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { seller } from '../../db/schema';
import { planList, type ListSpec, fetchPage } from '../../platform/list-query';

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
/** Without the contacts, phone and address are neither shown nor searchable (a search would reveal them). */
const nameOnlySpec: ListSpec = {
  sort: { id: seller.id, sellerName: seller.sellerName },
  search: { sellerName: seller.sellerName },
  defaultSort: modalSpec.defaultSort,
};

/** The seller picker's page: name order, so a person finds a supplier by reading down. */
export async function listSellerModal(db: Db, q: ListQuery, withContacts: boolean) {
  const plan = planList(q, withContacts ? modalSpec : nameOnlySpec);
  const { rows, total } = await fetchPage(
    plan,
    db
      .select({
        id: seller.id,
        sellerName: seller.sellerName,
        sellerTel: seller.sellerTel,
        sellerAddress: seller.sellerAddress,
      })
      .from(seller)
      .$dynamic(),
    db.select({ n: count() }).from(seller).$dynamic(),
  );
  if (withContacts) return { rows, total };
  return { rows: rows.map(({ id, sellerName }) => ({ id, sellerName })), total };
}
