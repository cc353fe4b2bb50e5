import { eq } from 'drizzle-orm';
import { ROLE_ADMIN, ROLE_CUSTOMER, ROLE_EMPLOYEE, type Account } from '@scm/contract';
import type { Db } from '../../db/client';
import { account, buyer, code, department, employee } from '../../db/schema';
import dates from '../dates';

/**
 * An employee has left once their resignation day (shop calendar) has come: from that day they can neither sign
 * in nor use a session still open. A future date keeps access until the day itself.
 */
export const hasResigned = (dateResigned: string | null | undefined, today = dates.today()) =>
  !!dateResigned && dateResigned <= today;

/** Who is asking: resolved once per request from the session. */
export interface Principal {
  accountId: number;
  username: string;
  userType: 'employee' | 'customer';
  isAdmin: boolean;
  employeeId: number | null;
  buyerId: number | null;
  authorities: string[];
  account: Account;
}

/** Extra authorities per account (permission groups plug in here). */
export type AuthorityResolver = (db: Db, p: { accountId: number; employeeId: number | null }) => Promise<string[]>;

/** The columns a principal is built from; the session check selects them joined to the session row. */
export const principalColumns = {
  id: account.id,
  username: account.username,
  userType: account.userType,
  isAdmin: account.isAdmin,
  enabled: account.enabled,
  employeeId: employee.id,
  employeeName: employee.name,
  dateResigned: employee.dateResigned,
  departmentId: employee.departmentId,
  departmentName: department.name,
  position: code.name,
  buyerId: buyer.id,
  buyerName: buyer.name,
};

/** What principalColumns read: the account, and its employee or buyer (null columns when it has none). */
export interface PrincipalRow {
  id: number;
  username: string;
  userType: string;
  isAdmin: boolean;
  enabled: boolean;
  employeeId: number | null;
  employeeName: string | null;
  dateResigned: string | null;
  departmentId: number | null;
  departmentName: string | null;
  position: string | null;
  buyerId: number | null;
  buyerName: string | null;
}

export async function loadPrincipal(
  db: Db,
  accountId: number,
  extra?: AuthorityResolver,
): Promise<Principal | undefined> {
  const [row] = await db
    .select(principalColumns)
    .from(account)
    .leftJoin(employee, eq(employee.accountId, account.id))
    .leftJoin(department, eq(department.id, employee.departmentId))
    .leftJoin(code, eq(code.id, employee.positionId))
    .leftJoin(buyer, eq(buyer.accountId, account.id))
    .where(eq(account.id, accountId));
  return row ? toPrincipal(db, row, extra) : undefined;
}

/** A principal from its row, with the resolver's extra authorities; none for a disabled or resigned account. */
export async function toPrincipal(
  db: Db,
  row: PrincipalRow,
  extra?: AuthorityResolver,
): Promise<Principal | undefined> {
  if (!row.enabled) return undefined;
  const isEmployee = row.userType === 'employee' && row.employeeId !== null;
  // Read in the same query as the rest, so refusing a resigned employee costs nothing per request.
  if (isEmployee && hasResigned(row.dateResigned)) return undefined;
  const authorities = isEmployee ? [ROLE_EMPLOYEE] : [ROLE_CUSTOMER];
  if (row.isAdmin) authorities.unshift(ROLE_ADMIN);
  if (extra) for (const a of await extra(db, { accountId: row.id, employeeId: row.employeeId })) authorities.push(a);
  const name = (isEmployee ? row.employeeName : row.buyerName) ?? row.username;
  const acc: Account = {
    id: row.id,
    username: row.username,
    authorities: [...new Set(authorities)],
    employee: isEmployee ? row.employeeId : null,
    userInfo: {
      userType: isEmployee ? 'employee' : 'customer',
      name,
      employee: isEmployee
        ? {
            id: row.employeeId!,
            name,
            departmentId: row.departmentId,
            departmentName: row.departmentName,
            position: row.position,
          }
        : null,
      customer: !isEmployee && row.buyerId !== null ? { id: row.buyerId, name } : null,
    },
  };
  return {
    accountId: row.id,
    username: row.username,
    userType: isEmployee ? 'employee' : 'customer',
    isAdmin: row.isAdmin,
    employeeId: isEmployee ? row.employeeId : null,
    buyerId: isEmployee ? null : row.buyerId,
    authorities: acc.authorities,
    account: acc,
  };
}
