import { sellerMessages, type ListQuery, type Seller, type SellerSelectItem, type SellerValues } from '@scm/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import { referencedKind, type References } from '../../platform/references';
import {
  allSellers,
  deleteSellerRow,
  findSeller,
  insertSeller,
  listSellers,
  selectSellers,
  updateSellerRow,
  type SellerRow,
} from './queries';
import { listSellerModal } from './modal-queries';

export const presentSeller = (r: SellerRow): Seller => ({
  id: r.id,
  sellerName: r.sellerName,
  sellerTel: r.sellerTel,
  sellerAddress: r.sellerAddress,
  sellerChargerName: r.sellerChargerName,
  sellerChargerTel: r.sellerChargerTel,
  sellerFax: r.sellerFax,
  sellerEmail: r.sellerEmail,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
});

export async function pageSellers(db: Db, q: ListQuery) {
  const { rows, total } = await listSellers(db, q);
  return toPage(rows.map(presentSeller), total, q);
}

export async function getSeller(db: Db, id: number) {
  const row = await findSeller(db, id);
  if (!row) throw notFound(sellerMessages.notFound);
  return presentSeller(row);
}

export const createSeller = async (db: Db, input: SellerValues) => presentSeller(await insertSeller(db, input));

export async function updateSeller(db: Db, id: number, input: SellerValues) {
  const row = await updateSellerRow(db, id, input);
  if (!row) throw notFound(sellerMessages.notFound);
  return presentSeller(row);
}

/** Suppliers other modules point at (purchase orders); they register with `app.references`. */
export const SELLER = referencedKind('seller', 'SELLER_IN_USE', sellerMessages.inUse);

export async function deleteSeller(db: Db, id: number, references: References) {
  const row = await findSeller(db, id);
  if (!row) throw notFound(sellerMessages.notFound);
  await references.deleteUnlessUsed(db, SELLER, [id], () => deleteSellerRow(db, id));
  return presentSeller(row);
}

/** Every supplier by name; the phone only when the caller may see partner contacts. */
export const sellerSelectList = async (db: Db, withContacts: boolean): Promise<SellerSelectItem[]> =>
  (await selectSellers(db)).map(({ id, sellerName, sellerTel }) =>
    withContacts ? { id, sellerName, sellerTel } : { id, sellerName },
  );
export const everySeller = async (db: Db) => (await allSellers(db)).map(presentSeller);

/** The seller picker (modal select); phone and address only when the caller may see partner contacts. */
export async function pageSellerModal(db: Db, q: ListQuery, withContacts: boolean) {
  const { rows, total } = await listSellerModal(db, q, withContacts);
  return toPage(rows, total, q);
}
