import type { Db } from '../db/client';
import { basicInfo, itemCategory } from '../db/schema';

interface Node {
  code: string;
  name: string;
  isHidden?: boolean;
  children?: Node[];
}

const grams = (prefix: string, weights: number[]): Node[] =>
  weights.map((g) => ({ code: `${prefix}-${g}`, name: `${g}g` }));

/** A print shop's raw-material catalogue: 대분류 › 중분류 › 소분류. */
const CATALOGUE: Node[] = [
  {
    code: 'P',
    name: '용지',
    children: [
      { code: 'P-ART', name: '아트지', children: grams('P-ART', [100, 120, 150, 200, 250]) },
      { code: 'P-SNW', name: '스노우지', children: grams('P-SNW', [100, 150, 250]) },
      { code: 'P-MOJ', name: '모조지', children: grams('P-MOJ', [80, 100, 120]) },
      { code: 'P-KRF', name: '크라프트지', children: grams('P-KRF', [120, 150]) },
    ],
  },
  {
    code: 'I',
    name: '잉크',
    children: [
      {
        code: 'I-OFS',
        name: '옵셋 잉크',
        children: [
          { code: 'I-OFS-K', name: '먹' },
          { code: 'I-OFS-C', name: '청' },
          { code: 'I-OFS-M', name: '적' },
          { code: 'I-OFS-Y', name: '황' },
        ],
      },
      {
        code: 'I-SPT',
        name: '별색 잉크',
        children: [
          { code: 'I-SPT-GLD', name: '금색' },
          { code: 'I-SPT-SLV', name: '은색' },
          { code: 'I-SPT-FPK', name: '형광 핑크', isHidden: true },
        ],
      },
      {
        code: 'I-DGT',
        name: '디지털 토너',
        children: [
          { code: 'I-DGT-BK', name: '블랙 토너' },
          { code: 'I-DGT-CL', name: '컬러 토너' },
        ],
      },
    ],
  },
  {
    code: 'F',
    name: '후가공 자재',
    children: [
      {
        code: 'F-LAM',
        name: '코팅 필름',
        children: [
          { code: 'F-LAM-GL', name: '유광' },
          { code: 'F-LAM-MT', name: '무광' },
        ],
      },
      {
        code: 'F-FOIL',
        name: '박',
        children: [
          { code: 'F-FOIL-GLD', name: '금박' },
          { code: 'F-FOIL-SLV', name: '은박' },
          { code: 'F-FOIL-HLG', name: '홀로그램박' },
        ],
      },
    ],
  },
  {
    code: 'B',
    name: '쇼핑백 부자재',
    children: [
      {
        code: 'B-HDL',
        name: '손잡이',
        children: [
          { code: 'B-HDL-CTN', name: '면끈' },
          { code: 'B-HDL-PPR', name: '종이끈' },
          { code: 'B-HDL-RBN', name: '리본끈' },
        ],
      },
      { code: 'B-BRD', name: '바닥 보강판', children: [{ code: 'B-BRD-STD', name: '일반 보강판' }] },
    ],
  },
];

async function insertCategories(tx: Db, nodes: Node[], parentId: number | null, level: number) {
  for (const node of nodes) {
    const [row] = await tx
      .insert(itemCategory)
      .values({ code: node.code, name: node.name, isHidden: node.isHidden ?? false, parentId, level })
      .returning({ id: itemCategory.id });
    if (node.children) await insertCategories(tx, node.children, row!.id, level + 1);
  }
}

/** Demo item categories and the demo shop's company details (instead of the placeholder a fresh install gets). */
export async function seedDemoCommonData(tx: Db) {
  await insertCategories(tx, CATALOGUE, null, 1);
  await tx
    .insert(basicInfo)
    .values({
      id: 1,
      name: '한결인쇄',
      representative: '김한결',
      tel: '02-2265-1234',
      address: '서울특별시 중구 을지로 157, 3층',
      email: 'contact@hangyeol-print.example',
      fax: '02-2265-1235',
      remark: '평일 09:00~18:00 (토·일·공휴일 휴무)',
      registrationNumber: '201-81-56784',
      businessType: '제조업',
      businessItem: '일반 인쇄, 출판 인쇄',
      taxInvoiceEmail: 'tax@hangyeol-print.example',
    })
    .onConflictDoNothing();
}
