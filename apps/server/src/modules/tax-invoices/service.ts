import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ISSUED_TAX_INVOICE_STATES,
  TAX_AMENDMENT_LABELS,
  TAX_INVOICE_STATE_LABELS,
  businessNumberProblem,
  splitVat,
  taxInvoiceCan,
  taxInvoiceMessages as MSG,
  type MonthlyIssueValues,
  type MonthlyPreview,
  type TaxInvoice,
  type TaxInvoiceListQuery,
  type TaxInvoiceRow,
  type TaxInvoiceStateValue,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { taxInvoice, taxInvoiceLine, type TaxInvoicePartySnapshot } from '../../db/schema/tax-invoices';
import { businessStateLabels } from '../../platform/adapters/business-status';
import {
  MANUAL_PENDING_ANSWER,
  type AmendmentCode,
  type TaxInvoiceDocument,
} from '../../platform/adapters/tax-invoice';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import type { ServiceContext } from '../../platform/service';
import { businessStatusProvider, issuingConfigured, taxInvoiceProvider, wiredDb } from './providers';
import {
  billableEntries,
  buyerParties,
  companyParty,
  findInvoices,
  invoiceLines,
  listTaxInvoices,
  liveMonthly,
  type BillableEntry,
  type TaxInvoiceListRow,
} from './queries';

type State = TaxInvoiceStateValue;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const ANSWER_MAX = 500;

export const presentRow = (r: TaxInvoiceListRow): TaxInvoiceRow => ({
  id: r.id,
  documentKey: r.documentKey,
  kind: r.kind,
  buyerId: r.buyerId,
  buyerName: r.buyerName,
  month: r.month,
  writeDate: r.writeDate,
  purpose: r.purpose,
  supplyTotal: r.supplyTotal,
  taxTotal: r.taxTotal,
  total: r.total,
  state: r.state,
  approvalNumber: r.approvalNumber,
  providerAnswer: r.providerAnswer,
  amendmentCode: r.amendmentCode,
  amendmentReason: r.amendmentReason,
  amendsId: r.amendsId,
  amendsDocumentKey: r.amendsDocumentKey,
  lineCount: r.lineCount,
  createdAt: r.createdAt.toISOString(),
  issuedAt: iso(r.issuedAt),
  version: r.version,
});

export async function pageTaxInvoices(ctx: ServiceContext, q: TaxInvoiceListQuery) {
  const { rows, total } = await listTaxInvoices(ctx.db, q, q);
  return toPage(rows.map(presentRow), total, q);
}

export async function getTaxInvoice(db: Db, id: number): Promise<TaxInvoice> {
  const [row] = await findInvoices(db, and(eq(taxInvoice.id, id)));
  if (!row) throw notFound(MSG.notFound);
  const lines = await invoiceLines(db, [id]);
  return {
    ...presentRow(row),
    invoicer: row.invoicer,
    invoicee: row.invoicee,
    remark: row.remark,
    cancelledAt: iso(row.cancelledAt),
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      entryId: l.entryId,
      orderId: l.orderId,
      day: l.day,
      name: l.name,
      spec: l.spec,
      supply: l.supply,
      tax: l.tax,
    })),
  };
}

export function taxInvoiceSettings() {
  const configured = issuingConfigured();
  return {
    providerName: configured ? '팝빌' : '수동 발행',
    configured,
    businessStatusConfigured: businessStatusProvider().configured,
    notice: configured ? null : MSG.offlineNotice,
  };
}

/** The shop's document key (문서번호): TI + the write day + 10 random hex digits (20 characters). */
const documentKeyOf = (writeDate: string) => `TI${writeDate.replaceAll('-', '')}${randomBytes(5).toString('hex')}`;

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const nextMonthTenth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 10)).toISOString().slice(0, 10);
};

const lineName = (e: BillableEntry) => `${e.productName}${e.slotPosition ? ` (${e.slotPosition})` : ''}`.slice(0, 200);

interface NewInvoice {
  kind: 'PER_ORDER' | 'MONTHLY' | 'AMENDMENT';
  buyerId: number;
  orderId?: number | null;
  writeDate: string;
  purpose: 'RECEIPT' | 'CHARGE';
  invoicer: TaxInvoicePartySnapshot;
  invoicee: TaxInvoicePartySnapshot;
  remark?: string;
  amendsId?: number;
  amendmentCode?: number;
  amendmentReason?: string;
  lines: { entryId: number | null; orderId: number | null; day: string; name: string; spec?: string; total: number }[];
  createdBy: number | null;
}

