import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { buyer } from './buyers';
import { id } from './common';
import { orderDeposit } from './deposits';
import { employee } from './employees';
import { printingOrder } from './orders';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const won = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** A party as printed on the invoice, copied when it is made (the buyer's or company's record may change later). */
export interface TaxInvoicePartySnapshot {
  corpNum: string;
  corpName: string;
  ceoName: string;
  address: string;
  bizType: string;
  bizClass: string;
  email: string;
}

export const TAX_INVOICE_KINDS = ['PER_ORDER', 'MONTHLY', 'AMENDMENT'] as const;
/**
 * QUEUED 발행 요청 (recorded, not sent yet), MANUAL 발행 대기 (수동), ISSUED 발행 완료, NTS_SENDING 국세청 전송 중,
 * NTS_ACCEPTED 전송 완료, NTS_FAILED 전송 실패, FAILED 발행 실패 (retryable), REFUSED 발행 거부 (the service refused;
 * its entries are free again), CANCELLED 발행 취소.
 */
export const TAX_INVOICE_STATES = [
  'QUEUED',
  'MANUAL',
  'ISSUED',
  'NTS_SENDING',
  'NTS_ACCEPTED',
  'NTS_FAILED',
  'FAILED',
  'REFUSED',
  'CANCELLED',
] as const;

const live = (state: AnyPgColumn) => sql`${state} not in ('CANCELLED', 'REFUSED')`;

/**
 * An electronic tax invoice (전자세금계산서), 정발행 과세. Its content (parties, dates, amounts, lines) is written once
 * and never edited: only its state, the service's answer and the NTS approval number move. A correction is another
 * invoice (kind AMENDMENT) with `amends_id` pointing at the original and the NTS amendment code.
 */
export const taxInvoice = pgTable(
  'tax_invoice',
  {
    id: id(),
    /** The shop's document key (문서번호) sent to the issuing service; unique, amendments included. */
    documentKey: varchar('document_key', { length: 24 }).notNull().unique('tax_invoice_document_key_unique'),
    kind: varchar('kind', { length: 12, enum: TAX_INVOICE_KINDS }).notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyer.id, { onDelete: 'restrict' }),
    /** The per-order invoice's order (null for 월합계 and amendments of them). */
    orderId: integer('order_id').references(() => printingOrder.id, { onDelete: 'restrict' }),
    /** YYYY-MM of the write date: the 월합계's month. */
    month: varchar('month', { length: 7 }).notNull(),
    writeDate: date('write_date', { mode: 'string' }).notNull(),
    purpose: varchar('purpose', { length: 8, enum: ['RECEIPT', 'CHARGE'] }).notNull(),
    supplyTotal: won('supply_total'),
    taxTotal: won('tax_total'),
    total: won('total'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    invoicer: jsonb('invoicer').$type<TaxInvoicePartySnapshot>().notNull(),
    invoicee: jsonb('invoicee').$type<TaxInvoicePartySnapshot>().notNull(),
    state: varchar('state', { length: 16, enum: TAX_INVOICE_STATES }).notNull(),
    approvalNumber: varchar('approval_number', { length: 40 }),
    providerName: varchar('provider_name', { length: 40 }).notNull().default(''),
    providerAnswer: varchar('provider_answer', { length: 500 }).notNull().default(''),
    /** NTS amendment code 1–6 and the reason staff gave, on an amended invoice. */
    amendmentCode: integer('amendment_code'),
    amendmentReason: varchar('amendment_reason', { length: 200 }),
    amendsId: integer('amends_id').references((): AnyPgColumn => taxInvoice.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => employee.id, { onDelete: 'restrict' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    issuedAt: instant('issued_at'),
    cancelledAt: instant('cancelled_at'),
    cancelledBy: integer('cancelled_by').references(() => employee.id, { onDelete: 'restrict' }),
    /** Bumped by every state move; two staff acting on the same screen state cannot both win. */
    version: integer('version').notNull().default(0),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('tax_invoice_month_idx').on(t.month, t.id),
    index('tax_invoice_buyer_idx').on(t.buyerId, t.month),
    index('tax_invoice_state_idx').on(t.state),
    index('tax_invoice_amends_idx').on(t.amendsId),
    // One live 월합계 per buyer per month: two staff issuing the same month at once cannot both win.
    uniqueIndex('tax_invoice_monthly_unique')
      .on(t.buyerId, t.month)
      .where(sql`${t.kind} = 'MONTHLY' and ${live(t.state)}`),
    check('tax_invoice_sums', sql`${t.supplyTotal} + ${t.taxTotal} = ${t.total}`),
    check(
      'tax_invoice_amendment',
      sql`(${t.kind} = 'AMENDMENT') = (${t.amendsId} is not null and ${t.amendmentCode} between 1 and 6)`,
    ),
  ],
);

/**
 * One line (품목) of an invoice; a line of a per-order or 월합계 invoice names the deposit entry (the order's or the
 * bag slot's) it bills. `live` follows the invoice (false once it is cancelled or refused), and an entry is billed by
 * at most one live line: the partial unique index.
 */
export const taxInvoiceLine = pgTable(
  'tax_invoice_line',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => taxInvoice.id, { onDelete: 'restrict' }),
    entryId: integer('entry_id').references(() => orderDeposit.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => printingOrder.id, { onDelete: 'restrict' }),
    lineNo: integer('line_no').notNull(),
    /** YYYY-MM-DD (the day delivered; the write date on amendments). */
    day: date('day', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull().default(''),
    supply: bigint('supply', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    index('tax_invoice_line_invoice_idx').on(t.invoiceId, t.lineNo),
    uniqueIndex('tax_invoice_line_entry_live_unique')
      .on(t.entryId)
      .where(sql`${t.entryId} is not null and ${t.live}`),
  ],
);
