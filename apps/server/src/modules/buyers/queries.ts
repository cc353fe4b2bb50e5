import { asc, desc, eq } from 'drizzle-orm';
import { BUYER_SORT_FIELDS, type BUYER_SEARCH_FILTERS, type CustomerMyPageValues, type ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { account } from '../../db/schema/accounts';
import { buyer } from '../../db/schema/buyers';
import { defineList, fetchList, type SearchOf } from '../../platform/list';

export type BuyerWrite = Omit<typeof buyer.$inferInsert, 'id' | 'accountId' | 'createdAt'>;

/** A buyer with its sign-in username. */
const buyerColumns = {
  id: buyer.id,
  accountId: buyer.accountId,
  username: account.username,
  name: buyer.name,
  tel: buyer.tel,
  address: buyer.address,
  email: buyer.email,
  registrationNumber: buyer.registrationNumber,
  representative: buyer.representative,
  businessType: buyer.businessType,
  businessItem: buyer.businessItem,
  taxInvoiceEmail: buyer.taxInvoiceEmail,
  taxInvoiceMode: buyer.taxInvoiceMode,
  remark: buyer.remark,
  chargerName: buyer.chargerName,
  chargerTel: buyer.chargerTel,
  createdAt: buyer.createdAt,
};

const buyerList = defineList({
  from: buyer,
  key: buyer.id,
  // Every buyer has its account (NOT NULL, cascading): the join never drops a row.
  joins: [{ table: account, on: eq(account.id, buyer.accountId), keepsRows: true }],
  columns: buyerColumns,
  sortFields: BUYER_SORT_FIELDS,
  sort: {
    id: buyer.id,
    username: account.username,
    name: buyer.name,
    tel: buyer.tel,
    address: buyer.address,
    chargerName: buyer.chargerName,
    chargerTel: buyer.chargerTel,
    createdAt: buyer.createdAt,
  },
  search: {
    username: account.username,
    name: buyer.name,
    tel: buyer.tel,
    address: buyer.address,
    chargerName: buyer.chargerName,
    chargerTel: buyer.chargerTel,
  } satisfies SearchOf<typeof BUYER_SEARCH_FILTERS>,
  defaultSort: [desc(buyer.id)],
});

export const listBuyers = (db: Db, q: ListQuery) => fetchList(db, buyerList, q);
export type BuyerRow = Awaited<ReturnType<typeof listBuyers>>['rows'][number];

export const findBuyer = async (db: Db, id: number): Promise<BuyerRow | undefined> =>
  (
    await db
      .select(buyerColumns)
      .from(buyer)
      .innerJoin(account, eq(account.id, buyer.accountId))
      .where(eq(buyer.id, id))
  )[0];

/** The company of a new customer account (the caller opens the account in the same transaction). */
export const insertBuyerRow = async (db: Db, accountId: number, values: BuyerWrite) =>
  (
    await db
      .insert(buyer)
      .values({ ...values, accountId })
      .returning({ id: buyer.id })
  )[0]!.id;

export const updateBuyerRow = async (db: Db, id: number, values: BuyerWrite) =>
  (await db.update(buyer).set(values).where(eq(buyer.id, id)).returning({ id: buyer.id }))[0];

/** A customer's own company details (마이페이지). */
export const updateBuyerProfile = (db: Db, id: number, values: CustomerMyPageValues) =>
  db.update(buyer).set(values).where(eq(buyer.id, id));

/** The stored 사업자등록번호, locked for the update that checks a new one against it. */
export const lockRegistrationNumber = async (db: Db, id: number) =>
  (
    await db.select({ registrationNumber: buyer.registrationNumber }).from(buyer).where(eq(buyer.id, id)).for('update')
  )[0]?.registrationNumber;

export const selectBuyers = (db: Db) =>
  db.select({ id: buyer.id, name: buyer.name }).from(buyer).orderBy(asc(buyer.name), asc(buyer.id));
