import {
  buyerMessages,
  checkBusinessNumberField,
  taxInvoiceModeOf,
  type Buyer,
  type BuyerCreateValues,
  type BuyerUpdateValues,
  type CustomerMyPageValues,
  type ListQuery,
  type SignUpSchema,
} from '@scm/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { hashPassword } from '../../platform/auth/passwords';
import { assertNewPassword } from '../../platform/auth/password-policy';
import { endAccountSessions } from '../../platform/auth/sessions';
import { fieldError, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import { referencedKind, type References } from '../../platform/references';
import { USERNAME_TAKEN, assertUsernameFree, deleteAccounts, insertAccount, setAccountPassword } from '../auth';
import {
  findBuyer,
  insertBuyerRow,
  listBuyers,
  lockRegistrationNumber,
  selectBuyers,
  updateBuyerProfile,
  updateBuyerRow,
  type BuyerRow,
  type BuyerWrite,
} from './queries';
import { listBuyerModal } from './modal-queries';

/**
 * The 사업자등록번호 to store on an update: checked by its check digit unless it is the stored value unchanged (a
 * number saved before the check stays editable until someone changes it). Runs in the updating transaction.
 */
async function checkedRegistrationNumber(tx: Db, id: number, sent: string) {
  const kept = await lockRegistrationNumber(tx, id);
  if (kept === undefined) return undefined;
  const checked = checkBusinessNumberField(sent, kept);
  if (!checked.ok) throw fieldError('registrationNumber', checked.message);
  return checked.value;
}

export const presentBuyer = (r: BuyerRow): Buyer => ({
  id: r.id,
  username: r.username,
  name: r.name,
  tel: r.tel,
  address: r.address,
  email: r.email,
  registrationNumber: r.registrationNumber,
  representative: r.representative,
  businessType: r.businessType,
  businessItem: r.businessItem,
  taxInvoiceEmail: r.taxInvoiceEmail,
  taxInvoiceMode: taxInvoiceModeOf(r.taxInvoiceMode),
  remark: r.remark,
  chargerName: r.chargerName,
  chargerTel: r.chargerTel,
  createdAt: r.createdAt.toISOString(),
});

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

/** The customer account (auth's) and its company in one transaction; undefined when the username was taken meanwhile. */
const insertBuyerWithAccount = (db: Db, username: string, passwordHash: string, values: BuyerWrite) =>
  db.transaction(async (tx) => {
    const accountId = await insertAccount(tx, { username, passwordHash, userType: 'customer' });
    return accountId === undefined ? undefined : insertBuyerRow(tx, accountId, values);
  });

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

/**
 * Sign-up creates a customer account and its client-company (buyer) record in one transaction.
 * The password is hashed before the username is looked up, so a taken username answers no faster than a free one;
 * only customer accounts are looked at, so a staff username is as free as any other here.
 */
export async function signUpCustomer(db: Db, input: z.output<typeof SignUpSchema>) {
  assertNewPassword('password', input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  await assertUsernameFree(db, input.username, 'customer');
  return db.transaction(async (tx) => {
    const accountId = await insertAccount(tx, { username: input.username, passwordHash, userType: 'customer' });
    if (accountId === undefined) throw fieldError('username', USERNAME_TAKEN);
    const { name, tel, address, email, registrationNumber, representative } = input;
    const buyerId = await insertBuyerRow(tx, accountId, {
      name,
      tel,
      address,
      email,
      registrationNumber,
      representative,
    });
    return { accountId, buyerId };
  });
}

/** A customer edits its own company details (마이페이지); the 사업자등록번호 is checked as on the staff form. */
export const updateOwnCompany = (db: Db, buyerId: number, values: CustomerMyPageValues) =>
  db.transaction(async (tx) => {
    const registrationNumber = await checkedRegistrationNumber(tx, buyerId, values.registrationNumber);
    if (registrationNumber === undefined) throw notFound(buyerMessages.notFound);
    await updateBuyerProfile(tx, buyerId, { ...values, registrationNumber });
  });

export async function updateBuyer(db: Db, id: number, input: BuyerUpdateValues) {
  const updated = await db.transaction(async (tx) => {
    const registrationNumber = await checkedRegistrationNumber(tx, id, input.registrationNumber);
    if (registrationNumber === undefined) return undefined;
    return updateBuyerRow(tx, id, { ...input, registrationNumber });
  });
  if (!updated) throw notFound(buyerMessages.notFound);
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
      await deleteAccounts(tx, [row.accountId]);
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
