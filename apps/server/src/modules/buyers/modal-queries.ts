import { asc } from 'drizzle-orm';
import {
  BUYER_MODAL_NAME_SORT_FIELDS,
  BUYER_MODAL_SORT_FIELDS,
  type BUYER_MODAL_NAME_FILTERS,
  type BUYER_MODAL_SEARCH_FILTERS,
  type ListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { defineList, fetchList, type SearchOf } from '../../platform/list';

const columns = {
  id: buyer.id,
  buyerId: buyer.id,
  buyerName: buyer.name,
  buyerTel: buyer.tel,
  buyerAddress: buyer.address,
};
const byName = [asc(buyer.name), asc(buyer.id)];

const modalList = defineList({
  from: buyer,
  key: buyer.id,
  columns,
  sortFields: BUYER_MODAL_SORT_FIELDS,
  sort: columns,
  search: {
    buyerName: buyer.name,
    buyerTel: buyer.tel,
    buyerAddress: buyer.address,
  } satisfies SearchOf<typeof BUYER_MODAL_SEARCH_FILTERS>,
  defaultSort: byName,
});
/** Without the contacts, phone and address are neither shown, sorted nor searchable (a search would reveal them). */
const nameOnlyList = defineList({
  from: buyer,
  key: buyer.id,
  columns: { id: buyer.id, buyerId: buyer.id, buyerName: buyer.name },
  sortFields: BUYER_MODAL_NAME_SORT_FIELDS,
  sort: { id: buyer.id, buyerId: buyer.id, buyerName: buyer.name },
  search: { buyerName: buyer.name } satisfies SearchOf<typeof BUYER_MODAL_NAME_FILTERS>,
  defaultSort: byName,
});

/** The distribution-target buyer picker's page, in the field names an order's buyer slot uses. */
export const listBuyerModal = (db: Db, q: ListQuery, withContacts: boolean) =>
  withContacts ? fetchList(db, modalList, q) : fetchList(db, nameOnlyList, q);
