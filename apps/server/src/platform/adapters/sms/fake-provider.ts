import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received, as form fields. */
export type FakeSmsRequest = Record<string, string>;

/**
 * A local stand-in for the Aligo send API, for tests and for trying the sender without an account: POST /send/ on a
 * random local port, answering like Aligo. Only the configured key is accepted (result_code -101 otherwise).
 */
export interface FakeSmsProvider {
  url: string;
  requests: FakeSmsRequest[];
  /** 'ok' answers result_code 1; 'down' answers HTTP 503; 'refuse' answers result_code -201 (a permanent refusal). */
  mode: 'ok' | 'down' | 'refuse';
  /** Milliseconds each answer waits (to overlap two senders in a test). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeSmsProvider(key: string): Promise<FakeSmsProvider> {
  const state: { mode: FakeSmsProvider['mode']; delayMs: number } = { mode: 'ok', delayMs: 0 };
  const requests: FakeSmsRequest[] = [];
  let nextId = 1000;
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
      const fields = Object.fromEntries(new URLSearchParams(raw));
      requests.push(fields);
      if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://fake').pathname !== '/send/')
        return send(404, 'not found');
      if (state.mode === 'down') return send(503, 'down');
      if (fields.key !== key) return send(200, { result_code: -101, message: '인증오류입니다.' });
      if (state.mode === 'refuse') return send(200, { result_code: -201, message: '잔액이 부족합니다.' });
      return send(200, {
        result_code: '1',
        message: 'success',
        msg_id: String(nextId++),
        success_cnt: 1,
        error_cnt: 0,
        msg_type: fields.msg_type,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send/`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(value: FakeSmsProvider['mode']) {
      state.mode = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
