import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  TAX_INVOICE_TIMEOUT_MS,
  type TaxInvoiceDocument,
  type TaxInvoiceProvider,
  type TaxInvoiceState,
  type TaxInvoiceStatusResult,
} from './provider';

export interface PopbillSettings {
  /** The service's API base (https://popbill.linkhub.co.kr) unless pointed at the local fake. */
  url: string;
  /** The token service's base (https://auth.linkhub.co.kr). */
  authUrl: string;
  linkId: string;
  /** The secret key, base64 as the service hands it out. */
  secretKey: string;
  /** The shop's 사업자등록번호 (10 digits): the member the calls act for. */
  corpNum: string;
  timeoutMs?: number;
}

const API_VERSION = '2.0';

/** Answers carry { code, message }; code 1 is success, negative codes are refusals with a Korean message. */
const AnswerSchema = z.object({
  code: z.number(),
  message: z.string().optional().default(''),
  ntsConfirmNum: z.string().optional(),
});
const TokenSchema = z.object({ session_token: z.string(), expiration: z.string() });
const InfoSchema = z.object({ stateCode: z.number(), ntsconfirmNum: z.string().nullish() });

const compactDay = (isoDay: string) => isoDay.replaceAll('-', '');
const digits = (s: string) => s.replace(/\D/g, '');

/** The document in the service's Taxinvoice object: string amounts, yyyyMMdd dates, Korean enum words. */
export function popbillTaxinvoiceOf(doc: TaxInvoiceDocument) {
  return {
    writeDate: compactDay(doc.writeDate),
    chargeDirection: '정과금',
    issueType: '정발행',
    purposeType: doc.purpose === 'RECEIPT' ? '영수' : '청구',
    taxType: '과세',
    invoicerCorpNum: digits(doc.invoicer.corpNum),
    invoicerMgtKey: doc.documentKey,
    invoicerCorpName: doc.invoicer.corpName,
    invoicerCEOName: doc.invoicer.ceoName,
    invoicerAddr: doc.invoicer.address,
    invoicerBizType: doc.invoicer.bizType,
    invoicerBizClass: doc.invoicer.bizClass,
    invoicerEmail: doc.invoicer.email,
    invoiceeType: '사업자',
    invoiceeCorpNum: digits(doc.invoicee.corpNum),
    invoiceeCorpName: doc.invoicee.corpName,
    invoiceeCEOName: doc.invoicee.ceoName,
    invoiceeAddr: doc.invoicee.address,
    invoiceeBizType: doc.invoicee.bizType,
    invoiceeBizClass: doc.invoicee.bizClass,
    invoiceeEmail1: doc.invoicee.email,
    supplyCostTotal: String(doc.supplyTotal),
    taxTotal: String(doc.taxTotal),
    totalAmount: String(doc.total),
    remark1: doc.remark,
    detailList: doc.items.map((item, i) => ({
      serialNum: i + 1,
      purchaseDT: compactDay(item.date),
      itemName: item.name,
      spec: item.spec,
      qty: item.qty === null ? '' : String(item.qty),
      unitCost: item.unitCost === null ? '' : String(item.unitCost),
      supplyCost: String(item.supplyCost),
      tax: String(item.tax),
      remark: item.remark,
    })),
    ...(doc.amendment
      ? { modifyCode: doc.amendment.code, orgNTSConfirmNum: doc.amendment.originalApprovalNumber }
      : {}),
  };
}

/** The service's state codes: 3xx issued (304 sending, 305 sent and accepted, 306 failed), 6xx cancelled. */
export function stateOfCode(code: number): TaxInvoiceState {
  if (code >= 600) return 'CANCELLED';
  if (code === 304) return 'NTS_SENDING';
  if (code === 305) return 'NTS_ACCEPTED';
  if (code === 306) return 'NTS_FAILED';
  return 'ISSUED';
}

type Call = { ok: true; body: unknown } | { ok: false; retry: boolean; answer: string };

/**
 * An issuing service with Popbill's REST shape: a session token from the token service (HMAC-signed with the
 * secret key, cached until it expires), then `POST /Taxinvoice` (override ISSUE: register and issue at once),
 * `POST /Taxinvoice/SELL/{key}` (override CANCELISSUE) and `GET /Taxinvoice/SELL/{key}` (state and 국세청 승인번호).
 * Tested against the local fake (`fake-provider.ts`) only; another service (바로빌) only needs another provider.
 */
