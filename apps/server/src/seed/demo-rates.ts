import { inArray } from 'drizzle-orm';
import {
  SAMPLE_OPTION_IDS,
  SAMPLE_RATE_ROWS,
  rateKey,
  type FinishingRate,
  type OutsourcingRate,
  type PaperRate,
  type RateRow,
} from '@scm/contract';
import type { Db } from '../db/client';
import { item, itemOption, rate, seller } from '../db/schema';
import { DEMO_ITEMS, DEMO_OPTIONS } from './demo-catalogue';

/** The demo rate table (단가표) starts here, before every demo order, so every demo order can be priced. */
export const DEMO_RATES_FROM = '2025-01-01';
const effectiveFrom = DEMO_RATES_FROM;

/** Finishing charges of the options the contract's sample rates do not price: set-up, unit, basis, minimum. */
const FINISHING: Record<string, [setup: number, unit: number, basis: 'EACH' | 'THOUSAND', minimum: number]> = {
  '무광 코팅': [20_000, 35_000, 'THOUSAND', 30_000],
  금박: [50_000, 60, 'EACH', 80_000],
  은박: [50_000, 60, 'EACH', 80_000],
  형압: [40_000, 50, 'EACH', 60_000],
  에폭시: [30_000, 80, 'EACH', 60_000],
  도무송: [50_000, 25_000, 'THOUSAND', 70_000],
  미싱: [5_000, 8_000, 'THOUSAND', 15_000],
  타공: [5_000, 10_000, 'THOUSAND', 15_000],
  '3단 접지': [10_000, 9_000, 'THOUSAND', 15_000],
  '대문 접지': [10_000, 10_000, 'THOUSAND', 20_000],
  '스프링 제본': [20_000, 900, 'EACH', 40_000],
  '양장 제본': [50_000, 3_500, 'EACH', 100_000],
};
/** The demo option each of the contract's sample option ids stands for. */
const SAMPLE_OPTION_NAMES: Record<number, string> = {
  [SAMPLE_OPTION_IDS.coating]: '유광 코팅',
  [SAMPLE_OPTION_IDS.scoring]: '오시',
  [SAMPLE_OPTION_IDS.folding]: '2단 접지',
  [SAMPLE_OPTION_IDS.perfectBinding]: '무선 제본',
  [SAMPLE_OPTION_IDS.saddleStitch]: '중철 제본',
};
/** The demo supplier each of the sample seller ids stands for. */
const SAMPLE_SELLER_NAMES: Record<number, string> = { 7: '한국CTP', 8: '성원코팅', 9: '한국CTP' };

/**
 * The contract's sample rate table (`SAMPLE_RATE_ROWS`) on the demo catalogue: paper per 연 from each demo paper's
 * price (국전지 for -KJ, 46전지 for -46), the sample's cuts, plates, printing, spoilage, make-ready, bags, slots,
 * margins and rounding as they are, its finishing rows on the demo options of the same names (and the other demo
 * options priced alike), its outsourcing rows on demo suppliers. Idempotent: a database with rates is left as it is.
 */
export async function seedDemoRates(tx: Db) {
  if ((await tx.select({ id: rate.id }).from(rate).limit(1)).length) return;
  const papers = DEMO_ITEMS.filter((i) => i.itemUnit === '연' && /-(46|KJ)$/.test(i.itemCode));
  const items = papers.length
    ? await tx
        .select({ id: item.id, itemCode: item.itemCode, itemPrice: item.itemPrice })
        .from(item)
        .where(
          inArray(
            item.itemCode,
            papers.map((p) => p.itemCode),
          ),
        )
    : [];
  const rows: RateRow[] = items.map((i): PaperRate => ({
    kind: 'PAPER',
    effectiveFrom,
    rawItemId: i.id,
    priceUnit: 'REAM',
    price: Math.round(Number(i.itemPrice ?? 0)),
    parentSheet: i.itemCode.endsWith('-KJ') ? 'GUK' : 'SAYUK',
    customWidthMm: null,
    customHeightMm: null,
  }));
  const options = await tx.select({ id: itemOption.id, name: itemOption.optionName }).from(itemOption);
  const optionId = (name: string | undefined) => options.find((o) => o.name === name)?.id;
  const sellers = await tx.select({ id: seller.id, name: seller.sellerName }).from(seller);
  const sellerId = (name: string | undefined) => sellers.find((s) => s.name === name)?.id;
  for (const r of SAMPLE_RATE_ROWS) {
    if (r.kind === 'PAPER') continue;
    if (r.kind === 'FINISHING') {
      const id = optionId(SAMPLE_OPTION_NAMES[r.optionId]);
      if (id) rows.push({ ...r, effectiveFrom, optionId: id });
    } else if (r.kind === 'OUTSOURCING') {
      const id = sellerId(SAMPLE_SELLER_NAMES[r.sellerId]);
      if (id) rows.push({ ...r, effectiveFrom, sellerId: id });
    } else rows.push({ ...r, effectiveFrom });
  }
  for (const name of [...DEMO_OPTIONS.POST_PROCESS, ...DEMO_OPTIONS.FOLDING_BINDING]) {
    const id = optionId(name);
    const charge = FINISHING[name];
    if (!id || !charge) continue;
    const [setupAmount, unitAmount, unitBasis, minimumAmount] = charge;
    rows.push({
      kind: 'FINISHING',
      effectiveFrom,
      optionId: id,
      setupAmount,
      unitAmount,
      unitBasis,
      minimumAmount,
    } satisfies FinishingRate);
  }
  const binder = sellerId('정밀제본');
  if (binder)
    rows.push({
      kind: 'OUTSOURCING',
      effectiveFrom,
      sellerId: binder,
      step: 'FOLDING_BINDING',
      setupAmount: 0,
      unitAmount: 450,
      unitBasis: 'EACH',
      minimumAmount: 50_000,
      marginBp: 2_000,
    } satisfies OutsourcingRate);
  const record = (r: RateRow) => ({
    ...(r as Record<string, unknown>),
    kind: r.kind,
    rateKey: rateKey(r),
    effectiveFrom: r.effectiveFrom,
  });
  await tx.insert(rate).values(rows.map(record) as (typeof rate.$inferInsert)[]);
}
