import {
  JOB_COST_GROUPS,
  JOB_COST_GROUP_LABELS,
  JOB_COSTING_SORT_FIELDS,
  costGroupOf,
  jobCostingMessages as MSG,
  machineCost,
  marginPercent,
  type JobCostGroup,
  type JobCostGroupRow,
  type JobCosting,
  type JobCostingListQuery,
  type JobCostingPage,
  type JobCostingRow,
  type JobMachineRun,
  type JobOutsourcingRow,
  type JobPaperRow,
  type PaperPriceSource,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import type { ServiceContext } from '../../platform/service';
import {
  findCostedOrder,
  jobsOf,
  latestPrices,
  ordersCompletedIn,
  outsourcingRows,
  plannedPaper,
  releasedPaper,
  runsOf,
  type CostedOrder,
} from './queries';

/*
 * Estimate against actual (README.md "How each figure is made"). One batch read per source for a set of orders, then
 * each order is costed in memory: the month list costs its whole month this way, the detail one order.
 */

type Batch = Awaited<ReturnType<typeof readBatch>>;

async function readBatch(db: Db, orderIds: readonly number[], now: Date) {
  const jobs = await jobsOf(db, orderIds);
  const jobIds = jobs.map((j) => j.workOrderId);
  const [prices, planned, released, runs, outsourcing] = await Promise.all([
    latestPrices(db, orderIds),
    plannedPaper(db, orderIds),
    releasedPaper(db, jobIds),
    runsOf(db, jobIds, now),
    outsourcingRows(db, orderIds),
  ]);
  const orderOfJob = new Map(jobs.map((j) => [j.workOrderId, j.orderId]));
  return { prices, planned, released, runs, outsourcing, orderOfJob };
}

const byOrder = <T>(rows: readonly T[], orderOf: (r: T) => number | null | undefined, orderId: number) =>
  rows.filter((r) => orderOf(r) === orderId);

/** Paper per item: planned, released (used, spoiled) and its value per item unit. */
function paperRows(batch: Batch, orderId: number): JobPaperRow[] {
  const rows = new Map<number, JobPaperRow>();
  const row = (itemId: number, itemName: string, unit: string) => {
    let r = rows.get(itemId);
    if (!r) {
      r = {
        itemId,
        itemName,
        unit,
        plannedAmount: 0,
        plannedSpoilage: 0,
        releasedAmount: 0,
        releasedSpoilage: 0,
        unitPrice: 0,
        priceSource: 'NONE',
        amount: 0,
      };
      rows.set(itemId, r);
    }
    return r;
  };
  for (const p of byOrder(batch.planned, (r) => r.orderId, orderId)) {
    const r = row(p.itemId, p.itemName, p.unit);
    r.plannedAmount += Number(p.amount);
    r.plannedSpoilage += Number(p.wrongAmount);
  }
  for (const h of byOrder(batch.released, (r) => batch.orderOfJob.get(r.workOrderId), orderId)) {
    const r = row(h.itemId, h.itemName, h.unit);
    if (h.ioType === 'WORKORDER_WRONG_RELEASING') r.releasedSpoilage += h.amount;
    else r.releasedAmount += h.amount;
    const input = h.inputPrice == null ? NaN : Number(h.inputPrice);
    const [price, source]: [number, PaperPriceSource] =
      Number.isSafeInteger(input) && input > 0
        ? [input, 'STOCK_INPUT']
        : h.itemPrice > 0
          ? [h.itemPrice, 'ITEM_PRICE']
          : [0, 'NONE'];
    r.amount += h.amount * price;
    // The row shows the price of its latest release (one price in practice; the amount sums each release's own).
    r.unitPrice = price;
    r.priceSource = source;
  }
  return [...rows.values()];
}

function machineRuns(batch: Batch, orderId: number): JobMachineRun[] {
  return byOrder(batch.runs, (r) => batch.orderOfJob.get(r.workOrderId), orderId).map((r) => {
    const seconds = Math.max(0, Math.floor((r.finish.getTime() - r.began.getTime()) / 1000));
    return {
      runId: r.runId,
      facilityId: r.facilityId,
      facilityName: r.facilityName,
      workOrderId: r.workOrderId,
      began: r.began.toISOString(),
      finish: r.finish.toISOString(),
      minutes: Math.round(seconds / 60),
      hourlyRate: r.hourlyRate,
      amount: machineCost(seconds, r.hourlyRate),
      counted: Number(r.counted),
    };
  });
}

function outsourcing(batch: Batch, orderId: number): JobOutsourcingRow[] {
  const rows = byOrder(batch.outsourcing, (r) => r.orderId, orderId);
  const reversed = new Set(rows.flatMap((r) => (r.reversesId == null ? [] : [r.reversesId])));
  return rows.map((r) => ({ ...r, reversed: reversed.has(r.id), createdAt: r.createdAt.toISOString() }));
}

const hoursText = (minutes: number) =>
  minutes >= 60 ? `${String(Math.floor(minutes / 60))}시간 ${String(minutes % 60)}분` : `${String(minutes)}분`;

/** One order's full costing from the batch. */
function costOne(order: CostedOrder, batch: Batch): JobCosting {
  const price = batch.prices.get(order.orderId);
  const lines = price?.lines ?? [];
  const estimateOf = new Map<JobCostGroup, number>();
  for (const l of lines) {
    const g = costGroupOf(l.kind);
    if (g) estimateOf.set(g, (estimateOf.get(g) ?? 0) + l.amount);
  }
  const paper = paperRows(batch, order.orderId);
  const machines = machineRuns(batch, order.orderId);
  const outsourced = outsourcing(batch, order.orderId);

  const released = paper.some((p) => p.releasedAmount + p.releasedSpoilage > 0);
  const paperCost = paper.reduce((s, p) => s + p.amount, 0);
  const unpriced = paper.filter((p) => p.releasedAmount + p.releasedSpoilage > 0 && p.priceSource === 'NONE');
  const costedRuns = machines.filter((m) => m.hourlyRate > 0);
  const runMinutes = machines.reduce((s, m) => s + m.minutes, 0);
  const liveCosts = outsourced.filter((r) => r.kind === 'COST' && !r.reversed);
  const outsourcedNet = outsourced.reduce((s, r) => s + r.amount, 0);

  const measured: Partial<Record<JobCostGroup, { actual: number; note: string }>> = {};
  if (released)
    measured.PAPER = {
      actual: paperCost,
      note: unpriced.length
        ? `출고 기록 (단가 없음: ${unpriced.map((p) => p.itemName).join(', ')})`
        : '출고 기록 × 입고 단가',
    };
  if (costedRuns.length)
    measured.PRINTING = {
      actual: machines.reduce((s, m) => s + m.amount, 0),
      note: `설비 가동 ${String(machines.length)}건 · ${hoursText(runMinutes)}`,
    };
  if (liveCosts.length)
    measured.OUTSOURCING = { actual: outsourcedNet, note: `외주 청구 ${String(liveCosts.length)}건` };

  const notMeasured: Record<JobCostGroup, string> = {
    PAPER: '출고 기록 없음, 견적 적용',
    PRINTING: machines.length ? '설비 시간당 단가 없음, 견적 적용' : '설비 가동 기록 없음, 견적 적용',
    FINISHING: '실측 없음, 견적 적용',
    OUTSOURCING: '외주 청구 없음, 견적 적용',
    SHOPBAG: '실측 없음, 견적 적용',
  };
  const groups: JobCostGroupRow[] = JOB_COST_GROUPS.flatMap((group) => {
    const estimate = estimateOf.get(group) ?? 0;
    const m = measured[group];
    if (!m && estimate === 0) return [];
    return [
      m
        ? {
            group,
            label: JOB_COST_GROUP_LABELS[group],
            estimate,
            actual: m.actual,
            source: 'MEASURED' as const,
            note: m.note,
          }
        : {
            group,
            label: JOB_COST_GROUP_LABELS[group],
            estimate,
            actual: estimate,
            source: 'ESTIMATE' as const,
            note: notMeasured[group],
          },
    ];
  });

  const charged = price ? (price.overrideSupply ?? price.supply) : null;
  const estimateCost = groups.reduce((s, g) => s + g.estimate, 0);
  const actualCost = groups.reduce((s, g) => s + g.actual, 0);
  const margin = charged == null ? null : charged - actualCost;
  const pieces = order.quantity * Math.max(1, order.numberCases);
  const counted = machines.length ? machines.reduce((s, m) => s + m.counted, 0) : null;
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    productName: order.productName,
    buyerName: order.buyerName,
    quantity: order.quantity,
    completedDate: order.completedDate,
    estimateLines: lines.map((l) => ({ kind: l.kind, group: costGroupOf(l.kind), label: l.label, amount: l.amount })),
    groups,
    paper,
    spoilage: {
      planned: paper.reduce((s, p) => s + p.plannedSpoilage, 0),
      recorded: paper.reduce((s, p) => s + p.releasedSpoilage, 0),
      machineCount: counted,
      machineCounted: counted == null || counted === 0 ? null : Math.max(0, counted - pieces),
      pieces,
    },
    outsourcing: outsourced,
    machines,
    totals: {
      charged,
      estimateCost,
      actualCost,
      estimatedMargin: charged == null ? null : charged - estimateCost,
      margin,
      marginPercent: margin == null ? null : marginPercent(margin, charged),
    },
  };
}