/** Writes the invoice and its lines, state QUEUED (발행 요청): the issue call sends it. */
async function recordInvoice(db: Db, n: NewInvoice): Promise<number> {
  const lines = n.lines.map((l) => ({ ...l, ...splitVat(l.total) }));
  const supplyTotal = lines.reduce((s, l) => s + l.supply, 0);
  const taxTotal = lines.reduce((s, l) => s + l.tax, 0);
  const [row] = await db
    .insert(taxInvoice)
    .values({
      documentKey: documentKeyOf(n.writeDate),
      kind: n.kind,
      buyerId: n.buyerId,
      orderId: n.orderId ?? null,
      month: n.writeDate.slice(0, 7),
      writeDate: n.writeDate,
      purpose: n.purpose,
      supplyTotal,
      taxTotal,
      total: supplyTotal + taxTotal,
      remark: n.remark ?? '',
      invoicer: n.invoicer,
      invoicee: n.invoicee,
      state: 'QUEUED',
      amendsId: n.amendsId ?? null,
      amendmentCode: n.amendmentCode ?? null,
      amendmentReason: n.amendmentReason ?? null,
      createdBy: n.createdBy,
    })
    .returning({ id: taxInvoice.id });
  await db.insert(taxInvoiceLine).values(
    lines.map((l, i) => ({
      invoiceId: row!.id,
      entryId: l.entryId,
      orderId: l.orderId,
      lineNo: i + 1,
      day: l.day,
      name: l.name,
      spec: l.spec ?? '',
      supply: l.supply,
      tax: l.tax,
    })),
  );
  return row!.id;
}

/** Moves an invoice from one of `from` to `to` (with more columns), bumping its version; 409 when it moved on. */
async function move(db: Db, id: number, from: readonly State[], values: Partial<typeof taxInvoice.$inferInsert>) {
  const moved = await db
    .update(taxInvoice)
    .set({ ...values, version: sql`${taxInvoice.version} + 1`, updatedAt: new Date() })
    .where(and(eq(taxInvoice.id, id), inArray(taxInvoice.state, [...from])))
    .returning({ id: taxInvoice.id, state: taxInvoice.state });
  if (moved.length) return moved[0]!;
  const [now] = await db.select({ state: taxInvoice.state }).from(taxInvoice).where(eq(taxInvoice.id, id));
  if (!now) throw notFound(MSG.notFound);
  throw conflict('TAX_INVOICE_STATE', MSG.stateChanged(TAX_INVOICE_STATE_LABELS[now.state]));
}

/** Frees the entries of a cancelled or refused invoice (they may be billed again). */
const releaseLines = (db: Db, id: number) =>
  db.update(taxInvoiceLine).set({ live: false }).where(eq(taxInvoiceLine.invoiceId, id));

async function documentOf(db: Db, id: number): Promise<{ doc: TaxInvoiceDocument; row: TaxInvoice }> {
  const row = await getTaxInvoice(db, id);
  let amendment: TaxInvoiceDocument['amendment'];
  if (row.amendsId !== null) {
    const [original] = await db
      .select({ approvalNumber: taxInvoice.approvalNumber })
      .from(taxInvoice)
      .where(eq(taxInvoice.id, row.amendsId));
    amendment = { code: row.amendmentCode as AmendmentCode, originalApprovalNumber: original?.approvalNumber ?? '' };
  }
  const doc: TaxInvoiceDocument = {
    documentKey: row.documentKey,
    writeDate: row.writeDate,
    purpose: row.purpose,
    invoicer: row.invoicer,
    invoicee: row.invoicee,
    supplyTotal: row.supplyTotal,
    taxTotal: row.taxTotal,
    total: row.total,
    remark: row.remark,
    items: row.lines.map((l) => ({
      date: l.day,
      name: l.name,
      spec: l.spec,
      qty: null,
      unitCost: null,
      supplyCost: l.supply,
      tax: l.tax,
      remark: '',
    })),
    ...(amendment ? { amendment } : {}),
  };
  return { doc, row };
}

