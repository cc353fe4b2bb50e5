import { z } from 'zod';
import { ListQuerySchema } from './common/paging.js';
import { MSG } from './common/messages.js';
import { pageOf } from './common/envelope.js';
import { isRealDate, recordId, requiredText } from './common/validation.js';
import type { StatusChipColor } from './common/workflow.js';

/**
 * 전자세금계산서 (issue 34): per order when its delivery completes (buyers on PER_ORDER), or one per buyer per month
 * (월합계, buyers on MONTHLY) for every delivered entry not yet invoiced. Issued through the server's tax-invoice
 * adapter (Popbill-shaped service, or the offline default "발행 대기 (수동)" with the 홈택스 bulk Excel). An issued
 * invoice is never edited: a correction is an amended invoice (수정세금계산서) pointing at the original.
 */
export const API_TAX_INVOICES = '/api/od/tax-invoices';
export const API_TAX_INVOICE_SETTINGS = '/api/od/tax-invoices/settings';
export const API_TAX_INVOICE_MONTHLY = '/api/od/tax-invoices/monthly';
export const API_TAX_INVOICE_MONTHLY_PREVIEW = '/api/od/tax-invoices/monthly/preview';
export const API_TAX_INVOICE_HOMETAX = '/api/od/tax-invoices/hometax.xlsx';
export const apiTaxInvoice = (id: number) => `${API_TAX_INVOICES}/${id}`;
export const apiTaxInvoicePdf = (id: number) => `${API_TAX_INVOICES}/${id}/pdf`;
export const apiTaxInvoiceAction = (id: number, action: 'issue' | 'refresh' | 'cancel' | 'amend') =>
  `${API_TAX_INVOICES}/${id}/${action}`;

export const TAX_INVOICE_STATE_VALUES = [
  'QUEUED',
  'MANUAL',
  'ISSUED',
  'NTS_SENDING',
  'NTS_ACCEPTED',
  'NTS_FAILED',
  'FAILED',
  'REFUSED',
  'CANCELLED',
] as const;
export type TaxInvoiceStateValue = (typeof TAX_INVOICE_STATE_VALUES)[number];

export const TAX_INVOICE_STATE_LABELS: Record<TaxInvoiceStateValue, string> = {
  QUEUED: '발행 요청',
  MANUAL: '발행 대기 (수동)',
  ISSUED: '발행 완료',
  NTS_SENDING: '국세청 전송 중',
  NTS_ACCEPTED: '전송 완료',
  NTS_FAILED: '전송 실패',
  FAILED: '발행 실패',
  REFUSED: '발행 거부',
  CANCELLED: '발행 취소',
};
export const TAX_INVOICE_STATE_COLORS: Record<TaxInvoiceStateValue, StatusChipColor> = {
  QUEUED: 'info',
  MANUAL: 'warning',
  ISSUED: 'primary',
  NTS_SENDING: 'info',
  NTS_ACCEPTED: 'success',
  NTS_FAILED: 'error',
  FAILED: 'error',
  REFUSED: 'error',
  CANCELLED: 'default',
};

/** States that hold their entries (a cancelled or refused invoice frees them). */
export const LIVE_TAX_INVOICE_STATES: readonly TaxInvoiceStateValue[] = [
  'QUEUED',
  'MANUAL',
  'ISSUED',
  'NTS_SENDING',
  'NTS_ACCEPTED',
  'NTS_FAILED',
  'FAILED',
];
/** The service has it as issued: only an amendment corrects it (cancel only before the NTS accepted it). */
export const ISSUED_TAX_INVOICE_STATES: readonly TaxInvoiceStateValue[] = [
  'ISSUED',
  'NTS_SENDING',
  'NTS_ACCEPTED',
  'NTS_FAILED',
];
/** What staff may do in each state (the web's row actions, the server's guard). */
export const taxInvoiceCan = (state: TaxInvoiceStateValue, kind?: TaxInvoiceKind) => ({
  issue: state === 'QUEUED' || state === 'FAILED',
  refresh: ISSUED_TAX_INVOICE_STATES.includes(state),
  cancel: ['QUEUED', 'MANUAL', 'FAILED', 'ISSUED', 'NTS_SENDING', 'NTS_FAILED'].includes(state),
  amend: (state === 'NTS_ACCEPTED' || state === 'ISSUED' || state === 'MANUAL') && kind !== 'AMENDMENT',
});

