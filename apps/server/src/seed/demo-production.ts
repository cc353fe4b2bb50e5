import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  inspection,
  inspectionItem,
  item,
  itemCategory,
  itemOption,
  process,
  purchaseOrder,
  seller,
} from '../db/schema';
import { changeStock, openStock } from '../modules/stock';
import dates from '../platform/dates';
import { DEMO_ITEMS, DEMO_OPTIONS, DEMO_PROCESSES } from './demo-catalogue';

const DAY = 86_400_000;
/** A moment `days` ago at the given hour (shop time is what the app shows; exact hours only need to look plausible). */
const daysAgo = (days: number, hour = 10) => {
  const d = new Date(Date.now() - days * DAY);
  d.setHours(hour, (days * 7) % 60, 0, 0);
  return d;
};

/** A small deterministic generator, so every fresh demo looks the same. */
function sequence(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    // The low bits of this generator cycle quickly; the high ones spread well.
    return Math.floor(s / 65536) % n;
  };
}

const OPTION_PREFIX = { POST_PROCESS: 'PP', FOLDING_BINDING: 'FB' } as const;

/** Items with stock and a month of history, purchase orders, inspections, processes and item options. */
export async function seedDemoProduction(tx: Db) {
  const categories = await tx.select({ id: itemCategory.id, code: itemCategory.code }).from(itemCategory);
  const categoryId = (code: string) => categories.find((c) => c.code === code)!.id;
  const items = await tx
    .insert(item)
    .values(
      DEMO_ITEMS.map(({ category, opening: _opening, ...rest }) => ({ ...rest, itemCategoryId: categoryId(category) })),
    )
    .returning({ id: item.id, itemCode: item.itemCode, name: item.name });
  const idOf = (code: string) => items.find((i) => i.itemCode === code)!.id;

  for (const demo of DEMO_ITEMS) {
    const itemId = idOf(demo.itemCode);
    await openStock(tx, itemId);
    await changeStock(tx, {
      itemId,
      delta: demo.opening,
      ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING',
      reason: 'STOCKTAKE',
      memo: '기초 재고',
      workDate: daysAgo(35, 9),
    });
  }

  const sellers = await tx
    .select({ id: seller.id, name: seller.sellerName })
    .from(seller)
    .where(inArray(seller.sellerName, ['대한제지', '한솔페이퍼유통', '동양잉크', '성원코팅', '우리끈산업']));
  const sellerId = (name: string) => sellers.find((s) => s.name === name)!.id;
  await seedPurchaseOrders(tx, idOf, sellerId);
  await seedProductionUse(tx, idOf);
  await seedInspections(tx, idOf, categoryId);

  await tx.insert(process).values(DEMO_PROCESSES.map((name, i) => ({ name, orderNum: i + 1 })));
  await tx.insert(itemOption).values(
    (Object.keys(DEMO_OPTIONS) as (keyof typeof DEMO_OPTIONS)[]).flatMap((type) =>
      DEMO_OPTIONS[type].map((optionName, i) => ({
        optionType: type,
        optionName,
        optionCode: `${OPTION_PREFIX[type]}-${String(i + 1).padStart(3, '0')}`,
      })),
    ),
  );
}

const ORDERS: { days: number; seller: string; item: string; amount: number; received: boolean; remark?: string }[] = [
  { days: 32, seller: '대한제지', item: 'ART150-46', amount: 40, received: true, remark: '월초 정기 발주' },
  { days: 30, seller: '대한제지', item: 'ART200-46', amount: 25, received: true },
  { days: 27, seller: '동양잉크', item: 'INK-OFS-K', amount: 20, received: true },
  { days: 24, seller: '한솔페이퍼유통', item: 'SNW250-46', amount: 30, received: true, remark: '명함용' },
  { days: 21, seller: '성원코팅', item: 'LAM-MT-320', amount: 10, received: true },
  { days: 18, seller: '대한제지', item: 'MOJ100-KJ', amount: 50, received: true },
  { days: 15, seller: '우리끈산업', item: 'HDL-PPR-40', amount: 40, received: true, remark: '쇼핑백 주문 대비' },
  { days: 12, seller: '동양잉크', item: 'INK-OFS-C', amount: 12, received: true },
  { days: 9, seller: '한솔페이퍼유통', item: 'KRF150-46', amount: 35, received: true },
  { days: 6, seller: '대한제지', item: 'ART150-46', amount: 40, received: true },
  { days: 3, seller: '성원코팅', item: 'FOIL-GLD-640', amount: 6, received: false, remark: '다음 주 입고 예정' },
  { days: 1, seller: '대한제지', item: 'ART250-46', amount: 20, received: false },
  { days: 0, seller: '동양잉크', item: 'INK-SPT-GLD', amount: 5, received: false, remark: '금색 별색 긴급' },
];