/** Why the parties cannot be sent (a missing or wrong 사업자등록번호), or null. */
function partyProblem(row: TaxInvoice): string | null {
  if (businessNumberProblem(row.invoicer.corpNum)) return MSG.companyNumberMissing;
  if (businessNumberProblem(row.invoicee.corpNum)) return MSG.businessNumberMissing(row.invoicee.corpName);
  return null;
}

/**
 * Sends a QUEUED or FAILED invoice to the issuing service. The send is claimed first (version bump from the state it
 * had), so two sends of one invoice cannot both go out; the service's answer is recorded after. A retry of a FAILED
 * invoice asks the service first whether the earlier try reached it (a timeout after the service took it).
 */
export async function sendInvoice(db: Db, id: number, now: Date): Promise<TaxInvoice> {
  const { doc, row } = await documentOf(db, id);
  if (!taxInvoiceCan(row.state).issue)
    throw conflict('TAX_INVOICE_STATE', MSG.stateChanged(TAX_INVOICE_STATE_LABELS[row.state]));
  const claimed = await db
    .update(taxInvoice)
    .set({ version: sql`${taxInvoice.version} + 1` })
    .where(and(eq(taxInvoice.id, id), eq(taxInvoice.version, row.version)))
    .returning({ id: taxInvoice.id });
  if (!claimed.length) throw conflict('TAX_INVOICE_STATE', MSG.stateChanged(TAX_INVOICE_STATE_LABELS[row.state]));
  const from: State[] = [row.state];
  const problem = partyProblem(row);
  if (problem) {
    await move(db, id, from, { state: 'FAILED', providerAnswer: problem });
    return getTaxInvoice(db, id);
  }
  const provider = taxInvoiceProvider(row.invoicer.corpNum);
  if (row.state === 'FAILED' && provider.configured) {
    const known = await provider.status(row.documentKey);
    if (known.known) {
      await move(db, id, from, {
        state: known.state,
        approvalNumber: known.approvalNumber,
        providerAnswer: known.answer.slice(0, ANSWER_MAX),
        issuedAt: now,
      });
      return getTaxInvoice(db, id);
    }
  }
  const result = await provider.issue(doc);
  const answer = result.answer.slice(0, ANSWER_MAX);
  if (result.issued)
    await move(db, id, from, {
      state: 'ISSUED',
      approvalNumber: result.approvalNumber,
      providerAnswer: answer,
      providerName: provider.name,
      issuedAt: now,
    });
  else if (result.manual)
    await move(db, id, from, { state: 'MANUAL', providerAnswer: answer, providerName: provider.name });
  else if (result.retry)
    await move(db, id, from, { state: 'FAILED', providerAnswer: answer, providerName: provider.name });
  else {
    await move(db, id, from, { state: 'REFUSED', providerAnswer: answer, providerName: provider.name });
    await releaseLines(db, id);
  }
  return getTaxInvoice(db, id);
}

/** 재발행 (or the first send of a queued one), by staff. */
export const issueTaxInvoice = (ctx: ServiceContext, id: number) => sendInvoice(ctx.db, id, ctx.clock.now());

/** Sends recorded invoices once the transaction that recorded them committed; a failure stays on the invoice. */
function sendAfterCommit(ctx: ServiceContext, ids: number[]) {
  return ctx.afterCommit(async () => {
    const db = wiredDb();
    if (!db) return;
    for (const id of ids) await sendInvoice(db, id, ctx.clock.now());
  });
}

/**
 * Per-order invoices when an order's delivery completes (the deliveries module calls this in its transaction):
 * every entry of the order that is delivered in full, not invoiced yet and owed by a PER_ORDER buyer is recorded as
 * 발행 요청; it is sent after the commit, so an issuing service that is down never undoes the delivery.
 */
export async function queueOrderInvoices(ctx: ServiceContext, orderId: number): Promise<number[]> {
  const entries = await billableEntries(ctx.db, ctx.clock.timeZone, { orderId });
  if (!entries.length) return [];
  const buyers = await buyerParties(ctx.db, [...new Set(entries.map((e) => e.buyerId))]);
  const invoicer = await companyParty(ctx.db);
  if (!invoicer) return [];
  const ids: number[] = [];
  for (const e of entries) {
    const b = buyers.get(e.buyerId);
    if (!b || b.taxInvoiceMode !== 'PER_ORDER') continue;
    ids.push(
      await recordInvoice(ctx.db, {
        kind: 'PER_ORDER',
        buyerId: e.buyerId,
        orderId: e.orderId,
        writeDate: e.deliveredOn,
        purpose: 'CHARGE',
        invoicer,
        invoicee: b.party,
        remark: `주문 ${e.orderNumber}`,
        lines: [{ entryId: e.entryId, orderId: e.orderId, day: e.deliveredOn, name: lineName(e), total: e.total }],
        createdBy: ctx.actor.employeeId,
      }),
    );
  }
  if (ids.length) await sendAfterCommit(ctx, ids);
  return ids;
}

