import { asc } from 'drizzle-orm';
import {
  SELLER_MODAL_NAME_SORT_FIELDS,
  SELLER_MODAL_SORT_FIELDS,
  type ListQuery,
  type SELLER_MODAL_NAME_FILTERS,
  type SELLER_MODAL_SEARCH_FILTERS,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { seller } from '../../db/schema/sellers';
import { defineList, fetchList, type SearchOf } from '../../platform/list';

const columns = {
  id: seller.id,
  sellerName: seller.sellerName,
  sellerTel: seller.sellerTel,
  sellerAddress: seller.sellerAddress,
};
const byName = [asc(seller.sellerName), asc(seller.id)];

const modalList = defineList({
  from: seller,
  key: seller.id,
  columns,
  sortFields: SELLER_MODAL_SORT_FIELDS,
  sort: columns,
  search: {
    sellerName: seller.sellerName,
    sellerTel: seller.sellerTel,
    sellerAddress: seller.sellerAddress,
  } satisfies SearchOf<typeof SELLER_MODAL_SEARCH_FILTERS>,
  defaultSort: byName,
});
/** Without the contacts, phone and address are neither shown, sorted nor searchable (a search would reveal them). */
const nameOnlyList = defineList({
  from: seller,
  key: seller.id,
  columns: { id: seller.id, sellerName: seller.sellerName },
  sortFields: SELLER_MODAL_NAME_SORT_FIELDS,
  sort: { id: seller.id, sellerName: seller.sellerName },
  search: { sellerName: seller.sellerName } satisfies SearchOf<typeof SELLER_MODAL_NAME_FILTERS>,
  defaultSort: byName,
});

/** The seller picker's page: name order, so a person finds a supplier by reading down. */
export const listSellerModal = (db: Db, q: ListQuery, withContacts: boolean) =>
  withContacts ? fetchList(db, modalList, q) : fetchList(db, nameOnlyList, q);
