import { boolean, index, integer, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';

/**
 * A sign-in identity. An employee or a customer (buyer) profile points at it. Staff and customers have separate
 * username spaces (unique per user type): the customer sign-up can then never tell whether a staff username exists.
 */
export const account = pgTable(
  'account',
  {
    id: id(),
    username: varchar('username', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: varchar('user_type', { length: 16 }).$type<'employee' | 'customer'>().notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('account_user_type_username_unique').on(t.userType, t.username),
    index('account_username_idx').on(t.username),
  ],
);

/** Server-side sessions: the cookie/Bearer token is looked up by its HMAC, so a stolen table leaks no usable token. */
export const session = pgTable(
  'session',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    csrfToken: varchar('csrf_token', { length: 64 }).notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('session_account_idx').on(t.accountId)],
);

/** Key/value settings the application keeps for itself (e.g. the generated session secret). */
export const appSetting = pgTable('app_setting', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

/**
 * Failed sign-in bookkeeping shared by every server process: one row per throttled key
 * (`user:<username>` or `ip:<address>`), counting failures in the current window and any lock-out.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: varchar('key', { length: 320 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});