/** The month's write date: the one given (within the month, not after today) or the month's last day (or today). */
function monthlyWriteDate(ctx: ServiceContext, month: string, writeDate: string | undefined) {
  const today = ctx.clock.today();
  if (`${month}-01` > today) throw fieldError('month', MSG.monthFuture);
  if (today > nextMonthTenth(month)) throw fieldError('month', MSG.monthTooLate);
  if (writeDate) {
    if (writeDate.slice(0, 7) !== month) throw fieldError('writeDate', MSG.writeDateOutsideMonth);
    if (writeDate > today) throw fieldError('writeDate', MSG.writeDateFuture);
    return writeDate;
  }
  const last = lastDayOf(month);
  return last > today ? today : last;
}

/** What a 월합계 of the month would bill: MONTHLY buyers with delivered entries not yet invoiced. */
export async function monthlyPreview(
  ctx: ServiceContext,
  month: string,
  writeDateGiven?: string,
  onlyBuyers?: number[],
): Promise<MonthlyPreview & { entries: Map<number, BillableEntry[]> }> {
  const writeDate = monthlyWriteDate(ctx, month, writeDateGiven);
  const all = await billableEntries(ctx.db, ctx.clock.timeZone, {
    from: `${month}-01`,
    to: lastDayOf(month),
    ...(onlyBuyers ? { buyerIds: onlyBuyers } : {}),
  });
  const parties = await buyerParties(ctx.db, [...new Set(all.map((e) => e.buyerId))]);
  const byBuyer = new Map<number, BillableEntry[]>();
  for (const e of all) {
    if (parties.get(e.buyerId)?.taxInvoiceMode !== 'MONTHLY') continue;
    byBuyer.set(e.buyerId, [...(byBuyer.get(e.buyerId) ?? []), e]);
  }
  const ids = [...byBuyer.keys()];
  const existing = new Map((await liveMonthly(ctx.db, month, ids)).map((x) => [x.buyerId, x]));
  const numbers = ids.map((id) => parties.get(id)!.party.corpNum).filter((n) => !businessNumberProblem(n));
  const status = numbers.length
    ? await businessStatusProvider().check(numbers)
    : { checked: false as const, retry: false, reason: MSG.statusNotChecked };
  const stateOf = new Map(status.checked ? status.statuses.map((s) => [s.number, s]) : []);
  const buyers = ids.map((id) => {
    const p = parties.get(id)!;
    const entries = byBuyer.get(id)!;
    const split = entries.map((e) => splitVat(e.total));
    const supplyTotal = split.reduce((s, x) => s + x.supply, 0);
    const taxTotal = split.reduce((s, x) => s + x.tax, 0);
    const st = stateOf.get(p.party.corpNum);
    const found = existing.get(id);
    return {
      buyerId: id,
      buyerName: p.name,
      registrationNumber: p.registrationNumber,
      entries: entries.map((e) => ({
        entryId: e.entryId,
        orderId: e.orderId,
        orderNumber: e.orderNumber,
        productName: e.productName,
        slotPosition: e.slotPosition,
        deliveredOn: e.deliveredOn,
        total: e.total,
      })),
      supplyTotal,
      taxTotal,
      total: supplyTotal + taxTotal,
      existing: found ? { id: found.id, documentKey: found.documentKey } : null,
      businessState: st ? businessStateLabels[st.state] : null,
      businessWarning: st?.state === 'SUSPENDED' || st?.state === 'CLOSED',
      problem: businessNumberProblem(p.registrationNumber) ? MSG.businessNumberMissing(p.name) : null,
    };
  });
  buyers.sort((a, b) => a.buyerName.localeCompare(b.buyerName, 'ko'));
  return {
    month,
    writeDate,
    buyers,
    businessCheck: status.checked
      ? { checked: true, reason: null }
      : {
          checked: false,
          reason: businessStatusProvider().configured ? status.reason : MSG.statusNotChecked,
        },
    entries: byBuyer,
  };
}

