import { createHash, createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An invoice the fake holds: its body as sent, its state code and approval number. */
export interface FakeIssuedInvoice {
  body: Record<string, unknown>;
  stateCode: number;
  ntsConfirmNum: string;
  cancelMemo?: string;
}

/**
 * A local stand-in for a Popbill-shaped issuing service, for tests and for trying issuing offline: the token service
 * and the API on one random port. It checks the HMAC signature with the secret key, refuses a document key used
 * twice and an amendment whose original approval number it never gave, and moves an invoice 304 (sending) → 305
 * (accepted) on the status read after issuing.
 */
export interface FakeTaxInvoiceService {
  url: string;
  invoices: Map<string, FakeIssuedInvoice>;
  /** Every request, as method and path. */
  requests: string[];
  /** 'ok' answers; 'down' answers HTTP 503; 'refuse' refuses every issue (code -11000001, a permanent refusal). */
  mode: 'ok' | 'down' | 'refuse';
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeTaxInvoiceService(linkId: string, secretKey: string): Promise<FakeTaxInvoiceService> {
  const state = { mode: 'ok' as FakeTaxInvoiceService['mode'], delayMs: 0 };
  const invoices = new Map<string, FakeIssuedInvoice>();
  const requests: string[] = [];
  const tokens = new Set<string>();
  let serial = 1;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const send = (status: number, body: object) =>
        setTimeout(() => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        }, state.delayMs);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      requests.push(`${req.method} ${path}`);
      if (state.mode === 'down') return send(503, { code: -99999999, message: '서비스 점검 중입니다.' });
      if (req.method === 'POST' && path === '/POPBILL/Token') {
        const date = String(req.headers['x-lh-date'] ?? '');
        const target = ['POST', createHash('sha256').update(raw).digest('base64'), date, '2.0', path].join('\n');
        const expected = createHmac('sha256', Buffer.from(secretKey, 'base64')).update(target).digest('base64');
        if (req.headers.authorization !== `LINKHUB ${linkId} ${expected}`)
          return send(403, { code: -99001001, message: '링크아이디 또는 비밀키가 올바르지 않습니다.' });
        const value = randomUUID();
        tokens.add(value);
        return send(200, { session_token: value, expiration: new Date(Date.now() + 3_600_000).toISOString() });
      }
      const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer)) return send(401, { code: -99003001, message: '인증 토큰이 유효하지 않습니다.' });
      const override = String(req.headers['x-http-method-override'] ?? '');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
      if (req.method === 'POST' && path === '/Taxinvoice' && override === 'ISSUE') {
        if (state.mode === 'refuse')
          return send(400, { code: -11000001, message: '공급받는자 사업자등록번호가 유효하지 않습니다.' });
        const key = text(body.invoicerMgtKey);
        if (invoices.has(key)) return send(400, { code: -11000010, message: '이미 사용 중인 문서번호입니다.' });
        if (body.modifyCode !== undefined) {
          const original = [...invoices.values()].find((i) => i.ntsConfirmNum === body.orgNTSConfirmNum);
          if (!original)
            return send(400, { code: -11000020, message: '원본 세금계산서의 국세청 승인번호가 없습니다.' });
        }
        const day = text(body.writeDate).padEnd(8, '0');
        const ntsConfirmNum = `${day}-41000000-${String(serial++).padStart(8, '0')}`;
        invoices.set(key, { body, stateCode: 304, ntsConfirmNum });
        return send(200, { code: 1, message: '발행 완료', ntsConfirmNum });
      }
      const match = /^\/Taxinvoice\/SELL\/(.+)$/.exec(path);
      const invoice = match ? invoices.get(decodeURIComponent(match[1]!)) : undefined;
      if (match && !invoice) return send(404, { code: -11000005, message: '해당 문서번호의 세금계산서가 없습니다.' });
      if (invoice && req.method === 'POST' && override === 'CANCELISSUE') {
        if (invoice.stateCode === 305)
          return send(400, {
            code: -11000030,
            message: '국세청에 전송된 세금계산서는 수정세금계산서로 바로잡아야 합니다.',
          });
        invoice.stateCode = 600;
        invoice.cancelMemo = text(body.memo);
        return send(200, { code: 1, message: '발행 취소' });
      }
      if (invoice && req.method === 'GET') {
        const answer = { stateCode: invoice.stateCode, ntsconfirmNum: invoice.ntsConfirmNum };
        if (invoice.stateCode === 304) invoice.stateCode = 305;
        return send(200, answer);
      }
      return send(404, { code: -99000000, message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    invoices,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value) {
      state.delayMs = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
