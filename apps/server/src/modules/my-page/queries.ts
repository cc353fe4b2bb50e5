import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account } from '../../db/schema/accounts';
import { buyer } from '../../db/schema/buyers';

// Reads for my page; its writes go through the owners' faces (employees, buyers, auth).

export const findCustomerProfile = async (db: Db, buyerId: number) =>
  (
    await db
      .select({
        id: buyer.id,
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
      })
      .from(buyer)
      .innerJoin(account, eq(account.id, buyer.accountId))
      .where(eq(buyer.id, buyerId))
  )[0];

export const findSignIn = async (db: Db, accountId: number) =>
  (
    await db
      .select({ passwordHash: account.passwordHash, username: account.username })
      .from(account)
      .where(eq(account.id, accountId))
  )[0];
