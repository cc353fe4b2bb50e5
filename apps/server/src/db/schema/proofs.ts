import { boolean, index, integer, pgTable, real, smallint, varchar } from 'drizzle-orm/pg-core';
import { account } from './accounts';
import { createdAt, id } from './common';
import { printingOrder } from './orders';
import { shopbagOrderSlot } from './shopbag-orders';
import { storedFile } from './files';

/**
 * Proofs the customer approves (시안 확인, issue 35). Everything here is append-only history: a version, a page,
 * a pin, a decision or a switch is written once and never updated; the current state is read from the latest rows.
 * A target is an order (printing order, `slotId` null) or one advertiser's slot of a bag order.
 */
export const proofVersion = pgTable(
  'proof_version',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id').references(() => shopbagOrderSlot.id, { onDelete: 'cascade' }),
    /** 1차, 2차 … per target (numbered under the order's lock). */
    number: smallint('number').notNull(),
    note: varchar('note', { length: 1000 }).notNull().default(''),
    createdBy: integer('created_by').references(() => account.id, { onDelete: 'set null' }),
    createdByName: varchar('created_by_name', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('proof_version_order_idx').on(t.orderId, t.slotId, t.number)],
);

/** The files of a version in page order (a multi-page PDF is one file with several pages). */
export const proofFile = pgTable(
  'proof_file',
  {
    id: id(),
    versionId: integer('version_id')
      .notNull()
      .references(() => proofVersion.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
  },
  (t) => [index('proof_file_version_idx').on(t.versionId, t.position), index('proof_file_file_idx').on(t.fileId)],
);

/**
 * A comment pinned on a page: a point (x, y) or a box (x, y, width, height), page-relative 0..1 from the top left.
 * `page` is 1-based within the file (always 1 for an image). A staff answer is a pin with `replyToId`.
 */
export const proofPin = pgTable(
  'proof_pin',
  {
    id: id(),
    versionId: integer('version_id')
      .notNull()
      .references(() => proofVersion.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
    page: smallint('page').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width'),
    height: real('height'),
    text: varchar('text', { length: 1000 }).notNull(),
    replyToId: integer('reply_to_id'),
    authorId: integer('author_id').references(() => account.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 100 }).notNull().default(''),
    /** Written by staff (an answer) or the customer. */
    byStaff: boolean('by_staff').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('proof_pin_version_idx').on(t.versionId, t.id)],
);

/**
 * 승인 (APPROVED) or 수정 요청 (CHANGES_REQUESTED) of a version. `via` PORTAL = the customer in the portal; PHONE = a
 * staff member recorded an approval given by phone or in person (`approverName` who approved, `method` how).
 */
export const proofDecision = pgTable(
  'proof_decision',
  {
    id: id(),
    versionId: integer('version_id')
      .notNull()
      .references(() => proofVersion.id, { onDelete: 'cascade' }),
    decision: varchar('decision', { length: 20 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull().default(''),
    via: varchar('via', { length: 10 }).notNull(),
    approverName: varchar('approver_name', { length: 100 }).notNull().default(''),
    method: varchar('method', { length: 100 }).notNull().default(''),
    decidedBy: integer('decided_by').references(() => account.id, { onDelete: 'set null' }),
    decidedByName: varchar('decided_by_name', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('proof_decision_version_idx').on(t.versionId, t.id)],
);

/**
 * Per-order switches, each change a row (the latest row of a kind is in force): SKIP = 시안 확인 생략 (with a
 * reason), DOWNLOAD = the customer may download the original files.
 */
export const proofSwitch = pgTable(
  'proof_switch',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    enabled: boolean('enabled').notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    changedBy: integer('changed_by').references(() => account.id, { onDelete: 'set null' }),
    changedByName: varchar('changed_by_name', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('proof_switch_order_idx').on(t.orderId, t.kind, t.id)],
);
