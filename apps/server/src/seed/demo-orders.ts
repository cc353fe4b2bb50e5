import { eq, inArray } from 'drizzle-orm';
import { OrderCreateSchema, type OrderInput } from '@scm/contract';
import type { Db } from '../db/client';
import { account, buyer, department, employee, item, itemOption, seller } from '../db/schema';
import { cancelOrder, createOrder, type OrderFiles } from '../modules/orders';
import { makeServiceContext, ShopClock, type Actor } from '../platform/service';
import { seedDemoDeposits } from './demo-deposits';
import { seedDemoShopbagOrders } from './demo-shopbag-orders';

const DAY = 86_400_000;
const daysAgo = (days: number, hour = 10) => {
  const d = new Date(Date.now() - days * DAY);
  d.setHours(hour, (days * 11) % 60, 0, 0);
  return d;
};
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The demo has no uploads: nothing to attach or detach. */
const noFiles: OrderFiles = { attach: async () => [], detach: async () => [] };

interface Catalogue {
  buyer: (name: string) => number;
  seller: (name: string) => number;
  paper: (code: string) => number;
  option: (name: string) => number;
}

/** A handful of orders across work types, taken by the sales manager through the orders service. */
function demoOrders(c: Catalogue): { days: number; input: OrderInput; cancel?: string }[] {
  const delivery = (receiver: string, address: string, tel: string) => ({
    receiver,
    address,
    receiverTel: tel,
    zipCode: '04001',
    deliveryType: '택배',
  });
  return [
    {
      days: 12,
      input: {
        productName: '가을 신메뉴 전단',
        buyerId: c.buyer('서울카페'),
        workType: 'LEAFLET',
        amount: 5000,
        numberCases: 1,
        quality: 'A4 양면',
        ...delivery('윤서아', '서울특별시 성동구 성수이로 88', '010-8800-0202'),
        printingList: [
          {
            composition: 'COVER',
            printingType: 'OFF',
            dosu: '4/4',
            julsu: '1',
            isPostProcess: true,
            usePaperList: [{ rawItemId: c.paper('ART150-46'), amount: 6, wrongAmount: 1 }],
            postProcessList: [{ postProcessOption: [c.option('유광 코팅')], postProcessRemark: '앞면만' }],
          },
        ],
      },
    },
    {
      days: 8,
      input: {
        productName: '2027 도서 목록 책자',
        buyerId: c.buyer('한빛출판'),
        workType: 'BROCHURE',
        originSub: 'ORIGIN',
        amount: 800,
        numberCases: 1,
        quality: 'A5 48p',
        remark: '표지 별색 확인 후 진행',
        ...delivery('오지훈', '서울특별시 마포구 양화로 45', '010-8800-0101'),
        printingList: [
          {
            composition: 'COVER',
            printingType: 'OFF',
            dosu: '4/1',
            isOffCtpOutsourcing: true,
            offCtpOutsourcingId: c.seller('한국CTP'),
            offCtpRemark: '표지 CTP 외주',
            isPostProcess: true,
            usePaperList: [{ rawItemId: c.paper('SNW250-46'), amount: 3, wrongAmount: 1 }],
            postProcessList: [
              {
                postProcessOption: [c.option('무광 코팅'), c.option('금박')],
                postProcessOutsourcingId: c.seller('성원코팅'),
                postProcessRemark: '제목 금박',
              },
            ],
          },
          {
            composition: 'INNER',
            printingType: 'OFF',
            dosu: '1/1',
            usePaperList: [{ rawItemId: c.paper('MOJ100-46'), amount: 12, wrongAmount: 1 }],
          },
        ],
        isFoldingBinding: true,
        foldingBindingList: [
          {
            foldingBindingOption: [c.option('무선 제본')],
            foldingBindingOutsourcingId: c.seller('정밀제본'),
            foldingBindingRemark: '',
          },
        ],
      },
    },
    {
      days: 5,
      input: {
        productName: '매장 스티커 소량',
        buyerId: c.buyer('그린마트'),
        workType: 'OSP',
        amount: 300,
        numberCases: 3,
        ...delivery('장예준', '경기도 성남시 분당구 판교역로 120', '010-8800-0303'),
        printingList: [{ composition: 'COVER', printingType: 'OSP_PRINT', ospRemark: '원형 스티커 3종' }],
      },
    },
    {
      days: 3,
      input: {
        productName: '브랜드 소개 리플렛',
        buyerId: c.buyer('한빛출판'),
        workType: 'LEAFLET',
        originSub: 'SUB',
        amount: 2000,
        numberCases: 1,
        ...delivery('오지훈', '서울특별시 마포구 양화로 45', '010-8800-0101'),
        printingList: [
          {
            composition: 'COVER',
            printingType: 'DIGITAL',
            dosu: '4/4',
            usePaperList: [{ rawItemId: c.paper('ART200-46'), amount: 2, wrongAmount: 0 }],
          },
        ],
        isFoldingBinding: true,
        foldingBindingList: [{ foldingBindingOption: [c.option('3단 접지')] }],
      },
    },
    {
      days: 1,
      cancel: '고객사 행사 일정 취소',
      input: {
        productName: '행사 안내 전단',
        buyerId: c.buyer('서울카페'),
        workType: 'LEAFLET',
        amount: 1000,
        numberCases: 1,
        printingList: [{ composition: 'COVER', printingType: 'OFF', dosu: '4/0' }],
      },
    },
  ];
}

