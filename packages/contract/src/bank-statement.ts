import { z } from 'zod';
import { withCommas } from './common/messages.js';
import { optionalText, recordId, requiredText } from './common/validation.js';

/**
 * 입금 대사 (issue 34, menu area ORDER): a Korean business bank's statement (.xlsx or .csv, CP949 or UTF-8) is
 * uploaded, its deposit lines stored once (a line is identified by its date, amounts, balance and text, so a
 * statement imported twice adds nothing), each line gets a proposed match to the open deposit entries, and staff
 * confirm: receipts that point at the bank line are written to the deposit ledger.
 */
export const API_BANK_STATEMENT = '/api/admin/od/bank-statement';
/** GET: the open deposit entries matching a buyer name or order number (to pick another entry by hand). */
export const API_BANK_OPEN_ENTRIES = `${API_BANK_STATEMENT}/open-entries`;
/** POST: confirm lines (receipts written in one transaction). */
export const API_BANK_CONFIRM = `${API_BANK_STATEMENT}/confirm`;
/** GET ?buyerId, POST, DELETE /:id: a buyer's other depositor names. */
export const API_BANK_DEPOSITOR_NAMES = `${API_BANK_STATEMENT}/depositor-names`;

/** The banks whose export layouts are known from their header row; CUSTOM = a layout staff mapped once. */
export const BANKS = ['KB', 'SHINHAN', 'WOORI', 'HANA', 'NH', 'IBK', 'CUSTOM'] as const;
export type Bank = (typeof BANKS)[number];
export const BANK_LABELS: Record<Bank, string> = {
  KB: 'KB국민은행',
  SHINHAN: '신한은행',
  WOORI: '우리은행',
  HANA: '하나은행',
  NH: 'NH농협은행',
  IBK: 'IBK기업은행',
  CUSTOM: '직접 지정한 양식',
};

/** The columns a statement needs (time and memo are optional: some banks have one 거래일시 column). */
export const BANK_COLUMN_ROLES = ['date', 'time', 'deposit', 'withdrawal', 'balance', 'depositor', 'memo'] as const;
export type BankColumnRole = (typeof BANK_COLUMN_ROLES)[number];
export const BANK_COLUMN_LABELS: Record<BankColumnRole, string> = {
  date: '거래일자(일시)',
  time: '거래시간',
  deposit: '입금액',
  withdrawal: '출금액',
  balance: '잔액',
  depositor: '입금자명/내용',
  memo: '적요',
};
export const REQUIRED_BANK_COLUMNS: readonly BankColumnRole[] = [
  'date',
  'deposit',
  'withdrawal',
  'balance',
  'depositor',
];

/** A mapping: role → the header text of its column (as it stands in the file). */
export const BankColumnMappingSchema = z
  .object({
    date: requiredText(100, '거래일자 열을 골라주세요.'),
    time: optionalText(100),
    deposit: requiredText(100, '입금액 열을 골라주세요.'),
    withdrawal: requiredText(100, '출금액 열을 골라주세요.'),
    balance: requiredText(100, '잔액 열을 골라주세요.'),
    depositor: requiredText(100, '입금자명(내용) 열을 골라주세요.'),
    memo: optionalText(100),
  })
  .strict();
export type BankColumnMapping = z.infer<typeof BankColumnMappingSchema>;

/** 422 BANK_LAYOUT_UNKNOWN's details: the header row found, for the mapping form. */
export const BankLayoutUnknownSchema = z.object({ headers: z.array(z.string()), headerRow: z.number().int() });
export type BankLayoutUnknown = z.infer<typeof BankLayoutUnknownSchema>;

export const BankImportResultSchema = z.object({
  statementId: z.number().int(),
  bank: z.enum(BANKS),
  encoding: z.string(),
  lines: z.number().int(),
  deposits: z.number().int(),
  added: z.number().int(),
  duplicates: z.number().int(),
});
export type BankImportResult = z.infer<typeof BankImportResultSchema>;

export const BankStatementSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  bank: z.enum(BANKS),
  encoding: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
  lineCount: z.number().int(),
  depositCount: z.number().int(),
  addedCount: z.number().int(),
  duplicateCount: z.number().int(),
  /** New deposit lines of this statement not yet applied. */
  openCount: z.number().int(),
});
export type BankStatement = z.infer<typeof BankStatementSchema>;

/** EXACT: name + amount, one entry. SUM: several entries of one buyer. PARTIAL: less than one entry's remaining.
 * AMBIGUOUS: equal candidates (never auto-picked). AMOUNT_ONLY: the amount alone fits one entry (not auto-picked).
 * UNMATCHED: nothing. */
export const PROPOSAL_KINDS = ['EXACT', 'SUM', 'PARTIAL', 'AMBIGUOUS', 'AMOUNT_ONLY', 'UNMATCHED'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
export const PROPOSAL_LABELS: Record<ProposalKind, string> = {
  EXACT: '일치',
  SUM: '합계 일치',
  PARTIAL: '부분 입금',
  AMBIGUOUS: '후보 여러 건',
  AMOUNT_ONLY: '금액만 일치',
  UNMATCHED: '미대사',
};

export const BankAllocationSchema = z.object({ entryId: z.number().int(), amount: z.number().int() });
export const BankProposalSchema = z.object({
  kind: z.enum(PROPOSAL_KINDS),
  /** Pre-selected for confirming (EXACT, SUM, PARTIAL with a single answer). */
  auto: z.boolean(),
  allocations: z.array(BankAllocationSchema),
  /** Other entries worth showing (the equal candidates of an ambiguous line). */
  candidates: z.array(z.number().int()),
  buyerId: z.number().int().nullable(),
  reason: z.string(),
});
export type BankProposal = z.infer<typeof BankProposalSchema>;

export const BankOpenEntrySchema = z.object({
  entryId: z.number().int(),
  version: z.number().int(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  /** A bag order's design slot (A1 …); null for a printing order. */
  slotPosition: z.string().nullable(),
  issued: z.number().int(),
  remaining: z.number().int(),
});
export type BankOpenEntry = z.infer<typeof BankOpenEntrySchema>;

export const BankReceiptSchema = z.object({
  entryId: z.number().int(),
  orderNumber: z.string(),
  buyerName: z.string(),
  amount: z.number().int(),
});

export const BankLineSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  deposit: z.number().int(),
  withdrawal: z.number().int(),
  balance: z.number().int(),
  depositor: z.string(),
  memo: z.string(),
  /** APPLIED once confirmed (its receipts are listed); OPEN otherwise. */
  status: z.enum(['OPEN', 'APPLIED']),
  receipts: z.array(BankReceiptSchema),
  proposal: BankProposalSchema.nullable(),
});
export type BankLine = z.infer<typeof BankLineSchema>;

