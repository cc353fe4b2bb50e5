import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  COMPANY_BASIC_INFO_ID,
  TAX_INVOICE_SORT_FIELDS,
  type ListQuery,
  type TAX_INVOICE_SEARCH_FILTERS,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { basicInfo } from '../../db/schema/basic-info';
import { buyer } from '../../db/schema/buyers';
import { delivery } from '../../db/schema/deliveries';
import { orderDeposit } from '../../db/schema/deposits';
import { printingOrder } from '../../db/schema/orders';
import { shopbagOrderSlot } from '../../db/schema/shopbag-orders';
import { taxInvoice, taxInvoiceLine, type TaxInvoicePartySnapshot } from '../../db/schema/tax-invoices';
import { workOrder } from '../../db/schema/work-orders';
import { defineList, fetchList, lookup } from '../../platform/list';

/*
 * The tax invoices' read model: it reads the deposit entries (what each buyer owes per order or bag slot), the
 * orders, bag slots and deliveries (what was delivered and when), the buyers and the company's basic info (the
 * parties). Those modules stay the owners of their rows; this file writes nothing.
 */

const DEAD = ['CANCELLED', 'REFUSED'] as const;

/** An order is delivered when it has shipments and every one is COMPLETE; the day is the last one's, shop calendar. */
const deliveredOrders = (db: Db, timeZone: string) =>
  db
    .select({
      orderId: workOrder.orderId,
      deliveredOn: sql<string>`to_char(max(${delivery.deliveryEndDatetime}) at time zone ${timeZone}, 'YYYY-MM-DD')`.as(
        'delivered_on',
      ),
    })
    .from(delivery)
    .innerJoin(workOrder, eq(workOrder.id, delivery.workOrderId))
    .groupBy(workOrder.orderId)
    .having(sql`bool_and(${delivery.status} = 'COMPLETE')`)
    .as('delivered');

export interface BillableEntry {
  entryId: number;
  buyerId: number;
  orderId: number;
  orderNumber: string;
  productName: string;
  slotPosition: string | null;
  deliveredOn: string;
  /** What the entry charges: issued − adjusted (VAT included). */
  total: number;
}

/**
 * Active entries of delivered, not cancelled orders that no live invoice bills yet and that charge something;
 * optionally of some buyers, of one order, or delivered within [from, to].
 */
export async function billableEntries(
  db: Db,
  timeZone: string,
  filter: { buyerIds?: number[]; orderId?: number; from?: string; to?: string },
): Promise<BillableEntry[]> {
  const delivered = deliveredOrders(db, timeZone);
  const billed = db
    .select({ entryId: taxInvoiceLine.entryId })
    .from(taxInvoiceLine)
    .where(and(eq(taxInvoiceLine.live, true), sql`${taxInvoiceLine.entryId} is not null`));
  const rows = await db
    .select({
      entryId: orderDeposit.id,
      buyerId: orderDeposit.buyerId,
      orderId: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      slotPosition: shopbagOrderSlot.position,
      deliveredOn: delivered.deliveredOn,
      total: sql<number>`(${orderDeposit.issuedPrice} - ${orderDeposit.adjustedPrice})::int8`.mapWith(Number),
    })
    .from(orderDeposit)
    .innerJoin(printingOrder, eq(printingOrder.id, orderDeposit.orderId))
    .innerJoin(delivered, eq(delivered.orderId, orderDeposit.orderId))
    .leftJoin(shopbagOrderSlot, eq(shopbagOrderSlot.id, orderDeposit.slotId))
    .where(
      and(
        isNull(orderDeposit.detachedAt),
        isNull(printingOrder.cancelledAt),
        sql`${orderDeposit.issuedPrice} - ${orderDeposit.adjustedPrice} > 0`,
        notInArray(orderDeposit.id, sql`(${billed})`),
        filter.buyerIds ? inArray(orderDeposit.buyerId, filter.buyerIds) : undefined,
        filter.orderId !== undefined ? eq(orderDeposit.orderId, filter.orderId) : undefined,
        filter.from ? sql`${delivered.deliveredOn} >= ${filter.from}` : undefined,
        filter.to ? sql`${delivered.deliveredOn} <= ${filter.to}` : undefined,
      ),
    )
    .orderBy(asc(orderDeposit.buyerId), asc(delivered.deliveredOn), asc(orderDeposit.id));
  return rows;
}

export interface BuyerParty {
  id: number;
  name: string;
  registrationNumber: string;
  taxInvoiceMode: string;
  party: TaxInvoicePartySnapshot;
}

export async function buyerParties(db: Db, ids: number[]): Promise<Map<number, BuyerParty>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(buyer).where(inArray(buyer.id, ids));
  return new Map(
    rows.map((b) => [
      b.id,
      {
        id: b.id,
        name: b.name,
        registrationNumber: b.registrationNumber,
        taxInvoiceMode: b.taxInvoiceMode,
        party: {
          corpNum: b.registrationNumber.replace(/\D/g, ''),
          corpName: b.name,
          ceoName: b.representative,
          address: b.address,
          bizType: b.businessType,
          bizClass: b.businessItem,
          email: b.taxInvoiceEmail || b.email,
        },
      },
    ]),
  );
}