export function popbillTaxInvoiceProvider(settings: PopbillSettings): TaxInvoiceProvider {
  const timeout = settings.timeoutMs ?? TAX_INVOICE_TIMEOUT_MS;
  let token: { value: string; until: number } | null = null;

  async function request(url: string, init: RequestInit): Promise<Call> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      return {
        ok: false,
        retry: true,
        answer: timedOut ? '발행 서비스가 응답하지 않습니다.' : '발행 서비스에 연결하지 못했습니다.',
      };
    }
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, retry: true, answer: `발행 서비스의 응답을 읽지 못했습니다 (HTTP ${res.status}).` };
    }
    if (res.ok) return { ok: true, body };
    const refusal = AnswerSchema.safeParse(body);
    const retry = res.status >= 500 || res.status === 429;
    return {
      ok: false,
      retry,
      answer: refusal.success
        ? `[${refusal.data.code}] ${refusal.data.message}`
        : `발행 서비스 오류 (HTTP ${res.status})`,
    };
  }

  async function sessionToken(): Promise<{ ok: true; token: string } | { ok: false; retry: boolean; answer: string }> {
    if (token && token.until > Date.now() + 60_000) return { ok: true, token: token.value };
    const uri = '/POPBILL/Token';
    const body = JSON.stringify({ access_id: digits(settings.corpNum), scope: ['member', '110'] });
    const date = new Date().toISOString();
    const target = ['POST', createHash('sha256').update(body).digest('base64'), date, API_VERSION, uri].join('\n');
    const signature = createHmac('sha256', Buffer.from(settings.secretKey, 'base64')).update(target).digest('base64');
    const call = await request(`${settings.authUrl}${uri}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-lh-date': date,
        'x-lh-version': API_VERSION,
        authorization: `LINKHUB ${settings.linkId} ${signature}`,
      },
      body,
    });
    if (!call.ok) return call;
    const parsed = TokenSchema.safeParse(call.body);
    if (!parsed.success) return { ok: false, retry: true, answer: '발행 서비스의 인증 응답을 읽지 못했습니다.' };
    token = { value: parsed.data.session_token, until: Date.parse(parsed.data.expiration) || Date.now() + 600_000 };
    return { ok: true, token: token.value };
  }

  async function authorized(path: string, init: RequestInit & { override?: string }): Promise<Call> {
    const session = await sessionToken();
    if (!session.ok) return session;
    const headers: Record<string, string> = {
      authorization: `Bearer ${session.token}`,
      'x-pb-version': '1.0',
      accept: 'application/json',
    };
    if (init.body) headers['content-type'] = 'application/json; charset=utf-8';
    if (init.override) headers['x-http-method-override'] = init.override;
    const call = await request(`${settings.url}${path}`, { method: init.method, body: init.body, headers });
    // A token the service no longer knows: forget it, so the next call signs in again.
    if (!call.ok && !call.retry && call.answer.startsWith('[-99')) token = null;
    return call;
  }

  const keyPath = (key: string) => `/Taxinvoice/SELL/${encodeURIComponent(key)}`;

  return {
    configured: true,
    name: '팝빌',
    async issue(doc) {
      const call = await authorized('/Taxinvoice', {
        method: 'POST',
        override: 'ISSUE',
        body: JSON.stringify(popbillTaxinvoiceOf(doc)),
      });
      if (!call.ok) return { issued: false, manual: false, retry: call.retry, answer: call.answer };
      const answer = AnswerSchema.safeParse(call.body);
      if (!answer.success)
        return { issued: false, manual: false, retry: true, answer: '발행 서비스의 응답을 읽지 못했습니다.' };
      if (answer.data.code !== 1)
        return { issued: false, manual: false, retry: false, answer: `[${answer.data.code}] ${answer.data.message}` };
      return {
        issued: true,
        approvalNumber: answer.data.ntsConfirmNum ?? null,
        answer: answer.data.message || '발행 완료',
      };
    },
    async cancel(documentKey, memo) {
      const call = await authorized(keyPath(documentKey), {
        method: 'POST',
        override: 'CANCELISSUE',
        body: JSON.stringify({ memo }),
      });
      if (!call.ok) return { cancelled: false, retry: call.retry, answer: call.answer };
      const answer = AnswerSchema.safeParse(call.body);
      return answer.success && answer.data.code === 1
        ? { cancelled: true, answer: answer.data.message || '발행 취소' }
        : { cancelled: false, retry: false, answer: '발행 서비스가 취소를 받아들이지 않았습니다.' };
    },
    async status(documentKey): Promise<TaxInvoiceStatusResult> {
      const call = await authorized(keyPath(documentKey), { method: 'GET' });
      if (!call.ok) return { known: false, retry: call.retry, answer: call.answer };
      const info = InfoSchema.safeParse(call.body);
      if (!info.success) return { known: false, retry: true, answer: '발행 서비스의 응답을 읽지 못했습니다.' };
      const state = stateOfCode(info.data.stateCode);
      return {
        known: true,
        state,
        approvalNumber: info.data.ntsconfirmNum || null,
        answer: String(info.data.stateCode),
      };
    },
  };
}