export const BankReviewSchema = z.object({
  statement: BankStatementSchema,
  lines: z.array(BankLineSchema),
  /** The entries the proposals name, by id. */
  entries: z.array(BankOpenEntrySchema),
});
export type BankReview = z.infer<typeof BankReviewSchema>;

export const BankOpenEntriesQuerySchema = z.object({ q: optionalText(100) });

const won = z.number({ error: '금액을 숫자로 입력해주세요.' }).int('금액은 원 단위 정수로 입력해주세요.');
export const BankConfirmLineSchema = z
  .object({
    lineId: recordId(),
    allocations: z
      .array(
        z
          .object({
            entryId: recordId(),
            /** The entry version the screen showed; a changed entry answers 409. */
            version: z.number().int().min(0),
            amount: won.min(1, '배정 금액은 1원 이상이어야 합니다.'),
          })
          .strict(),
      )
      .min(1, '배정할 주문을 골라주세요.')
      .max(50),
    /** Remember the line's depositor name for this buyer (이 입금자명을 고객사에 기억). */
    rememberBuyerId: recordId().optional(),
  })
  .strict();
export const BankConfirmSchema = z.object({ lines: z.array(BankConfirmLineSchema).min(1).max(1000) }).strict();
export type BankConfirm = z.infer<typeof BankConfirmSchema>;
export type BankConfirmLine = z.infer<typeof BankConfirmLineSchema>;
export const BankConfirmResultSchema = z.object({ lines: z.number().int(), receipts: z.number().int() });

export const DepositorNameSchema = z.object({
  id: z.number().int(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  name: z.string(),
});
export type DepositorName = z.infer<typeof DepositorNameSchema>;
export const DepositorNameCreateSchema = z
  .object({ buyerId: recordId(), name: requiredText(100, '입금자명을 입력해주세요.') })
  .strict();
export const DepositorNameQuerySchema = z.object({ buyerId: z.coerce.number().int().positive().optional() });

export const bankMessages = {
  title: '입금 대사',
  noFile: '은행 거래내역 파일(.xlsx, .csv)을 골라주세요.',
  badType: '엑셀(.xlsx) 또는 CSV(.csv) 파일만 올릴 수 있습니다.',
  unreadable: '파일을 읽을 수 없습니다. 은행에서 내려받은 .xlsx 또는 .csv 파일인지 확인해주세요.',
  noRows: '거래내역이 없는 파일입니다.',
  layoutUnknown: '은행 양식을 알아보지 못했습니다. 각 열이 무엇인지 한 번 지정해주시면 다음부터 기억합니다.',
  mappingHeaderMissing: (h: string) => `파일에 '${h}' 열이 없습니다.`,
  rowProblem: (row: number, what: string) => `${row}행: ${what}`,
  badDate: (v: string) => `거래일자 '${v}'를 읽을 수 없습니다.`,
  badAmount: (label: string, v: string) => `${label} '${v}'는 금액이 아닙니다.`,
  imported: (added: number, dup: number) => `새 거래 ${added}건, 이미 가져온 거래 ${dup}건`,
  statementNotFound: '거래내역을 찾을 수 없습니다.',
  lineNotFound: '은행 거래를 찾을 수 없습니다.',
  notDeposit: '입금 거래만 배정할 수 있습니다.',
  alreadyApplied: (date: string, depositor: string, amount: number) =>
    `이미 반영된 입금입니다: ${date} ${depositor} ${withCommas(amount)}원`,
  overLine: (amount: number) => `배정 금액의 합이 입금액 ${withCommas(amount)}원보다 많습니다.`,
  overEntry: (orderNumber: string, remaining: number) =>
    `주문 ${orderNumber}의 남은 금액 ${withCommas(remaining)}원보다 많이 배정할 수 없습니다.`,
  entryNotOpen: '입금을 받을 수 없는 주문입니다(이미 입금 완료되었거나 취소된 항목).',
  staleEntry: (orderNumber: string) =>
    `다른 사용자가 먼저 주문 ${orderNumber}의 입금 내역을 바꿨습니다. 새로 고친 뒤 다시 확인해주세요.`,
  duplicateEntry: '같은 주문을 한 입금에 두 번 배정할 수 없습니다.',
  confirmed: (lines: number, receipts: number) => `입금 ${lines}건을 반영했습니다(입금 기록 ${receipts}건).`,
  nameSaved: '입금자명을 기억했습니다.',
  nameExists: '이미 기억한 입금자명입니다.',
  nameEmpty: '입금자명에 글자가 없습니다.',
  nameDeleted: '입금자명을 지웠습니다.',
  nameNotFound: '입금자명을 찾을 수 없습니다.',
  buyerNotFound: '고객사를 찾을 수 없습니다.',
} as const;
