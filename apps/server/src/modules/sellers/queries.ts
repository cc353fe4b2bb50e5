import { asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { SELLER_SORT_FIELDS, type ListQuery, type SELLER_SEARCH_FILTERS } from '@scm/contract';
import type { Db } from '../../db/client';
import { seller } from '../../db/schema/sellers';
import { defineList, fetchList, type SearchOf } from '../../platform/list';

export type SellerRow = typeof seller.$inferSelect;
export type SellerWrite = Omit<typeof seller.$inferInsert, 'id' | 'createdAt'>;

const sellerList = defineList({
  from: seller,
  key: seller.id,
  columns: getTableColumns(seller),
  sortFields: SELLER_SORT_FIELDS,
  sort: {
    id: seller.id,
    sellerName: seller.sellerName,
    sellerTel: seller.sellerTel,
    sellerAddress: seller.sellerAddress,
    sellerChargerName: seller.sellerChargerName,
    sellerChargerTel: seller.sellerChargerTel,
    createdAt: seller.createdAt,
  },
  search: {
    sellerName: seller.sellerName,
    sellerTel: seller.sellerTel,
    sellerAddress: seller.sellerAddress,
    sellerChargerName: seller.sellerChargerName,
    sellerChargerTel: seller.sellerChargerTel,
  } satisfies SearchOf<typeof SELLER_SEARCH_FILTERS>,
  defaultSort: [desc(seller.id)],
});

export const listSellers = (db: Db, q: ListQuery) => fetchList(db, sellerList, q);

export const findSeller = async (db: Db, id: number) => (await db.select().from(seller).where(eq(seller.id, id)))[0];

export const insertSeller = async (db: Db, values: SellerWrite) =>
  (await db.insert(seller).values(values).returning())[0]!;

export const updateSellerRow = async (db: Db, id: number, values: SellerWrite) =>
  (await db.update(seller).set(values).where(eq(seller.id, id)).returning())[0];

export const deleteSellerRow = (db: Db, id: number) => db.delete(seller).where(eq(seller.id, id));

export const allSellers = (db: Db) => db.select().from(seller).orderBy(asc(seller.sellerName), asc(seller.id));

export const selectSellers = (db: Db) =>
  db
    .select({ id: seller.id, sellerName: seller.sellerName, sellerTel: seller.sellerTel })
    .from(seller)
    .orderBy(asc(seller.sellerName), asc(seller.id));
