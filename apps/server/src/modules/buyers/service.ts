import {
  buyerMessages,
  type Buyer,
  type BuyerCreateValues,
  type BuyerUpdateValues,
  type ListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { hashPassword } from '../../platform/auth/passwords';
import { assertNewPassword } from '../../platform/auth/password-policy';
import { endAccountSessions } from '../../platform/auth/sessions';
import { fieldError, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import { referencedKind, type References } from '../../platform/references';
import { assertUsernameFree } from '../auth';
import {
  deleteAccountOfBuyer,
  findBuyer,
  insertBuyerWithAccount,
  listBuyers,
  selectBuyers,
  setAccountPassword,
  updateBuyerRow,
  type BuyerRow,
} from './queries';
import { listBuyerModal } from './modal-queries';

export const presentBuyer = (r: BuyerRow): Buyer => ({
  id: r.id,
  username: r.username,
  name: r.name,
  tel: r.tel,
  address: r.address,
  email: r.email,
  registrationNumber: r.registrationNumber,
  remark: r.remark,
  chargerName: r.chargerName,
  chargerTel: r.chargerTel,
  createdAt: r.createdAt.toISOString(),
});

const USERNAME_TAKEN = '이미 사용 중인 아이디입니다.';

async function requireBuyer(db: Db, id: number) {
  const row = await findBuyer(db, id);
  if (!row) throw notFound(buyerMessages.notFound);
  return row;
}

export async function pageBuyers(db: Db, q: ListQuery) {
  const { rows, total } = await listBuyers(db, q);
  return toPage(rows.map(presentBuyer), total, q);
}

export const getBuyer = async (db: Db, id: number) => presentBuyer(await requireBuyer(db, id));

/** Staff register a client company together with the customer account it signs in with. */
export async function createBuyer(db: Db, input: BuyerCreateValues) {
  const { username, password, passwordCheck: _check, ...company } = input;
  assertNewPassword('password', password, username);
  // Hash first: a taken username then answers no faster than a free one.
  const passwordHash = await hashPassword(password);
  await assertUsernameFree(db, username);
  const id = await insertBuyerWithAccount(db, username, passwordHash, company);
  if (id === undefined) throw fieldError('username', USERNAME_TAKEN);
  return getBuyer(db, id);
}

export async function updateBuyer(db: Db, id: number, input: BuyerUpdateValues) {
  if (!(await updateBuyerRow(db, id, input))) throw notFound(buyerMessages.notFound);
  return getBuyer(db, id);
}

/** Client companies other modules point at (printing and shopping-bag orders); they register with `app.references`. */
export const BUYER = referencedKind('buyer', 'BUYER_IN_USE', buyerMessages.inUse);

/** Deleting a client company also removes its sign-in account and ends its sessions (sockets close at once). */
export async function deleteBuyer(db: Db, id: number, references: References) {
  const row = await requireBuyer(db, id);
  await references.deleteUnlessUsed(db, BUYER, [id], () =>
    db.transaction(async (tx) => {
      await endAccountSessions(tx, [row.accountId]);
      await deleteAccountOfBuyer(tx, row.accountId);
    }),
  );
  return presentBuyer(row);
}

/** Staff set a new password for a client company's account; every session of that account ends with it. */
export async function resetCustomerPassword(db: Db, buyerId: number, password: string) {
  const row = await requireBuyer(db, buyerId);
  assertNewPassword('password', password, row.username);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setAccountPassword(tx, row.accountId, passwordHash);
    await endAccountSessions(tx, [row.accountId]);
  });
  return buyerMessages.passwordReset(row.name);
}

export const buyerSelectList = (db: Db) => selectBuyers(db);

/** The distribution-target buyer picker (modal select); phone and address only for who may see partner contacts. */
export async function pageBuyerModal(db: Db, q: ListQuery, withContacts: boolean) {
  const { rows, total } = await listBuyerModal(db, q, withContacts);
  return toPage(rows, total, q);
}
