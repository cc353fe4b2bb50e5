import { and, eq, isNull } from 'drizzle-orm';
import { ShopbagOrderCreateSchema, ShopbagSlotCreateSchema, type ShopbagOrderInput } from '@scm/contract';
import type { Db } from '../db/client';
import { city } from '../db/schema';
import { createShopbagOrder, fillSlot, type SlotFiles } from '../modules/shopbag-orders';
import type { ServiceContext, ShopClock } from '../platform/service';

/** The demo has no uploads: slots are sold without drafts yet. */
const noFiles: SlotFiles = { record: async () => 0, attach: async () => false, detach: async () => undefined };

export interface BagCatalogue {
  buyer: (name: string) => number;
  seller: (name: string) => number;
  paper: (code: string) => number;
}

/** A 시·도 and one of its 시·군·구 by name, when the city reference data is there. */
async function area(db: Db, parentName: string, childName: string) {
  const [parent] = await db
    .select({ code: city.code })
    .from(city)
    .where(and(eq(city.name, parentName), isNull(city.parentCode)));
  if (!parent) return { parentCityCode: null, childCityCode: null };
  const [child] = await db
    .select({ code: city.code })
    .from(city)
    .where(and(eq(city.name, childName), eq(city.parentCode, parent.code)));
  return { parentCityCode: parent.code, childCityCode: child?.code ?? null };
}

/** Two bag orders of the last week, a few of their slots sold (the advertisers' deposits open with them). */
export async function seedDemoShopbagOrders(
  ctx: ServiceContext,
  clock: ShopClock,
  c: BagCatalogue,
  at: (daysAgo: number) => Date,
  day: (daysAgo: number) => string,
) {
  const employeeId = ctx.actor.employeeId!;
  const bags: { days: number; input: ShopbagOrderInput; slots: [string, string][] }[] = [
    {
      days: 6,
      input: {
        productName: '성수동 상가 연합 쇼핑백',
        shopbagType: 'EIGHT',
        employeeId,
        ...(await area(ctx.db, '서울특별시', '성동구')),
        sellerIds: [c.seller('한국CTP')],
        quality: '크라프트 중형',
        amount: 3000,
        numberCases: 1,
        remark: '손잡이 검정 끈',
        printingList: [
          {
            composition: 'COVER',
            printingType: 'DIGITAL',
            dosu: '4/0',
            digitalRemark: '광고 8컷, 면마다 2컷',
            usePaperList: [{ rawItemId: c.paper('ART200-46'), amount: 4, wrongAmount: 1 }],
          },
        ],
      },
      slots: [
        ['A1', '서울카페'],
        ['B2', '한빛출판'],
      ],
    },
    {
      days: 2,
      input: {
        productName: '분당 카페거리 쇼핑백',
        shopbagType: 'FOUR',
        employeeId,
        ...(await area(ctx.db, '경기도', '성남시')),
        amount: 1500,
        numberCases: 1,
        printingList: [{ composition: 'COVER', printingType: 'NO_PRINT', noPrintRemark: '무지 후 스티커 부착' }],
      },
      slots: [['C1', '그린마트']],
    },
  ];
  for (const bag of bags) {
    clock.fixAt(at(bag.days));
    const input = ShopbagOrderCreateSchema.parse({ ...bag.input, deliveryDate: day(bag.days - 14) });
    const { id } = await createShopbagOrder(ctx, input);
    for (const [position, buyerName] of bag.slots)
      await fillSlot(
        ctx,
        ShopbagSlotCreateSchema.parse({ orderId: id, position, buyerId: c.buyer(buyerName), remark: '' }),
        noFiles,
        null,
      );
  }
}