/**
 * 월합계: one invoice per chosen buyer for the month's delivered entries not yet invoiced. One transaction records
 * them all (or none): a buyer with a live 월합계 of the month is the 409 naming it, and of two staff issuing at once the
 * unique index lets one win. They are sent after the commit.
 */
export async function issueMonthly(ctx: ServiceContext, input: MonthlyIssueValues): Promise<TaxInvoiceRow[]> {
  const preview = await monthlyPreview(ctx, input.month, input.writeDate, input.buyerIds);
  const byId = new Map(preview.buyers.map((b) => [b.buyerId, b]));
  const parties = await buyerParties(ctx.db, input.buyerIds);
  for (const id of input.buyerIds) {
    const b = byId.get(id);
    const name = parties.get(id)?.name ?? '';
    if (b?.existing)
      throw conflict('TAX_INVOICE_MONTHLY_EXISTS', MSG.monthlyExists(b.buyerName, input.month, b.existing.documentKey));
    if (!b) {
      const [found] = await liveMonthly(ctx.db, input.month, [id]);
      if (found) throw conflict('TAX_INVOICE_MONTHLY_EXISTS', MSG.monthlyExists(name, input.month, found.documentKey));
      throw fieldError('buyerIds', MSG.nothingToBill(name || String(id)));
    }
    if (b.problem) throw fieldError('buyerIds', b.problem);
  }
  const warned = input.buyerIds.map((id) => byId.get(id)!).filter((b) => b.businessWarning);
  if (warned.length && !input.confirmBusinessStatus)
    throw new AppError(
      409,
      'TAX_INVOICE_BUSINESS_STATUS',
      MSG.businessStatusConfirm(warned.map((b) => `${b.buyerName} (${b.businessState})`).join(', ')),
    );
  const invoicer = await companyParty(ctx.db);
  if (!invoicer || businessNumberProblem(invoicer.corpNum))
    throw conflict('TAX_INVOICE_COMPANY', MSG.companyNumberMissing);
  let ids: number[];
  try {
    ids = await ctx.transaction(async (tx) => {
      const made: number[] = [];
      for (const id of input.buyerIds) {
        const entries = preview.entries.get(id)!;
        made.push(
          await recordInvoice(tx.db, {
            kind: 'MONTHLY',
            buyerId: id,
            writeDate: preview.writeDate,
            purpose: input.purpose,
            invoicer,
            invoicee: parties.get(id)!.party,
            remark: `${input.month} 월합계 ${entries.length}건`,
            lines: entries.map((e) => ({
              entryId: e.entryId,
              orderId: e.orderId,
              day: e.deliveredOn,
              name: lineName(e),
              spec: e.orderNumber,
              total: e.total,
            })),
            createdBy: ctx.actor.employeeId,
          }),
        );
      }
      return made;
    });
  } catch (err) {
    // Lost a race: another issue of the same month (or entry) committed first.
    const [found] = await liveMonthly(ctx.db, input.month, input.buyerIds);
    if (found)
      throw conflict(
        'TAX_INVOICE_MONTHLY_EXISTS',
        MSG.monthlyExists(parties.get(found.buyerId)?.name ?? '', input.month, found.documentKey),
      );
    throw err;
  }
  const sent: TaxInvoiceRow[] = [];
  for (const id of ids) sent.push(await sendInvoice(ctx.db, id, ctx.clock.now()));
  return sent;
}

/** 상태 조회: the NTS state and approval number from the service. */
export async function refreshTaxInvoice(ctx: ServiceContext, id: number) {
  const row = await getTaxInvoice(ctx.db, id);
  if (!taxInvoiceCan(row.state).refresh)
    throw conflict('TAX_INVOICE_STATE', MSG.stateChanged(TAX_INVOICE_STATE_LABELS[row.state]));
  const result = await taxInvoiceProvider(row.invoicer.corpNum).status(row.documentKey);
  if (!result.known) throw conflict('TAX_INVOICE_STATUS_UNKNOWN', result.answer);
  await move(ctx.db, id, ISSUED_TAX_INVOICE_STATES, {
    state: result.state,
    approvalNumber: result.approvalNumber ?? row.approvalNumber,
    providerAnswer: result.answer.slice(0, ANSWER_MAX),
  });
  if (result.state === 'CANCELLED') await releaseLines(ctx.db, id);
  return getTaxInvoice(ctx.db, id);
}

