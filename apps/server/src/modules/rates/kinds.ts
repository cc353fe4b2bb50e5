import { z } from 'zod';
import { RATE_KIND_LABELS, RateRowSchema, type RateKind, type RateRow, type StoredRateRow } from '@scm/contract';

// The contract's rate rows (`@scm/contract` pricing/rates.ts: kinds, fields, validation, keys) are the model; this
// file keeps only what the contract lacks: the URL of each kind, the Korean column headers of the Excel sheets and the
// server's own messages. A row is validated by the contract's zod schema of its kind.

export { RATE_KINDS, type RateKind, type RateRow } from '@scm/contract';

export const MSG = {
  pastDate: '적용 시작일은 오늘 이후여야 합니다. 이미 적용된 단가는 바꿀 수 없고, 새 단가를 추가해주세요.',
  alreadyEffective: '이미 적용이 시작된 단가는 수정하거나 삭제할 수 없습니다. 새 단가를 추가해주세요.',
  duplicate: '같은 항목에 같은 날짜부터 적용되는 단가가 이미 있습니다.',
  notFound: '단가를 찾을 수 없습니다.',
  itemNotFound: '품목을 찾을 수 없습니다.',
  optionNotFound: '옵션을 찾을 수 없습니다.',
  sellerNotFound: '거래처를 찾을 수 없습니다.',
  /** The import names an id that is not there: "3행: …" beside the sheet and column. */
  importItemMissing: (id: number) => `품목 ID ${id}번이 없습니다. 품목 관리에 있는 원자재 품목 ID를 적어주세요.`,
  importOptionMissing: (id: number) => `옵션 ID ${id}번이 없습니다. 품목 옵션에 있는 후가공·제본 옵션 ID를 적어주세요.`,
  importSellerMissing: (id: number) => `거래처 ID ${id}번이 없습니다. 매입처 관리에 있는 매입처 ID를 적어주세요.`,
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

/** The Korean column header of every field a contract rate row has (its Excel sheet's header row). */
const FIELD_LABELS: Record<string, string> = {
  rawItemId: '원자재 품목 ID',
  priceUnit: '단가 기준(REAM/SHEET)',
  price: '용지 가격(원)',
  parentSheet: '전지(GUK/SAYUK/CUSTOM)',
  customWidthMm: '전지 가로(mm)',
  customHeightMm: '전지 세로(mm)',
  finishedSize: '완성 규격',
  pieces: '절수(개)',
  pricePerPlate: '판당 단가(원)',
  pricePerReamPerColor: '연·도당 단가(원)',
  minimumAmount: '최소 금액(원)',
  pricePerThousand: '1,000통당 단가(원)',
  monoClick: '흑백 클릭(원)',
  colorClick: '컬러 클릭(원)',
  makeReadyAmount: '준비 금액(원)',
  printingType: '인쇄 방식',
  fromSheets: '시작 매수',
  percentBp: '파지율(0.01%)',
  sheetsPerPlate: '판당 준비 매수',
  optionId: '옵션 ID',
  setupAmount: '기본 금액(원)',
  unitAmount: '단가(원)',
  unitBasis: '단가 기준(EACH/THOUSAND)',
  shopbagType: '쇼핑백 유형',
  pricePerBag: '개당 제작 단가(원)',
  pricePerSlot: '슬롯당 단가(원)',
  sellerId: '거래처 ID',
  step: '외주 공정',
  marginBp: '마진(0.01%)',
  workType: '작업 유형',
  unit: '절사 단위(원)',
};
/** Fields holding text (the others are whole numbers). */
const TEXT_FIELDS = new Set([
  'priceUnit',
  'parentSheet',
  'finishedSize',
  'printingType',
  'unitBasis',
  'shopbagType',
  'step',
  'workType',
]);
/** The field an import's "same rate twice" problem is reported under. */
const KEY_FIELD: Partial<Record<RateKind, string>> = {
  PAPER: 'rawItemId',
  CUT: 'finishedSize',
  SPOILAGE: 'fromSheets',
  MAKE_READY: 'printingType',
  FINISHING: 'optionId',
  SHOPBAG: 'shopbagType',
  OUTSOURCING: 'step',
  MARGIN: 'workType',
};

export interface RateField {
  name: string;
  label: string;
  kind: 'int' | 'text';
}

const schemaByKind = new Map(RateRowSchema.options.map((o) => [o.shape.kind.value, o]));
/** The contract's schema of one kind's row (its `kind` literal included). */
export const schemaOf = (kind: RateKind) => schemaByKind.get(kind)!;

/** A kind's value fields in the contract's order (not `kind`, not `effectiveFrom`). */
export const fieldsOf = (kind: RateKind): RateField[] =>
  Object.keys(schemaOf(kind).shape)
    .filter((name) => name !== 'kind' && name !== 'effectiveFrom')
    .map((name) => ({ name, label: FIELD_LABELS[name] ?? name, kind: TEXT_FIELDS.has(name) ? 'text' : 'int' }));

export const labelOf = (kind: RateKind) => RATE_KIND_LABELS[kind];
/** A kind's Excel sheet name: its Korean name, without the characters a sheet name cannot have ('후가공·제본'). */
export const sheetOf = (kind: RateKind) => RATE_KIND_LABELS[kind].replace(/[\\/?*[\]:]/g, '·');
export const keyFieldOf = (kind: RateKind) => KEY_FIELD[kind];

export const EFFECTIVE_FROM_LABEL = '적용 시작일';

/** The body of POST /api/rates/<kind>: the contract's row of that kind. */
export const createSchemaOf = (kind: RateKind) => schemaOf(kind);
/** The body of PUT /api/rates/<kind>: a future row's id and its new values (the contract's row). */
export const updateSchemaOf = (kind: RateKind) =>
  schemaOf(kind).safeExtend({
    id: z.number({ error: MSG.notFound }).int().min(1).max(2_147_483_647),
  });

/** A stored row: the contract's row and its id. */
export type StoredRate = RateRow & { id: number };
/** A listed row: with the names of the item, option or seller it points at (`GET /api/rates?kind=`). */
export type ListedRate = StoredRateRow;