export const TAX_INVOICE_KINDS = ['PER_ORDER', 'MONTHLY', 'AMENDMENT'] as const;
export type TaxInvoiceKind = (typeof TAX_INVOICE_KINDS)[number];
export const TAX_INVOICE_KIND_LABELS: Record<TaxInvoiceKind, string> = {
  PER_ORDER: '주문별',
  MONTHLY: '월합계',
  AMENDMENT: '수정',
};
export const TAX_INVOICE_PURPOSE_LABELS = { RECEIPT: '영수', CHARGE: '청구' } as const;

/** NTS amendment codes (수정세금계산서 사유). */
export const TAX_AMENDMENT_CODES = [1, 2, 3, 4, 5, 6] as const;
export const TAX_AMENDMENT_LABELS: Record<number, string> = {
  1: '기재사항 착오·정정',
  2: '공급가액 변동',
  3: '환입',
  4: '계약의 해제',
  5: '내국신용장 사후 개설',
  6: '착오에 의한 이중 발급',
};
/** Codes whose amended invoice carries a changed supply amount staff type (signed: − lowers). */
export const amendmentNeedsAmount = (code: number) => code === 2 || code === 3;

export const taxInvoiceMessages = {
  notFound: '세금계산서를 찾을 수 없습니다.',
  monthFormat: '월은 YYYY-MM 형식으로 입력해주세요.',
  writeDateOutsideMonth: '작성일자는 발행하는 달 안의 날짜여야 합니다.',
  writeDateFuture: '작성일자는 오늘 이후일 수 없습니다.',
  monthTooLate:
    '월합계 세금계산서는 다음 달 10일까지 발행할 수 있습니다. 기한이 지난 달은 홈택스에서 지연 발급해주세요.',
  monthFuture: '아직 시작되지 않은 달은 발행할 수 없습니다.',
  buyersRequired: '발행할 고객사를 선택해주세요.',
  nothingToBill: (buyerName: string) => `${buyerName}: 이 달에 발행할 배송 완료 주문이 없습니다.`,
  monthlyExists: (buyerName: string, month: string, documentKey: string) =>
    `${buyerName}의 ${month} 월합계 세금계산서가 이미 있습니다 (문서번호 ${documentKey}).`,
  entryBilled: '다른 세금계산서가 이미 발행된 주문이 있습니다. 미리보기를 다시 불러와주세요.',
  businessStatusConfirm: (names: string) =>
    `${names}: 국세청 조회 결과 휴업 또는 폐업 사업자입니다. 그래도 발행하시겠습니까?`,
  businessNumberMissing: (buyerName: string) =>
    `${buyerName}의 사업자등록번호가 없거나 올바르지 않습니다. 고객사 정보에서 먼저 입력해주세요.`,
  companyNumberMissing: '회사 기본 정보의 사업자등록번호가 없거나 올바르지 않습니다. 기본 정보에서 먼저 입력해주세요.',
  stateChanged: (label: string) => `세금계산서가 이미 '${label}' 상태입니다. 새로 고친 뒤 다시 시도해주세요.`,
  amendReasonRequired: '수정 사유를 입력해주세요.',
  amendAmountRequired: '변동된 공급가액을 입력해주세요 (줄어들면 − 금액).',
  amendAmountZero: '변동 금액은 0일 수 없습니다.',
  cancelReasonRequired: '취소 사유를 입력해주세요.',
  issued: (key: string) => `세금계산서를 발행했습니다 (문서번호 ${key}).`,
  manual: (key: string) =>
    `세금계산서를 '발행 대기 (수동)'로 기록했습니다 (문서번호 ${key}). 홈택스 엑셀로 발행해주세요.`,
  monthlyDone: (issued: number, waiting: number, failed: number) =>
    `월합계 ${issued + waiting + failed}건을 처리했습니다 (발행 ${issued}, 발행 대기 ${waiting}, 실패 ${failed}).`,
  cancelled: '세금계산서를 취소했습니다.',
  refreshed: '국세청 전송 상태를 확인했습니다.',
  amended: '수정세금계산서를 발행했습니다.',
  noManualInvoices: '이 달에 발행 대기 (수동) 세금계산서가 없습니다.',
  offlineNotice:
    '발행 서비스가 설정되지 않아 세금계산서는 "발행 대기 (수동)"로 기록됩니다. 홈택스 엑셀을 내려받아 홈택스에서 일괄 발급해주세요.',
  statusNotChecked: '사업자 상태 확인 안 함 (조회 서비스 미설정)',
} as const;

