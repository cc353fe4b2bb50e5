import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account, buyer, seller } from '../db/schema';

/** Suppliers a Korean print and shopping-bag shop buys from. */
const SELLERS = [
  {
    sellerName: '대한제지',
    sellerTel: '02-2265-1100',
    sellerAddress: '서울특별시 중구 을지로 170',
    sellerChargerName: '박성호',
    sellerChargerTel: '010-3321-1100',
    sellerFax: '02-2265-1101',
    sellerEmail: 'sales@daehanpaper.example',
    remark: '아트지·스노우지 주 거래처, 월말 정산',
  },
  {
    sellerName: '한솔페이퍼유통',
    sellerTel: '031-942-3300',
    sellerAddress: '경기도 파주시 회동길 325',
    sellerChargerName: '이정민',
    sellerChargerTel: '010-4410-3300',
    sellerFax: '031-942-3301',
    sellerEmail: 'order@hansolpaper.example',
    remark: '크라프트지(쇼핑백 원지) 공급',
  },
  {
    sellerName: '동양잉크',
    sellerTel: '032-811-5200',
    sellerAddress: '인천광역시 남동구 남동대로 215',
    sellerChargerName: '최유나',
    sellerChargerTel: '010-5521-5200',
    sellerFax: '',
    sellerEmail: 'ink@dongyang.example',
    remark: '옵셋 잉크, 별색 조색 가능',
  },
  {
    sellerName: '성원코팅',
    sellerTel: '02-2273-8800',
    sellerAddress: '서울특별시 중구 충무로 52',
    sellerChargerName: '김태우',
    sellerChargerTel: '010-6630-8800',
    sellerFax: '02-2273-8801',
    sellerEmail: '',
    remark: '유광·무광 코팅 외주',
  },
  {
    sellerName: '정밀제본',
    sellerTel: '031-955-4400',
    sellerAddress: '경기도 파주시 문발로 88',
    sellerChargerName: '윤재희',
    sellerChargerTel: '010-7741-4400',
    sellerFax: '031-955-4401',
    sellerEmail: 'bind@jungmil.example',
    remark: '무선·중철 제본 외주',
  },
  {
    sellerName: '우리끈산업',
    sellerTel: '031-388-6100',
    sellerAddress: '경기도 안산시 단원구 산단로 63',
    sellerChargerName: '송민호',
    sellerChargerTel: '010-8850-6100',
    sellerFax: '',
    sellerEmail: 'rope@woori.example',
    remark: '쇼핑백 손잡이 끈(면끈·PP끈)',
  },
  {
    sellerName: '한국CTP',
    sellerTel: '02-2266-9900',
    sellerAddress: '서울특별시 중구 퇴계로 205',
    sellerChargerName: '정다은',
    sellerChargerTel: '010-9961-9900',
    sellerFax: '02-2266-9901',
    sellerEmail: 'ctp@koreactp.example',
    remark: 'CTP 판 출력',
  },
];

/** The demo client companies' tax details (사업자등록번호 with a valid check digit, 대표자, 업태·종목) and notes. */
const BUYER_DETAILS: Record<string, Partial<typeof buyer.$inferInsert>> = {
  hanbit: {
    registrationNumber: '105-81-23457',
    representative: '이한빛',
    businessType: '출판업',
    businessItem: '서적 출판',
    taxInvoiceEmail: 'tax@hanbit.example',
    taxInvoiceMode: 'PER_ORDER',
    remark: '단행본·리플렛 정기 주문',
  },
  'seoul-cafe': {
    registrationNumber: '206-86-34567',
    representative: '박서울',
    businessType: '음식점업',
    businessItem: '커피전문점',
    taxInvoiceEmail: 'account@seoulcafe.example',
    taxInvoiceMode: 'MONTHLY',
    remark: '매장용 쇼핑백, 분기별 발주',
  },
  'green-mart': {
    registrationNumber: '129-81-45670',
    representative: '최초록',
    businessType: '도매 및 소매업',
    businessItem: '슈퍼마켓',
    taxInvoiceEmail: 'tax@greenmart.example',
    taxInvoiceMode: 'MONTHLY',
    remark: '전단지 주 1회, 배송 오전 선호',
  },
};

export async function seedDemoPartners(tx: Db) {
  await tx.insert(seller).values(SELLERS);
  for (const [username, details] of Object.entries(BUYER_DETAILS)) {
    const [acc] = await tx.select({ id: account.id }).from(account).where(eq(account.username, username));
    if (acc) await tx.update(buyer).set(details).where(eq(buyer.accountId, acc.id));
  }
}
