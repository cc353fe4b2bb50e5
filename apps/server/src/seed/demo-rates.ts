import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  item,
  rateMargin,
  ratePaper,
  ratePostProcess,
  ratePrinting,
  rateShopbag,
  rateOutsourcing,
  rateSpoilage,
  seller,
} from '../db/schema';
import { DEMO_ITEMS, DEMO_OPTIONS } from './demo-catalogue';

/** The demo rate table (단가표) starts here, before every demo order, so every demo order can be priced. */
export const DEMO_RATES_FROM = '2025-01-01';
const from = { effectiveFrom: DEMO_RATES_FROM };

/** Post-processing: set-up, unit price per `perUnits`, minimum (whole won). */
const POST: Record<string, [setup: number, unit: number, perUnits: number, minimum: number]> = {
  '유광 코팅': [10000, 30, 1, 30000],
  '무광 코팅': [10000, 35, 1, 30000],
  금박: [50000, 60, 1, 80000],
  은박: [50000, 60, 1, 80000],
  형압: [40000, 50, 1, 60000],
  에폭시: [30000, 80, 1, 60000],
  도무송: [50000, 25000, 1000, 70000],
  오시: [5000, 8000, 1000, 15000],
  미싱: [5000, 8000, 1000, 15000],
  타공: [5000, 10000, 1000, 15000],
  '2단 접지': [5000, 6000, 1000, 15000],
  '3단 접지': [5000, 8000, 1000, 15000],
  '대문 접지': [5000, 10000, 1000, 20000],
  '중철 제본': [20000, 150, 1, 40000],
  '무선 제본': [30000, 600, 1, 60000],
  '스프링 제본': [20000, 900, 1, 40000],
  '양장 제본': [50000, 3500, 1, 100000],
  넘버링: [10000, 10000, 1000, 20000],
  귀돌이: [5000, 5000, 1000, 10000],
};

/**
 * A plausible Korean shop's rate table: paper per 연 from each demo paper's price, CTP 소부, offset per 연 per
 * colour with a minimum, digital clicks, spoilage bands, post-processing, shopping bags, outsourcing and margins.
 * Idempotent: a database that already has rates is left as it is.
 */
export async function seedDemoRates(tx: Db) {
  if ((await tx.select({ id: rateMargin.id }).from(rateMargin).limit(1)).length) return;
  const papers = DEMO_ITEMS.filter((i) => i.itemUnit === '연' && /-(46|KJ)$/.test(i.itemCode));
  const items = await tx
    .select({ id: item.id, itemCode: item.itemCode, itemPrice: item.itemPrice })
    .from(item)
    .where(
      inArray(
        item.itemCode,
        papers.map((p) => p.itemCode),
      ),
    );
  if (items.length)
    await tx.insert(ratePaper).values(
      items.map((i) => {
        const kukjeon = i.itemCode.endsWith('-KJ');
        return {
          itemId: i.id,
          parentSheet: kukjeon ? 'KUKJEON' : 'SIX4',
          sheetWidth: kukjeon ? 939 : 1091,
          sheetHeight: kukjeon ? 636 : 788,
          pricePerReam: Math.round(Number(i.itemPrice ?? 0)),
          pricePerSheet: null,
          ...from,
        };
      }),
    );
  await tx.insert(ratePrinting).values([
    { rateCode: 'CTP_PLATE', unitPrice: 15000, minimumCharge: 0, makeReady: 0, ...from },
    { rateCode: 'OFFSET', unitPrice: 8000, minimumCharge: 40000, makeReady: 0, ...from },
    { rateCode: 'ROTARY', unitPrice: 4500, minimumCharge: 300000, makeReady: 50000, ...from },
    { rateCode: 'DIGITAL_MONO', unitPrice: 60, minimumCharge: 5000, makeReady: 3000, ...from },
    { rateCode: 'DIGITAL_COLOR', unitPrice: 250, minimumCharge: 10000, makeReady: 5000, ...from },
  ]);
  await tx.insert(rateSpoilage).values([
    { printingType: 'OFFSET', runFrom: 0, percentBp: 1000, makeReadySheets: 50, ...from },
    { printingType: 'OFFSET', runFrom: 2000, percentBp: 500, makeReadySheets: 50, ...from },
    { printingType: 'OFFSET', runFrom: 10000, percentBp: 300, makeReadySheets: 50, ...from },
    { printingType: 'ROTARY', runFrom: 0, percentBp: 400, makeReadySheets: 300, ...from },
    { printingType: 'DIGITAL', runFrom: 0, percentBp: 200, makeReadySheets: 5, ...from },
  ]);
  const optionNames = [...new Set([...DEMO_OPTIONS.POST_PROCESS, ...DEMO_OPTIONS.FOLDING_BINDING, '넘버링', '귀돌이'])];
  await tx.insert(ratePostProcess).values(
    optionNames.map((name) => {
      const [setupPrice, unitPrice, perUnits, minimumCharge] = POST[name] ?? [10000, 10000, 1000, 20000];
      return { optionName: name, setupPrice, unitPrice, perUnits, minimumCharge, ...from };
    }),
  );
  await tx.insert(rateShopbag).values([
    { cutType: 4, bagPrice: 1200, slotPrice: 300000, ...from },
    { cutType: 8, bagPrice: 800, slotPrice: 200000, ...from },
    { cutType: 12, bagPrice: 600, slotPrice: 150000, ...from },
  ]);
  const sellers = await tx.select({ id: seller.id, name: seller.sellerName }).from(seller);
  const sellerId = (name: string) => sellers.find((s) => s.name === name)?.id;
  const outsourced = [
    { seller: '성원코팅', stepName: '코팅', unitPrice: 25, perUnits: 1, minimumCharge: 25000, marginBp: 2000 },
    { seller: '정밀제본', stepName: '제본', unitPrice: 450, perUnits: 1, minimumCharge: 50000, marginBp: 2000 },
  ].flatMap(({ seller: name, ...r }) => {
    const id = sellerId(name);
    return id ? [{ sellerId: id, ...r, ...from }] : [];
  });
  if (outsourced.length) await tx.insert(rateOutsourcing).values(outsourced);
  await tx.insert(rateMargin).values(
    (['LEAFLET', 'LEAFSHEET', 'BROCHURE', 'OSP', 'SHOPBAG'] as const).map((workType) => ({
      workType,
      marginBp: 2000,
      roundingUnit: 100,
      ...from,
    })),
  );
}