async function seedPurchaseOrders(tx: Db, idOf: (code: string) => number, sellerId: (name: string) => number) {
  for (const o of ORDERS) {
    const arrived = daysAgo(Math.max(o.days - 2, 0), 14);
    const [row] = await tx
      .insert(purchaseOrder)
      .values({
        sellerId: sellerId(o.seller),
        itemId: idOf(o.item),
        amount: o.amount,
        orderDate: dates.isoDay(daysAgo(o.days)),
        remark: o.remark ?? '',
        receivedAt: o.received ? arrived : null,
      })
      .returning({ id: purchaseOrder.id });
    if (o.received) {
      await changeStock(tx, {
        itemId: idOf(o.item),
        delta: o.amount,
        ioType: 'PURCHASE_ORDER_RECEIVING',
        reference: { type: 'PURCHASE_ORDER', id: row!.id },
        workDate: arrived,
      });
    }
  }
}

/** A month of paper and ink going to the presses, and two stocktaking corrections. */
async function seedProductionUse(tx: Db, idOf: (code: string) => number) {
  const next = sequence(20261121);
  const used = [
    'ART150-46',
    'ART200-46',
    'SNW250-46',
    'MOJ100-KJ',
    'ART100-46',
    'INK-OFS-K',
    'INK-OFS-C',
    'HDL-PPR-40',
  ];
  for (let day = 29; day >= 1; day--) {
    if (daysAgo(day).getDay() === 0) continue;
    for (let k = 0; k < 2; k++) {
      const code = used[next(used.length)]!;
      const amount = 1 + next(code.startsWith('INK') ? 3 : 6);
      await changeStock(tx, {
        itemId: idOf(code),
        delta: -amount,
        ioType: 'WORKORDER_RELEASING',
        workDate: daysAgo(day, 11 + k * 4),
      }).catch(() => undefined); // a day the shelf ran short simply used less
    }
  }
  await changeStock(tx, {
    itemId: idOf('BRD-STD-M'),
    delta: -120,
    ioType: 'AMOUNT_ADJUSTING_AS_RELEASING',
    reason: 'STOCKTAKE',
    memo: '월말 실사: 젖은 보드 폐기분',
    workDate: daysAgo(10, 17),
  });
  await changeStock(tx, {
    itemId: idOf('TNR-BK'),
    delta: 2,
    ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING',
    reason: 'STOCKTAKE',
    workDate: daysAgo(4, 17),
  });
}

const INSPECTIONS = [
  {
    days: 20,
    name: '한빛출판 신간 홍보 리플렛 검수',
    worker: '박도윤',
    items: ['ART150-46'],
    category: 'P-ART-150',
    qty: 5000,
    defect: 12,
    complete: true,
  },
  {
    days: 14,
    name: '서울카페 메뉴판 코팅 검수',
    worker: '최하은',
    items: ['SNW250-46', 'LAM-MT-320'],
    category: 'P-SNW',
    qty: 300,
    defect: 4,
    complete: true,
  },
  {
    days: 8,
    name: '그린마트 쇼핑백 손잡이 부착 검수',
    worker: '최하은',
    items: ['KRF150-46', 'HDL-PPR-40'],
    category: 'B',
    qty: 2000,
    defect: 31,
    complete: true,
  },
  {
    days: 3,
    name: '한빛출판 브로슈어 표지 인쇄 검수',
    worker: '박도윤',
    items: ['ART250-46', 'INK-OFS-K'],
    category: 'P-ART',
    qty: 1200,
    defect: 0,
    complete: false,
  },
  {
    days: 0,
    name: '입고 용지 품질 검수 (아트지 150g)',
    worker: '정시우',
    items: ['ART150-46'],
    category: 'P-ART-150',
    qty: 40,
    defect: 1,
    complete: false,
  },
];

async function seedInspections(tx: Db, idOf: (code: string) => number, categoryId: (code: string) => number) {
  for (const i of INSPECTIONS) {
    const [row] = await tx
      .insert(inspection)
      .values({
        name: i.name,
        worker: i.worker,
        categoryId: categoryId(i.category),
        inspectionQuantity: i.qty,
        defectQuantity: i.defect,
        startDate: dates.isoDay(daysAgo(i.days)),
        endDate: dates.isoDay(daysAgo(Math.max(i.days - 1, 0))),
        complete: i.complete,
      })
      .returning({ id: inspection.id });
    await tx
      .insert(inspectionItem)
      .values(i.items.map((code, position) => ({ inspectionId: row!.id, itemId: idOf(code), position })));
  }
}