/** GET /api/od/job-costing/{orderId}: one order's estimate against actual (any order; completed or not). */
export async function orderCosting(ctx: ServiceContext, orderId: number): Promise<JobCosting> {
  const order = await findCostedOrder(ctx.db, ctx.clock.timeZone, orderId);
  if (!order) throw notFound(MSG.notFound);
  return costOne(order, await readBatch(ctx.db, [orderId], ctx.clock.now()));
}

type SortField = (typeof JOB_COSTING_SORT_FIELDS)[number];
const sortValue = (r: JobCostingRow, field: SortField): number | string =>
  field === 'orderNumber' || field === 'completedDate' ? r[field] : (r[field] ?? Number.NEGATIVE_INFINITY);

/** The month's completed orders, costed: every row the filter matches, in the list's order, with the totals. */
export async function monthCosting(ctx: ServiceContext, query: JobCostingListQuery) {
  const month = query.month ?? ctx.clock.today().slice(0, 7);
  const orders = await ordersCompletedIn(ctx.db, ctx.clock.timeZone, month);
  const batch = await readBatch(
    ctx.db,
    orders.map((o) => o.orderId),
    ctx.clock.now(),
  );
  const keyword = query.searchKeyword?.trim().toLowerCase() ?? '';
  const filter = query.searchFilter ?? 'all';
  let rows: JobCostingRow[] = orders.map((o) => {
    const c = costOne(o, batch);
    return {
      orderId: o.orderId,
      orderNumber: o.orderNumber,
      productName: o.productName,
      buyerName: o.buyerName,
      completedDate: o.completedDate ?? '',
      ...c.totals,
    };
  });
  if (keyword)
    rows = rows.filter((r) =>
      (['orderNumber', 'productName', 'buyerName'] as const)
        .filter((f) => filter === 'all' || filter === f)
        .some((f) => (r[f] ?? '').toLowerCase().includes(keyword)),
    );
  if (query.lossOnly) rows = rows.filter((r) => r.margin != null && r.margin < 0);
  // Default: loss-makers first, largest loss first (margin ascending), then the rest by margin.
  const [asked, dir] = (query.sort ?? 'margin,asc').split(',');
  const field = (JOB_COSTING_SORT_FIELDS as readonly string[]).includes(asked ?? '') ? asked! : 'margin';
  const sign = dir === 'desc' ? -1 : 1;
  rows.sort((a, b) => {
    const x = sortValue(a, field as SortField);
    const y = sortValue(b, field as SortField);
    const c = x < y ? -1 : x > y ? 1 : 0;
    return c * sign || a.orderId - b.orderId;
  });
  const totals = {
    count: rows.length,
    lossCount: rows.filter((r) => r.margin != null && r.margin < 0).length,
    charged: rows.reduce((s, r) => s + (r.charged ?? 0), 0),
    actualCost: rows.reduce((s, r) => s + r.actualCost, 0),
    margin: rows.reduce((s, r) => s + (r.margin ?? 0), 0),
  };
  return { month, rows, totals };
}

/** GET /api/od/job-costing: the month list, list-kit paging. */
export async function pageMonthCosting(ctx: ServiceContext, query: JobCostingListQuery): Promise<JobCostingPage> {
  const { month, rows, totals } = await monthCosting(ctx, query);
  const start = query.page * query.size;
  return { ...toPage(rows.slice(start, start + query.size), rows.length, query), month, totals };
}
