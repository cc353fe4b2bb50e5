import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake knows: number (digits) → b_stt_cd ('01' 계속, '02' 휴업, '03' 폐업) and, for a closed one, end_dt. */
export type FakeBusinessRegistry = Record<string, { code: '01' | '02' | '03'; endDate?: string }>;

/**
 * A local stand-in for the NTS status service, for tests and for trying the check offline: `POST /status?serviceKey=`
 * on a random port, answering in the service's shape. Only the configured key is accepted (HTTP 401 otherwise); more
 * than 100 numbers is HTTP 413 like the real service's limit.
 */
export interface FakeBusinessStatusService {
  url: string;
  /** The numbers of each call, in order. */
  calls: string[][];
  /** 'ok' answers; 'down' answers HTTP 503; 'garbled' answers a body that is not the service's JSON. */
  mode: 'ok' | 'down' | 'garbled';
  delayMs: number;
  close(): Promise<void>;
}

const sttOf = { '01': '계속사업자', '02': '휴업자', '03': '폐업자' } as const;

export async function startFakeBusinessStatusService(
  serviceKey: string,
  registry: FakeBusinessRegistry,
): Promise<FakeBusinessStatusService> {
  const state = { mode: 'ok' as FakeBusinessStatusService['mode'], delayMs: 0 };
  const calls: string[][] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const send = (status: number, body: object | string) =>
        setTimeout(() => {
          res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
          res.end(typeof body === 'string' ? body : JSON.stringify(body));
        }, state.delayMs);
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method !== 'POST' || url.pathname !== '/status') return send(404, 'not found');
      if (state.mode === 'down') return send(503, 'down');
      if (url.searchParams.get('serviceKey') !== serviceKey)
        return send(401, { code: -4, msg: '등록되지 않은 인증키' });
      let numbers: string[];
      try {
        numbers = (JSON.parse(raw) as { b_no: string[] }).b_no;
      } catch {
        return send(400, { code: -1, msg: 'BAD_JSON_REQUEST' });
      }
      calls.push(numbers);
      if (numbers.length > 100) return send(413, { code: -7, msg: 'REQUEST_DATA_MALFORMED' });
      if (state.mode === 'garbled') return send(200, '<html>점검 중</html>');
      const data = numbers.map((b_no) => {
        const known = registry[b_no];
        if (!known)
          return {
            b_no,
            b_stt: '',
            b_stt_cd: '',
            tax_type: '국세청에 등록되지 않은 사업자등록번호입니다.',
            end_dt: '',
          };
        return {
          b_no,
          b_stt: sttOf[known.code],
          b_stt_cd: known.code,
          tax_type: '부가가치세 일반과세자',
          end_dt: known.endDate ?? '',
        };
      });
      return send(200, { request_cnt: numbers.length, match_cnt: data.length, status_code: 'OK', data });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/status`,
    calls,
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