/**
 * 취소: before the NTS accepted it, through the service; one never sent (발행 요청, 발행 대기 (수동), 발행 실패) is
 * cancelled here. Its entries may be billed again.
 */
export async function cancelTaxInvoice(ctx: ServiceContext, id: number, reason: string) {
  const row = await getTaxInvoice(ctx.db, id);
  if (row.state === 'NTS_ACCEPTED')
    throw conflict(
      'TAX_INVOICE_ACCEPTED',
      '국세청에 전송 완료된 세금계산서는 취소할 수 없습니다. 수정세금계산서를 발행해주세요.',
    );
  if (!taxInvoiceCan(row.state).cancel)
    throw conflict('TAX_INVOICE_STATE', MSG.stateChanged(TAX_INVOICE_STATE_LABELS[row.state]));
  let answer = `취소: ${reason}`;
  if (ISSUED_TAX_INVOICE_STATES.includes(row.state)) {
    const result = await taxInvoiceProvider(row.invoicer.corpNum).cancel(row.documentKey, reason);
    if (!result.cancelled) throw conflict('TAX_INVOICE_CANCEL_REFUSED', result.answer);
    answer = result.answer;
  }
  await ctx.transaction(async (tx) => {
    await move(tx.db, id, [row.state], {
      state: 'CANCELLED',
      cancelledAt: ctx.clock.now(),
      cancelledBy: ctx.actor.employeeId,
      providerAnswer: answer.slice(0, ANSWER_MAX),
    });
    await releaseLines(tx.db, id);
  });
  return getTaxInvoice(ctx.db, id);
}

/**
 * 수정 발행: a new invoice pointing at the original, which stays as it was. 계약의 해제 and 착오에 의한 이중 발급
 * negate the original; 공급가액 변동 and 환입 carry the change staff typed; 기재사항 착오·정정 and 내국신용장 사후 개설
 * repeat the original's amounts with today's parties.
 */
export async function amendTaxInvoice(
  ctx: ServiceContext,
  id: number,
  input: { code: number; reason: string; supplyChange?: number | null },
) {
  const original = await getTaxInvoice(ctx.db, id);
  if (!taxInvoiceCan(original.state, original.kind).amend)
    throw conflict('TAX_INVOICE_STATE', MSG.stateChanged(TAX_INVOICE_STATE_LABELS[original.state]));
  const today = ctx.clock.today();
  let total: number;
  if (input.code === 4 || input.code === 6) total = -original.total;
  else if (input.code === 2 || input.code === 3) {
    const s = input.supplyChange!;
    total = s + Math.sign(s) * Math.floor(Math.abs(s) / 10);
  } else total = original.total;
  const writeDate = input.code === 4 || input.code === 2 || input.code === 3 ? today : original.writeDate;
  const newId = await recordInvoice(ctx.db, {
    kind: 'AMENDMENT',
    buyerId: original.buyerId,
    orderId: original.lines[0]?.orderId ?? null,
    writeDate,
    purpose: original.purpose,
    invoicer: original.invoicer,
    invoicee: original.invoicee,
    remark: `${TAX_AMENDMENT_LABELS[input.code]}: ${input.reason}`.slice(0, 200),
    amendsId: original.id,
    amendmentCode: input.code,
    amendmentReason: input.reason,
    lines: [
      {
        entryId: null,
        orderId: null,
        day: writeDate,
        name: `수정 (${TAX_AMENDMENT_LABELS[input.code]}) 원본 ${original.documentKey}`.slice(0, 200),
        total,
      },
    ],
    createdBy: ctx.actor.employeeId,
  });
  return sendInvoice(ctx.db, newId, ctx.clock.now());
}

/** The month's 발행 대기 (수동) invoices as TaxInvoiceDocuments (for the 홈택스 Excel). */
export async function manualDocumentsOf(db: Db, month: string) {
  const rows = await findInvoices(db, and(eq(taxInvoice.month, month), eq(taxInvoice.state, 'MANUAL')));
  const docs: TaxInvoiceDocument[] = [];
  for (const r of rows) docs.push((await documentOf(db, r.id)).doc);
  return docs;
}

export const MANUAL_ANSWER = MANUAL_PENDING_ANSWER;
