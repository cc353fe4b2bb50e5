import type { Db } from '../../db/client';
import {
  createBusinessStatusProvider,
  type BusinessStatusProvider,
  type BusinessStatusSettings,
} from '../../platform/adapters/business-status';
import {
  createTaxInvoiceProvider,
  type TaxInvoiceProvider,
  type TaxInvoiceSettings,
} from '../../platform/adapters/tax-invoice';

/**
 * The issuing service and the 휴폐업 lookup of this server, set once when the routes are registered (from the
 * config's TAX_INVOICE_* and BUSINESS_STATUS_*), with the shared database: the per-order invoice recorded when a
 * delivery completes is sent after that transaction commits, on the shared database, by whoever completed it.
 * The issuing client needs the shop's 사업자등록번호, read from 회사 기본 정보 at the time of each issue.
 */
export interface TaxInvoiceWiring {
  db: Db;
  taxInvoice: Omit<TaxInvoiceSettings, 'corpNum'>;
  businessStatus: BusinessStatusSettings;
}

let wiring: TaxInvoiceWiring | null = null;
let statusProvider: BusinessStatusProvider | null = null;
const clients = new Map<string, TaxInvoiceProvider>();

export function wireTaxInvoices(w: TaxInvoiceWiring) {
  wiring = w;
  statusProvider = createBusinessStatusProvider(w.businessStatus);
  clients.clear();
}

export const wiredDb = () => wiring?.db ?? null;

/** The issuing client for the shop's number (the offline default "발행 대기 (수동)" without link id and key). */
export function taxInvoiceProvider(corpNum: string): TaxInvoiceProvider {
  const key = corpNum || '-';
  let client = clients.get(key);
  if (!client) {
    client = createTaxInvoiceProvider({
      url: wiring?.taxInvoice.url ?? '',
      authUrl: wiring?.taxInvoice.authUrl ?? '',
      linkId: wiring?.taxInvoice.linkId ?? null,
      secretKey: wiring?.taxInvoice.secretKey ?? null,
      corpNum: corpNum || null,
    });
    clients.set(key, client);
  }
  return client;
}

/** Whether a service is configured (link id and key; the shop's number comes from basic info). */
export const issuingConfigured = () => !!(wiring?.taxInvoice.linkId && wiring.taxInvoice.secretKey);

export const businessStatusProvider = (): BusinessStatusProvider =>
  statusProvider ?? createBusinessStatusProvider({ url: '', serviceKey: null });
