import { z } from 'zod';
import { requiredDate } from '@scm/contract';
import {
  rateMargin,
  ratePaper,
  ratePostProcess,
  ratePrinting,
  rateShopbag,
  rateOutsourcing,
  rateSpoilage,
} from '../../db/schema/rates';

// The kinds of rate (one table each) described once: their Korean names, their fields (the key fields name a rate,
// the rest are its values) and the validation of a row. The routes, the queries, the Excel sheets and the import's
// error report are all built from these.

export const RATE_KINDS = ['paper', 'printing', 'spoilage', 'postProcess', 'shopbag', 'outsourcing', 'margin'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

export const MSG = {
  required: '필수 입력 항목입니다.',
  integer: (label: string) => `${label}은(는) 정수로 입력해주세요.`,
  range: (label: string, min: number, max: number) =>
    `${label}은(는) ${min.toLocaleString('ko-KR')} 이상 ${max.toLocaleString('ko-KR')} 이하로 입력해주세요.`,
  choice: (label: string) => `${label}은(는) 단가표 내보내기 양식에 있는 값 중 하나여야 합니다.`,
  tooLong: (max: number) => `${max}자 이내로 입력해주세요.`,
  pastDate: '적용 시작일은 오늘 이후여야 합니다. 이미 적용된 단가는 바꿀 수 없고, 새 단가를 추가해주세요.',
  alreadyEffective: '이미 적용이 시작된 단가는 수정하거나 삭제할 수 없습니다. 새 단가를 추가해주세요.',
  duplicate: '같은 항목에 같은 날짜부터 적용되는 단가가 이미 있습니다.',
  notFound: '단가를 찾을 수 없습니다.',
  itemNotFound: '품목을 찾을 수 없습니다.',
  sellerNotFound: '거래처를 찾을 수 없습니다.',
  added: (label: string) => `${label} 단가를 추가했습니다.`,
  updated: (label: string) => `${label} 단가를 수정했습니다.`,
  deleted: (label: string) => `${label} 단가를 삭제했습니다.`,
  imported: (n: number, from: string) => `단가 ${n.toLocaleString('ko-KR')}건을 ${from}부터 적용되도록 추가했습니다.`,
  importInvalid: (n: number) =>
    `단가표에 잘못된 행이 ${n.toLocaleString('ko-KR')}건 있어 아무것도 저장하지 않았습니다.`,
  importNoFile: '가져올 엑셀 파일을 선택해주세요.',
  importBadFile: '엑셀 파일을 읽을 수 없습니다. 단가표 내보내기로 받은 엑셀 양식을 사용해주세요.',
  importEmpty: '가져올 단가 행이 없습니다.',
  importDuplicateRow: (row: number) => `${row}행과 같은 항목이 두 번 있습니다.`,
  unknownHeader: (h: string) => `알 수 없는 열 제목입니다: ${h}`,
  missingColumn: '이 열이 시트에 없습니다.',
};

export interface RateField {
  name: string;
  label: string;
  kind: 'int' | 'text';
  key?: boolean;
  min?: number;
  max?: number;
  /** Optional (null) for an int field. */
  nullable?: boolean;
  choices?: readonly string[];
  maxLength?: number;
}

const WON_MAX = 1_000_000_000;
const won = (name: string, label: string, extra: Partial<RateField> = {}): RateField => ({
  name,
  label,
  kind: 'int',
  min: 0,
  max: WON_MAX,
  ...extra,
});
const bp = (name: string, label: string): RateField => ({ name, label, kind: 'int', min: 0, max: 100_000 });

export const PARENT_SHEETS = ['KUKJEON', 'SIX4', 'CUSTOM'] as const;
export const PRINTING_RATE_CODES = ['CTP_PLATE', 'OFFSET', 'ROTARY', 'DIGITAL_MONO', 'DIGITAL_COLOR'] as const;
export const PRINTING_TYPES = ['OFFSET', 'ROTARY', 'DIGITAL'] as const;
export const WORK_TYPES = ['LEAFLET', 'LEAFSHEET', 'BROCHURE', 'OSP', 'SHOPBAG'] as const;

export const RATE_DEFS = {
  paper: {
    label: '용지',
    table: ratePaper,
    fields: [
      { name: 'itemId', label: '품목 ID', kind: 'int', key: true, min: 1, max: 2_147_483_647 },
      { name: 'parentSheet', label: '전지', kind: 'text', key: true, choices: PARENT_SHEETS },
      { name: 'sheetWidth', label: '전지 가로(mm)', kind: 'int', min: 1, max: 5000 },
      { name: 'sheetHeight', label: '전지 세로(mm)', kind: 'int', min: 1, max: 5000 },
      won('pricePerReam', '연당 가격(원)'),
      won('pricePerSheet', '매당 가격(원)', { nullable: true }),
    ],
  },
  printing: {
    label: '인쇄·소부',
    table: ratePrinting,
    fields: [
      { name: 'rateCode', label: '단가 구분', kind: 'text', key: true, choices: PRINTING_RATE_CODES },
      won('unitPrice', '단가(원)'),
      won('minimumCharge', '최소 금액(원)'),
      won('makeReady', '준비 금액(원)'),
    ],
  },
  spoilage: {
    label: '파지',
    table: rateSpoilage,
    fields: [
      { name: 'printingType', label: '인쇄 방식', kind: 'text', key: true, choices: PRINTING_TYPES },
      { name: 'runFrom', label: '시작 매수', kind: 'int', key: true, min: 0, max: 100_000_000 },
      bp('percentBp', '파지율(0.01%)'),
      { name: 'makeReadySheets', label: '판당 준비 매수', kind: 'int', min: 0, max: 100_000 },
    ],
  },
  postProcess: {
    label: '후가공',
    table: ratePostProcess,
    fields: [
      { name: 'optionName', label: '후가공', kind: 'text', key: true, maxLength: 64 },
      won('setupPrice', '기본 금액(원)'),
      won('unitPrice', '단가(원)'),
      { name: 'perUnits', label: '단가 기준 수량', kind: 'int', min: 1, max: 1_000_000 },
      won('minimumCharge', '최소 금액(원)'),
    ],
  },
  shopbag: {
    label: '쇼핑백',
    table: rateShopbag,
    fields: [
      { name: 'cutType', label: '절수', kind: 'int', key: true, min: 1, max: 64 },
      won('bagPrice', '개당 제작 단가(원)'),
      won('slotPrice', '광고 슬롯 단가(원)'),
    ],
  },
  outsourcing: {
    label: '외주',
    table: rateOutsourcing,
    fields: [
      { name: 'sellerId', label: '거래처 ID', kind: 'int', key: true, min: 1, max: 2_147_483_647 },
      { name: 'stepName', label: '공정', kind: 'text', key: true, maxLength: 64 },
      won('unitPrice', '단가(원)'),
      { name: 'perUnits', label: '단가 기준 수량', kind: 'int', min: 1, max: 1_000_000 },
      won('minimumCharge', '최소 금액(원)'),
      bp('marginBp', '마진(0.01%)'),
    ],
  },
  margin: {
    label: '마진·절사',
    table: rateMargin,
    fields: [
      { name: 'workType', label: '작업 유형', kind: 'text', key: true, choices: WORK_TYPES },
      bp('marginBp', '마진(0.01%)'),
      { name: 'roundingUnit', label: '절사 단위(원)', kind: 'int', min: 1, max: 1_000_000 },
    ],
  },
} satisfies Record<RateKind, { label: string; table: unknown; fields: RateField[] }>;

export const EFFECTIVE_FROM_LABEL = '적용 시작일';

/** The zod schema of one field's value, with the Korean messages. */
export function fieldSchema(f: RateField): z.ZodType<number | string | null> {
  if (f.kind === 'text') {
    if (f.choices) {
      const choices = f.choices;
      return z.string({ error: MSG.required }).refine((v) => choices.includes(v), MSG.choice(f.label));
    }
    const max = f.maxLength ?? 64;
    return z
      .string({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .max(max, MSG.tooLong(max))
      .refine((v) => !v.includes('\u0000'), '사용할 수 없는 문자가 있습니다.');
  }
  const min = f.min ?? 0;
  const max = f.max ?? WON_MAX;
  const n = z
    .number({ error: MSG.integer(f.label) })
    .int(MSG.integer(f.label))
    .min(min, MSG.range(f.label, min, max))
    .max(max, MSG.range(f.label, min, max));
  return f.nullable ? n.nullable() : n;
}

const shapeOf = (fields: RateField[]) => Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)]));

/** The body of POST /api/rates/<kind>: the fields and the date the rate starts. */
export const createSchemaOf = (kind: RateKind) =>
  z.strictObject({ ...shapeOf(RATE_DEFS[kind].fields), effectiveFrom: requiredDate });
/** The body of PUT /api/rates/<kind>: a future row's id and its new values. */
export const updateSchemaOf = (kind: RateKind) =>
  z.strictObject({
    id: z.number({ error: MSG.notFound }).int().min(1).max(2_147_483_647),
    ...shapeOf(RATE_DEFS[kind].fields),
    effectiveFrom: requiredDate,
  });
/** A row's values only (the import: the date comes with the upload). */
export const valuesSchemaOf = (kind: RateKind) => z.strictObject(shapeOf(RATE_DEFS[kind].fields));

export type RateValues = Record<string, number | string | null>;
export type RateRow = RateValues & { id: number; effectiveFrom: string };

/** The key of a row (its key fields joined), naming "the same rate" across dates. */
export const keyOf = (kind: RateKind, row: RateValues) =>
  RATE_DEFS[kind].fields
    .filter((f) => f.key)
    .map((f) => String(row[f.name]))
    .join('\u0001');

export const kindPath = (kind: RateKind) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
