import { popbillTaxInvoiceProvider } from './popbill';
import { manualTaxInvoiceProvider, type TaxInvoiceProvider } from './provider';

export { popbillTaxInvoiceProvider, popbillTaxinvoiceOf, type PopbillSettings } from './popbill';
export {
  HOMETAX_COLUMNS,
  HOMETAX_HEADER_ROW,
  HOMETAX_MAX_ITEMS,
  HOMETAX_MAX_ROWS,
  foldItems,
  hometaxRowOf,
  hometaxWorkbooks,
} from './hometax-excel';
export {
  DOCUMENT_KEY_PATTERN,
  MANUAL_PENDING_ANSWER,
  amendmentLabels,
  manualTaxInvoiceProvider,
  taxInvoiceStateLabels,
  type AmendmentCode,
  type TaxInvoiceCancelResult,
  type TaxInvoiceDocument,
  type TaxInvoiceIssueResult,
  type TaxInvoiceItem,
  type TaxInvoiceParty,
  type TaxInvoiceProvider,
  type TaxInvoiceState,
  type TaxInvoiceStatusResult,
} from './provider';

export interface TaxInvoiceSettings {
  url: string;
  authUrl: string;
  linkId: string | null;
  secretKey: string | null;
  /** The shop's 사업자등록번호; comes from 회사 기본 정보 when not set here. */
  corpNum: string | null;
}

/** The Popbill-shaped client when link id, secret key and the shop's number are set; otherwise 발행 대기 (수동). */
export function createTaxInvoiceProvider(settings: TaxInvoiceSettings): TaxInvoiceProvider {
  const { linkId, secretKey, corpNum } = settings;
  if (!linkId || !secretKey || !corpNum) return manualTaxInvoiceProvider();
  return popbillTaxInvoiceProvider({ url: settings.url, authUrl: settings.authUrl, linkId, secretKey, corpNum });
}
