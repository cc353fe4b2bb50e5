import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { account } from './accounts';
import { buyer } from './buyers';
import { createdAt, id, updatedAt } from './common';
import { employee } from './employees';
import { itemOption } from './item-options';
import { item } from './items';
import { seller } from './sellers';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const text255 = (name: string) => varchar(name, { length: 255 }).notNull().default('');
const supplier = (name: string) => integer(name).references(() => seller.id, { onDelete: 'restrict' });

/**
 * A printing order (인쇄 주문): what the customer wants printed, where it goes, and its print spec in the child
 * tables. Its work order carries the production state; the order keeps its own receipt, completion and
 * cancellation times for the lists and the customer.
 */
export const printingOrder = pgTable(
  'printing_order',
  {
    id: id(),
    /** Made by the server (P + yymm + '-' + 4-digit sequence of the month), never typed. */
    orderNumber: varchar('order_number', { length: 20 }).notNull().unique('printing_order_number_unique'),
    workType: varchar('work_type', { length: 16 }).notNull(),
    /** 완성 사이즈 ('A4', '90x50'): the estimate reads the 절수 table with it; '' = not given. */
    finishedSize: varchar('finished_size', { length: 32 }).notNull().default(''),
    productName: varchar('product_name', { length: 255 }).notNull(),
    /** The customer; null only for a shopping-bag order, whose buyers are its design slots' advertisers. */
    buyerId: integer('buyer_id').references(() => buyer.id, { onDelete: 'restrict' }),
    /** ORIGIN (원청) or SUB (하청); '' = not chosen. */
    originSub: varchar('origin_sub', { length: 8 }).notNull().default(''),
    /** The employee in charge of the order's outsourcing (외주 담당자). */
    outsourcingChargeId: integer('outsourcing_charge_id').references(() => employee.id, { onDelete: 'set null' }),
    quality: text255('quality'),
    amount: integer('amount').notNull().default(0),
    numberCases: integer('number_cases').notNull().default(0),
    remark: varchar('remark', { length: 1024 }).notNull().default(''),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    receiver: text255('receiver'),
    zipCode: text255('zip_code'),
    address: text255('address'),
    receiverTel: text255('receiver_tel'),
    deliveryType: text255('delivery_type'),
    invoice: text255('invoice'),
    deliveryCompanyCode: varchar('delivery_company_code', { length: 20 }).notNull().default(''),
    deliveryRemark: varchar('delivery_remark', { length: 1024 }).notNull().default(''),
    /** Staff confirmed the noted invoice is shared with another shipment of the customer (합포장). */
    combinedShipment: boolean('combined_shipment').notNull().default(false),
    isFoldingBinding: boolean('is_folding_binding').notNull().default(false),
    receiptDatetime: instant('receipt_datetime').notNull().defaultNow(),
    /** Set when printing is complete. */
    completeDatetime: instant('complete_datetime'),
    cancelledAt: instant('cancelled_at'),
    /** Set when every deposit entry of the order is settled (입금 완료); cleared when one is un-settled. */
    depositCompleteAt: instant('deposit_complete_at'),
    cancelReason: text255('cancel_reason'),
    /** Who placed it: the staff member's or the customer's account. */
    createdBy: integer('created_by').references(() => account.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Each date filter's default order (newest first, id breaking ties), a customer's own orders, and keyword search.
  // The staff list leaves shopping-bag orders out (work_type <> 'SHOPBAG'): the receipt and amount indexes end with
  // work_type, after the unique id (so it never changes their order), for its counts and deep pages to read the
  // filter from the index alone. The amount index follows the list's whole order (amount, then the default order).
  (t) => [
    index('printing_order_receipt_idx').on(t.receiptDatetime.desc().nullsFirst(), t.id.desc().nullsFirst(), t.workType),
    index('printing_order_delivery_date_idx').on(t.deliveryDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('printing_order_complete_idx').on(t.completeDatetime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('printing_order_amount_idx').on(
      t.amount.desc().nullsFirst(),
      t.receiptDatetime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.workType,
    ),
    check('printing_order_buyer_check', sql`${t.buyerId} is not null or ${t.workType} = 'SHOPBAG'`),
    index('printing_order_buyer_idx').on(t.buyerId, t.receiptDatetime.desc().nullsFirst()),
    index('printing_order_product_trgm').using('gin', sql`lower(${t.productName}) gin_trgm_ops`),
    index('printing_order_number_trgm').using('gin', sql`lower(${t.orderNumber}) gin_trgm_ops`),
  ],
);

/** One printing entry of an order: the cover, and for brochures the inner pages; `position` keeps their order. */
export const printingOrderPrinting = pgTable(
  'printing_order_printing',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    composition: varchar('composition', { length: 8 }).notNull(),
    printingType: varchar('printing_type', { length: 12 }).notNull(),
    dosu: text255('dosu'),
    julsu: text255('julsu'),
    /** Pages of this part of a copy (a brochure's inner pages), for the estimate; null = one leaf per copy. */
    pageCount: integer('page_count'),
    isOffCtpOutsourcing: boolean('is_off_ctp_outsourcing').notNull().default(false),
    offCtpOutsourcingId: supplier('off_ctp_outsourcing_id'),
    offCtpRemark: text255('off_ctp_remark'),
    isOffPrintOutsourcing: boolean('is_off_print_outsourcing').notNull().default(false),
    offPrintOutsourcingId: supplier('off_print_outsourcing_id'),
    offPrintRemark: text255('off_print_remark'),
    rotaryOutsourcingId: supplier('rotary_outsourcing_id'),
    rotaryRemark: text255('rotary_remark'),
    isDigitalOutsourcing: boolean('is_digital_outsourcing').notNull().default(false),
    digitalOutsourcingId: supplier('digital_outsourcing_id'),
    digitalRemark: text255('digital_remark'),
    ospOutsourcingId: supplier('osp_outsourcing_id'),
    ospRemark: text255('osp_remark'),
    noPrintRemark: text255('no_print_remark'),
    isPostProcess: boolean('is_post_process').notNull().default(false),
  },
  (t) => [index('printing_order_printing_order_idx').on(t.orderId, t.position)],
);

/** Paper a printing entry uses (usePaperList): released from stock, amount and spoilage, when printing completes. */
export const printingOrderPaper = pgTable(
  'printing_order_paper',
  {
    id: id(),
    printingId: integer('printing_id')
      .notNull()
      .references(() => printingOrderPrinting.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    rawItemId: integer('raw_item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'restrict' }),
    amount: integer('amount'),
    wrongAmount: integer('wrong_amount'),
  },
  (t) => [
    index('printing_order_paper_printing_idx').on(t.printingId, t.position),
    index('printing_order_paper_item_idx').on(t.rawItemId),
  ],
);

/**
 * A post-process entry of a printing entry (kind POST_PROCESS) or a folding/binding entry of the order (kind
 * FOLDING_BINDING): its options, an optional outsourcing supplier and a remark.
 */
export const printingOrderProcess = pgTable(
  'printing_order_process',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'cascade' }),
    /** The printing entry a post-process belongs to; null for folding/binding, which belongs to the order. */
    printingId: integer('printing_id').references(() => printingOrderPrinting.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    position: smallint('position').notNull(),
    outsourcingId: supplier('outsourcing_id'),
    remark: text255('remark'),
  },
  (t) => [index('printing_order_process_order_idx').on(t.orderId, t.kind, t.position)],
);

export const printingOrderProcessOption = pgTable(
  'printing_order_process_option',
  {
    processId: integer('process_id')
      .notNull()
      .references(() => printingOrderProcess.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => itemOption.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.processId, t.optionId] }),
    index('printing_order_process_option_idx').on(t.optionId),
  ],
);

/** The order's history (접수, 작업 시작, 다음 팀 요청, 인쇄 완료, 배송 …), newest last, for staff and the customer. */
export const printingOrderEvent = pgTable(
  'printing_order_event',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'cascade' }),
    at: instant('at').notNull().defaultNow(),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** Who did it: an employee (staff steps) or null (the customer's own order, or the system). */
    employeeId: integer('employee_id').references(() => employee.id, { onDelete: 'set null' }),
    actorName: text255('actor_name'),
    departmentName: text255('department_name'),
    detail: varchar('detail', { length: 1024 }).notNull().default(''),
  },
  (t) => [index('printing_order_event_order_idx').on(t.orderId, t.id)],
);

/** The last number given per prefix (P2611 …): taken under the row's lock in the creating transaction, so no gaps. */
export const orderNumberCounter = pgTable('order_number_counter', {
  prefix: varchar('prefix', { length: 10 }).primaryKey(),
  lastValue: integer('last_value').notNull(),
});