/** The company (회사 기본 정보) as the invoice's supplier. */
export async function companyParty(db: Db): Promise<TaxInvoicePartySnapshot | null> {
  const [c] = await db.select().from(basicInfo).where(eq(basicInfo.id, COMPANY_BASIC_INFO_ID));
  if (!c) return null;
  return {
    corpNum: c.registrationNumber.replace(/\D/g, ''),
    corpName: c.name,
    ceoName: c.representative,
    address: c.address,
    bizType: c.businessType,
    bizClass: c.businessItem,
    email: c.taxInvoiceEmail || c.email,
  };
}

/** The live 월합계 of buyers in a month. */
export const liveMonthly = (db: Db, month: string, buyerIds: number[]) =>
  db
    .select({ id: taxInvoice.id, buyerId: taxInvoice.buyerId, documentKey: taxInvoice.documentKey })
    .from(taxInvoice)
    .where(
      and(
        eq(taxInvoice.kind, 'MONTHLY'),
        eq(taxInvoice.month, month),
        inArray(taxInvoice.buyerId, buyerIds.length ? buyerIds : [0]),
        notInArray(taxInvoice.state, [...DEAD]),
      ),
    );

const amended = sql<string | null>`(select o.document_key from tax_invoice o where o.id = ${taxInvoice.amendsId})`;
const lineCount = sql<number>`(select count(*)::int from tax_invoice_line l where l.invoice_id = ${taxInvoice.id})`;

const columns = {
  id: taxInvoice.id,
  documentKey: taxInvoice.documentKey,
  kind: taxInvoice.kind,
  buyerId: taxInvoice.buyerId,
  buyerName: buyer.name,
  orderId: taxInvoice.orderId,
  month: taxInvoice.month,
  writeDate: taxInvoice.writeDate,
  purpose: taxInvoice.purpose,
  supplyTotal: taxInvoice.supplyTotal,
  taxTotal: taxInvoice.taxTotal,
  total: taxInvoice.total,
  state: taxInvoice.state,
  approvalNumber: taxInvoice.approvalNumber,
  providerAnswer: taxInvoice.providerAnswer,
  amendmentCode: taxInvoice.amendmentCode,
  amendmentReason: taxInvoice.amendmentReason,
  amendsId: taxInvoice.amendsId,
  amendsDocumentKey: amended,
  lineCount,
  createdAt: taxInvoice.createdAt,
  issuedAt: taxInvoice.issuedAt,
  cancelledAt: taxInvoice.cancelledAt,
  version: taxInvoice.version,
  remark: taxInvoice.remark,
  invoicer: taxInvoice.invoicer,
  invoicee: taxInvoice.invoicee,
};

const joins = [{ table: buyer, on: eq(buyer.id, taxInvoice.buyerId), keepsRows: true }] as const;

const taxInvoiceList = defineList({
  from: taxInvoice,
  key: taxInvoice.id,
  joins,
  columns,
  sortFields: TAX_INVOICE_SORT_FIELDS,
  sort: {
    id: taxInvoice.id,
    writeDate: taxInvoice.writeDate,
    buyerName: buyer.name,
    total: taxInvoice.total,
    state: taxInvoice.state,
  },
  search: {
    buyerName: lookup(taxInvoice.buyerId, (db, like) =>
      db.select({ id: buyer.id }).from(buyer).where(like(buyer.name)),
    ),
    documentKey: taxInvoice.documentKey,
  } satisfies Record<Exclude<keyof typeof TAX_INVOICE_SEARCH_FILTERS, 'all'>, unknown>,
  dates: { writeDate: taxInvoice.writeDate },
  defaultSort: [desc(taxInvoice.writeDate), desc(taxInvoice.id)],
});

export type TaxInvoiceListRow = Awaited<ReturnType<typeof findInvoices>>[number];

export const listTaxInvoices = (db: Db, q: ListQuery, filter: { month?: string; buyerId?: number; state?: string }) =>
  fetchList(db, taxInvoiceList, q, [
    filter.month ? eq(taxInvoice.month, filter.month) : undefined,
    filter.buyerId ? eq(taxInvoice.buyerId, filter.buyerId) : undefined,
    filter.state ? eq(taxInvoice.state, filter.state as (typeof taxInvoice.state.enumValues)[number]) : undefined,
  ]);

/** Invoices with their buyer's name, by a condition (one id, a month's manual ones …), oldest first. */
export const findInvoices = (db: Db, where: ReturnType<typeof and>) =>
  db
    .select(columns)
    .from(taxInvoice)
    .innerJoin(buyer, eq(buyer.id, taxInvoice.buyerId))
    .where(where)
    .orderBy(asc(taxInvoice.id));

export const invoiceLines = (db: Db, invoiceIds: number[]) =>
  db
    .select()
    .from(taxInvoiceLine)
    .where(inArray(taxInvoiceLine.invoiceId, invoiceIds.length ? invoiceIds : [0]))
    .orderBy(asc(taxInvoiceLine.invoiceId), asc(taxInvoiceLine.lineNo));
