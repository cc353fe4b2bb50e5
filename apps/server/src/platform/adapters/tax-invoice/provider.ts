/** The longest one call to the issuing service may take (answer included). */
export const TAX_INVOICE_TIMEOUT_MS = 15_000;

/** A party of the invoice: 사업자등록번호 as 10 digits, 상호, 대표자, 주소, 업태, 종목, the invoice e-mail. */
export interface TaxInvoiceParty {
  corpNum: string;
  corpName: string;
  ceoName: string;
  address: string;
  bizType: string;
  bizClass: string;
  email: string;
}

/** One line (품목). Amounts in whole won; quantity and unit price may be left out (월합계 lines often are). */
export interface TaxInvoiceItem {
  /** YYYY-MM-DD; the month of the invoice's 작성일자. */
  date: string;
  name: string;
  spec: string;
  qty: number | null;
  unitCost: number | null;
  supplyCost: number;
  tax: number;
  remark: string;
}

/**
 * Why an amended invoice (수정세금계산서) is issued, by the NTS codes: 1 기재사항 착오·정정, 2 공급가액 변동, 3 환입,
 * 4 계약의 해제, 5 내국신용장 사후 개설, 6 착오에 의한 이중 발급.
 */
export type AmendmentCode = 1 | 2 | 3 | 4 | 5 | 6;

export const amendmentLabels: Record<AmendmentCode, string> = {
  1: '기재사항 착오·정정',
  2: '공급가액 변동',
  3: '환입',
  4: '계약의 해제',
  5: '내국신용장 사후 개설',
  6: '착오에 의한 이중 발급',
};

/** The invoice as the shop issues it (정발행, 과세). */
export interface TaxInvoiceDocument {
  /** The shop's own document key (문서번호): 1–24 of A–Z a–z 0–9 - _, unique per invoice, amendments included. */
  documentKey: string;
  /** 작성일자, YYYY-MM-DD. */
  writeDate: string;
  /** 영수 (already paid) or 청구 (to be paid). */
  purpose: 'RECEIPT' | 'CHARGE';
  invoicer: TaxInvoiceParty;
  invoicee: TaxInvoiceParty;
  supplyTotal: number;
  taxTotal: number;
  total: number;
  remark: string;
  items: TaxInvoiceItem[];
  /** Set on an amended invoice: why, and the NTS approval number of the invoice it corrects. */
  amendment?: { code: AmendmentCode; originalApprovalNumber: string };
}

/**
 * What issuing gave. `issued` with the NTS approval number (국세청 승인번호) when the service gives it at once (some
 * give it only after sending to the NTS: then `status` reads it later). Not issued: `manual` is the offline default
 * (no service configured: the invoice waits as 발행 대기 (수동) and goes out through the 홈택스 bulk Excel); `retry`
 * says whether trying again later may help.
 */
export type TaxInvoiceIssueResult =
  | { issued: true; approvalNumber: string | null; answer: string }
  | { issued: false; manual: boolean; retry: boolean; answer: string };

/** Where an issued invoice is: 발행 완료, 국세청 전송 중, 전송 완료 (approved), 전송 실패, 발행 취소. */
export type TaxInvoiceState = 'ISSUED' | 'NTS_SENDING' | 'NTS_ACCEPTED' | 'NTS_FAILED' | 'CANCELLED';

export const taxInvoiceStateLabels: Record<TaxInvoiceState, string> = {
  ISSUED: '발행 완료',
  NTS_SENDING: '국세청 전송 중',
  NTS_ACCEPTED: '국세청 전송 완료',
  NTS_FAILED: '국세청 전송 실패',
  CANCELLED: '발행 취소',
};

export type TaxInvoiceStatusResult =
  | { known: true; state: TaxInvoiceState; approvalNumber: string | null; answer: string }
  | { known: false; retry: boolean; answer: string };

export type TaxInvoiceCancelResult =
  { cancelled: true; answer: string } | { cancelled: false; retry: boolean; answer: string };

/** An issuing service (Popbill, 바로빌 …) with issue, cancel and status; amendment is an issue with `amendment`. */
export interface TaxInvoiceProvider {
  readonly configured: boolean;
  /** The service's name for screens ("팝빌"), or "수동 발행" for the offline default. */
  readonly name: string;
  issue(document: TaxInvoiceDocument): Promise<TaxInvoiceIssueResult>;
  cancel(documentKey: string, memo: string): Promise<TaxInvoiceCancelResult>;
  status(documentKey: string): Promise<TaxInvoiceStatusResult>;
}

export const MANUAL_PENDING_ANSWER = '발행 대기 (수동)';

/** The offline default: nothing leaves the shop; invoices wait as 발행 대기 (수동) for the 홈택스 Excel. */
export const manualTaxInvoiceProvider = (): TaxInvoiceProvider => ({
  configured: false,
  name: '수동 발행',
  issue: async () => ({ issued: false, manual: true, retry: false, answer: MANUAL_PENDING_ANSWER }),
  cancel: async () => ({
    cancelled: false,
    retry: false,
    answer: '발행 서비스가 설정되지 않았습니다. 홈택스에서 직접 취소해주세요.',
  }),
  status: async () => ({ known: false, retry: false, answer: '발행 서비스가 설정되지 않아 상태를 알 수 없습니다.' }),
});

/** The shop's document key rule (the services' 문서번호 rule). */
export const DOCUMENT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,24}$/;