/** Orders received over the last two weeks (work orders in RECEIPT; one cancelled). */
export async function seedDemoOrders(tx: Db) {
  const [sales] = await tx
    .select({ employee, department: department.name })
    .from(employee)
    .innerJoin(account, eq(account.id, employee.accountId))
    .leftJoin(department, eq(department.id, employee.departmentId))
    .where(eq(account.username, 'kim.sales'));
  if (!sales) return;
  const buyers = await tx.select({ id: buyer.id, name: buyer.name }).from(buyer);
  const sellers = await tx.select({ id: seller.id, name: seller.sellerName }).from(seller);
  const papers = await tx
    .select({ id: item.id, code: item.itemCode })
    .from(item)
    .where(inArray(item.itemCode, ['ART150-46', 'ART200-46', 'SNW250-46', 'MOJ100-46']));
  const options = await tx.select({ id: itemOption.id, name: itemOption.optionName }).from(itemOption);
  const find = (rows: { id: number; name?: string; code?: string }[], key: string) => {
    const row = rows.find((r) => r.name === key || r.code === key);
    if (!row) throw new Error(`demo orders: ${key} missing`);
    return row.id;
  };
  const catalogue: Catalogue = {
    buyer: (n) => find(buyers, n),
    seller: (n) => find(sellers, n),
    paper: (c) => find(papers, c),
    option: (n) => find(options, n),
  };
  const actor: Actor = {
    accountId: sales.employee.accountId,
    userType: 'employee',
    isAdmin: false,
    employeeId: sales.employee.id,
    departmentId: sales.employee.departmentId,
    departmentName: sales.department,
    buyerId: null,
    name: sales.employee.name,
    authorities: [],
  };
  const clock = new ShopClock();
  // The demo's accounts start with an empty notification box (the notification screens' own demo): no messages.
  const ctx = makeServiceContext({ db: tx, actor, clock, notify: async () => [] }, true);
  const created: { id: number; productName: string }[] = [];
  for (const demo of demoOrders(catalogue)) {
    const receivedAt = daysAgo(demo.days);
    clock.fixAt(receivedAt);
    const input = OrderCreateSchema.parse({ ...demo.input, deliveryDate: isoDay(daysAgo(demo.days - 10)) });
    const { id } = await createOrder(ctx, input, noFiles);
    created.push({ id, productName: input.productName });
    if (demo.cancel) {
      clock.fixAt(daysAgo(0, 9));
      await cancelOrder(ctx, id, demo.cancel);
    }
  }
  await seedDemoDeposits(ctx, created);
  await seedDemoShopbagOrders(ctx, clock, catalogue, daysAgo, (days) => isoDay(daysAgo(days)));
}
