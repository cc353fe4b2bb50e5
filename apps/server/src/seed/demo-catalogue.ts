/** The demo shop's items: paper by weight and sheet size, inks, finishing film and foil, shopping-bag parts. */
export interface DemoItem {
  itemCode: string;
  name: string;
  /** The level-3 category's code (see demo-common-data.ts). */
  category: string;
  standardSize: string;
  itemUnit: string;
  itemPrice: number;
  /** Stock on hand five weeks ago. */
  opening: number;
  isUsed?: boolean;
}

const SHEETS = [
  { suffix: '46', label: '4×6전지', size: '788×1091' },
  { suffix: 'KJ', label: '국전지', size: '636×939' },
];

/** Price per ream (500 sheets) of 4×6전지 by paper and weight; 국전지 costs about 70 %. */
const PAPERS: { code: string; name: string; grams: number[]; base: number }[] = [
  { code: 'ART', name: '아트지', grams: [100, 120, 150, 200, 250], base: 520 },
  { code: 'SNW', name: '스노우지', grams: [100, 150, 250], base: 540 },
  { code: 'MOJ', name: '모조지', grams: [80, 100, 120], base: 480 },
  { code: 'KRF', name: '크라프트지', grams: [120, 150], base: 610 },
];

const paperItems: DemoItem[] = PAPERS.flatMap((p) =>
  p.grams.flatMap((g) =>
    SHEETS.map((s, i) => ({
      itemCode: `${p.code}${g}-${s.suffix}`,
      name: `${p.name} ${g}g ${s.label}`,
      category: `P-${p.code}-${g}`,
      standardSize: s.size,
      itemUnit: '연',
      itemPrice: Math.round((p.base * g * (i === 0 ? 1 : 0.7)) / 100) * 100,
      opening: 20 + ((g * (i + 3)) % 60),
    })),
  ),
);

const OTHER: DemoItem[] = [
  {
    itemCode: 'INK-OFS-K',
    name: '옵셋 잉크 먹 1kg',
    category: 'I-OFS-K',
    standardSize: '1kg',
    itemUnit: 'kg',
    itemPrice: 9800,
    opening: 48,
  },
  {
    itemCode: 'INK-OFS-C',
    name: '옵셋 잉크 청 1kg',
    category: 'I-OFS-C',
    standardSize: '1kg',
    itemUnit: 'kg',
    itemPrice: 11200,
    opening: 36,
  },
  {
    itemCode: 'INK-OFS-M',
    name: '옵셋 잉크 적 1kg',
    category: 'I-OFS-M',
    standardSize: '1kg',
    itemUnit: 'kg',
    itemPrice: 11200,
    opening: 34,
  },
  {
    itemCode: 'INK-OFS-Y',
    name: '옵셋 잉크 황 1kg',
    category: 'I-OFS-Y',
    standardSize: '1kg',
    itemUnit: 'kg',
    itemPrice: 10800,
    opening: 40,
  },
  {
    itemCode: 'INK-SPT-GLD',
    name: '별색 잉크 금색 1kg',
    category: 'I-SPT-GLD',
    standardSize: '1kg',
    itemUnit: 'kg',
    itemPrice: 28000,
    opening: 12,
  },
  {
    itemCode: 'INK-SPT-SLV',
    name: '별색 잉크 은색 1kg',
    category: 'I-SPT-SLV',
    standardSize: '1kg',
    itemUnit: 'kg',
    itemPrice: 26000,
    opening: 10,
  },
  {
    itemCode: 'INK-SPT-FPK',
    name: '별색 잉크 형광 핑크 1kg',
    category: 'I-SPT-FPK',
    standardSize: '1kg',
    itemUnit: 'kg',
    itemPrice: 31000,
    opening: 3,
    isUsed: false,
  },
  {
    itemCode: 'TNR-BK',
    name: '디지털 블랙 토너',
    category: 'I-DGT-BK',
    standardSize: '카트리지',
    itemUnit: 'EA',
    itemPrice: 85000,
    opening: 8,
  },
  {
    itemCode: 'TNR-CL',
    name: '디지털 컬러 토너 (CMY 세트)',
    category: 'I-DGT-CL',
    standardSize: '카트리지 3종',
    itemUnit: '세트',
    itemPrice: 198000,
    opening: 5,
  },
  {
    itemCode: 'LAM-GL-320',
    name: '유광 코팅 필름 320mm',
    category: 'F-LAM-GL',
    standardSize: '320mm×200m',
    itemUnit: '롤',
    itemPrice: 45000,
    opening: 14,
  },
  {
    itemCode: 'LAM-MT-320',
    name: '무광 코팅 필름 320mm',
    category: 'F-LAM-MT',
    standardSize: '320mm×200m',
    itemUnit: '롤',
    itemPrice: 48000,
    opening: 16,
  },
  {
    itemCode: 'FOIL-GLD-640',
    name: '금박 640mm',
    category: 'F-FOIL-GLD',
    standardSize: '640mm×120m',
    itemUnit: '롤',
    itemPrice: 38000,
    opening: 9,
  },
  {
    itemCode: 'FOIL-SLV-640',
    name: '은박 640mm',
    category: 'F-FOIL-SLV',
    standardSize: '640mm×120m',
    itemUnit: '롤',
    itemPrice: 36000,
    opening: 7,
  },
  {
    itemCode: 'FOIL-HLG-640',
    name: '홀로그램박 640mm',
    category: 'F-FOIL-HLG',
    standardSize: '640mm×120m',
    itemUnit: '롤',
    itemPrice: 52000,
    opening: 4,
  },
  {
    itemCode: 'HDL-CTN-40',
    name: '면끈 손잡이 40cm',
    category: 'B-HDL-CTN',
    standardSize: '40cm',
    itemUnit: '묶음',
    itemPrice: 15000,
    opening: 60,
  },
  {
    itemCode: 'HDL-PPR-40',
    name: '종이끈 손잡이 40cm',
    category: 'B-HDL-PPR',
    standardSize: '40cm',
    itemUnit: '묶음',
    itemPrice: 9000,
    opening: 85,
  },
  {
    itemCode: 'HDL-RBN-45',
    name: '리본끈 손잡이 45cm',
    category: 'B-HDL-RBN',
    standardSize: '45cm',
    itemUnit: '묶음',
    itemPrice: 22000,
    opening: 25,
  },
  {
    itemCode: 'BRD-STD-M',
    name: '바닥 보강판 중형',
    category: 'B-BRD-STD',
    standardSize: '250×90',
    itemUnit: '장',
    itemPrice: 120,
    opening: 3200,
  },
];

export const DEMO_ITEMS: DemoItem[] = [...paperItems, ...OTHER];

/** Production steps in order. */
export const DEMO_PROCESSES = [
  '주문 접수',
  '디자인',
  'CTP 출력',
  '인쇄',
  '코팅',
  '후가공',
  '재단',
  '접지·제본',
  '포장',
  '출고',
];

export const DEMO_OPTIONS = {
  POST_PROCESS: ['유광 코팅', '무광 코팅', '금박', '은박', '형압', '에폭시', '도무송', '오시', '미싱', '타공'],
  FOLDING_BINDING: ['2단 접지', '3단 접지', '대문 접지', '중철 제본', '무선 제본', '스프링 제본', '양장 제본'],
} as const;