const monthText = z.string({ error: taxInvoiceMessages.monthFormat }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
  message: taxInvoiceMessages.monthFormat,
});
const optionalDay = z
  .string()
  .refine(isRealDate, MSG.invalidDate)
  .optional()
  .or(z.literal('').transform(() => undefined));

export const TAX_INVOICE_SORT_FIELDS = ['id', 'writeDate', 'buyerName', 'total', 'state'] as const;
export const TAX_INVOICE_SEARCH_FILTERS = { all: '전체', buyerName: '고객사명', documentKey: '문서번호' } as const;

export const TaxInvoiceListQuerySchema = ListQuerySchema.extend({
  month: monthText.optional().or(z.literal('').transform(() => undefined)),
  buyerId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, MSG.invalidId)
    .transform(Number)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  state: z
    .enum(TAX_INVOICE_STATE_VALUES, { error: '상태를 목록에서 선택해주세요.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type TaxInvoiceListQuery = z.infer<typeof TaxInvoiceListQuerySchema>;

const won = z.number().int();
export const TaxInvoicePartySchema = z.object({
  corpNum: z.string(),
  corpName: z.string(),
  ceoName: z.string(),
  address: z.string(),
  bizType: z.string(),
  bizClass: z.string(),
  email: z.string(),
});
export type TaxInvoicePartyView = z.infer<typeof TaxInvoicePartySchema>;

export const TaxInvoiceRowSchema = z.object({
  id: z.number().int(),
  documentKey: z.string(),
  kind: z.enum(TAX_INVOICE_KINDS),
  buyerId: z.number().int(),
  buyerName: z.string(),
  month: z.string(),
  writeDate: z.string(),
  purpose: z.enum(['RECEIPT', 'CHARGE']),
  supplyTotal: won,
  taxTotal: won,
  total: won,
  state: z.enum(TAX_INVOICE_STATE_VALUES),
  approvalNumber: z.string().nullable(),
  providerAnswer: z.string(),
  amendmentCode: z.number().int().nullable(),
  amendmentReason: z.string().nullable(),
  amendsId: z.number().int().nullable(),
  amendsDocumentKey: z.string().nullable(),
  lineCount: z.number().int(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
  version: z.number().int(),
});
export type TaxInvoiceRow = z.infer<typeof TaxInvoiceRowSchema>;

export const TaxInvoiceLineSchema = z.object({
  lineNo: z.number().int(),
  entryId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  day: z.string(),
  name: z.string(),
  spec: z.string(),
  supply: won,
  tax: won,
});
export const TaxInvoiceSchema = TaxInvoiceRowSchema.extend({
  invoicer: TaxInvoicePartySchema,
  invoicee: TaxInvoicePartySchema,
  remark: z.string(),
  lines: z.array(TaxInvoiceLineSchema),
  cancelledAt: z.string().nullable(),
});
export type TaxInvoice = z.infer<typeof TaxInvoiceSchema>;

export const TaxInvoicePageSchema = pageOf(TaxInvoiceRowSchema);

export const TaxInvoiceSettingsSchema = z.object({
  providerName: z.string(),
  configured: z.boolean(),
  businessStatusConfigured: z.boolean(),
  notice: z.string().nullable(),
});
export type TaxInvoiceSettings = z.infer<typeof TaxInvoiceSettingsSchema>;

export const MonthlyPreviewQuerySchema = z.object({ month: monthText, writeDate: optionalDay });

export const BusinessCheckSchema = z.object({
  checked: z.boolean(),
  /** Why not checked (offline default, or the service failed). */
  reason: z.string().nullable(),
});

export const MonthlyPreviewBuyerSchema = z.object({
  buyerId: z.number().int(),
  buyerName: z.string(),
  registrationNumber: z.string(),
  entries: z.array(
    z.object({
      entryId: z.number().int(),
      orderId: z.number().int(),
      orderNumber: z.string(),
      productName: z.string(),
      slotPosition: z.string().nullable(),
      deliveredOn: z.string(),
      total: won,
    }),
  ),
  supplyTotal: won,
  taxTotal: won,
  total: won,
  /** The live 월합계 of this month, when there is one (issuing again is refused). */
  existing: z.object({ id: z.number().int(), documentKey: z.string() }).nullable(),
  /** The NTS state's label (계속사업자, 휴업자, 폐업자 …) when checked. */
  businessState: z.string().nullable(),
  /** 휴업 or 폐업 (or unknown to the NTS): issuing needs confirmation. */
  businessWarning: z.boolean(),
  /** The buyer's 사업자등록번호 is missing or wrong: cannot issue. */
  problem: z.string().nullable(),
});
export type MonthlyPreviewBuyer = z.infer<typeof MonthlyPreviewBuyerSchema>;

export const MonthlyPreviewSchema = z.object({
  month: z.string(),
  writeDate: z.string(),
  buyers: z.array(MonthlyPreviewBuyerSchema),
  businessCheck: BusinessCheckSchema,
});
export type MonthlyPreview = z.infer<typeof MonthlyPreviewSchema>;

export const MonthlyIssueSchema = z.strictObject({
  month: monthText,
  writeDate: optionalDay,
  buyerIds: z.array(recordId(), { error: taxInvoiceMessages.buyersRequired }).min(1, taxInvoiceMessages.buyersRequired),
  purpose: z.enum(['RECEIPT', 'CHARGE'], { error: '영수 또는 청구를 선택해주세요.' }).default('CHARGE'),
  /** Staff saw the 휴업/폐업 warning and still issue. */
  confirmBusinessStatus: z.boolean().default(false),
});
export type MonthlyIssueInput = z.input<typeof MonthlyIssueSchema>;
export type MonthlyIssueValues = z.output<typeof MonthlyIssueSchema>;

export const MonthlyIssueResultSchema = z.object({ invoices: z.array(TaxInvoiceRowSchema) });

export const TaxInvoiceCancelSchema = z.strictObject({
  reason: requiredText(200, taxInvoiceMessages.cancelReasonRequired),
  version: z.number().int().min(0).optional(),
});

export const TaxInvoiceAmendSchema = z
  .strictObject({
    code: z.union(
      TAX_AMENDMENT_CODES.map((c) => z.literal(c)),
      { error: '수정 사유 코드를 선택해주세요.' },
    ),
    reason: requiredText(200, taxInvoiceMessages.amendReasonRequired),
    /** For 공급가액 변동 and 환입: the change of supply amount, signed. */
    supplyChange: z
      .number({ error: taxInvoiceMessages.amendAmountRequired })
      .int('정수로 입력해주세요.')
      .min(-999_999_999_999)
      .max(999_999_999_999)
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (!amendmentNeedsAmount(v.code)) return;
    if (v.supplyChange === null || v.supplyChange === undefined)
      ctx.addIssue({ code: 'custom', path: ['supplyChange'], message: taxInvoiceMessages.amendAmountRequired });
    else if (v.supplyChange === 0)
      ctx.addIssue({ code: 'custom', path: ['supplyChange'], message: taxInvoiceMessages.amendAmountZero });
  });
export type TaxInvoiceAmendInput = z.input<typeof TaxInvoiceAmendSchema>;

export const TaxInvoiceActionSchema = z.strictObject({ version: z.number().int().min(0).optional() });

export const HometaxQuerySchema = z.object({ month: monthText });

export const hometaxFileName = (month: string, part: number, parts: number) =>
  parts > 1 ? `홈택스_세금계산서_${month}_${part}.xlsx` : `홈택스_세금계산서_${month}.xlsx`;
export const taxInvoicePdfFileName = (documentKey: string) => `세금계산서_${documentKey}.pdf`;

/** A total (supply + VAT) split so VAT = ⌊supply ÷ 10⌋ as near as whole won allow; the sum is kept exactly. */
export function splitVat(total: number): { supply: number; tax: number } {
  const sign = total < 0 ? -1 : 1;
  const t = Math.abs(total);
  const supply = Math.round((t * 10) / 11);
  return { supply: sign * supply, tax: sign * (t - supply) };
}
