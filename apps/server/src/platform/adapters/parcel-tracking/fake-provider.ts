import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the 스마트택배 provider, for tests and for trying the embedded tracking page without a
 * key: /api/v1/companylist and /tracking/5 on a random local port. Only the configured key is accepted.
 */
export interface FakeTrackingProvider {
  baseUrl: string;
  /** Every path asked for, query included. */
  requests: string[];
  /** While true, every call answers HTTP 503. */
  down: boolean;
  close(): Promise<void>;
}

export const FAKE_PROVIDER_CARRIERS = [
  { Code: '04', Name: 'CJ대한통운', International: 'false' },
  { Code: '99', Name: '가짜국제특송', International: 'true' },
  { Code: '77', Name: '테스트택배', International: false },
];

/** The fake tracking page: names the carrier and invoice, repeats the key (which our server must cut out). */
export const fakeTrackingPage = (key: string, code: string, invoice: string) =>
  `<!doctype html><html><head><title>배송조회</title><link rel="stylesheet" href="css/track.css"></head>` +
  `<body><h1>배송조회 ${code} ${invoice}</h1><form><input type="hidden" name="t_key" value="${key}"></form>` +
  `<p>간선상차 · 배송출발</p></body></html>`;

export async function startFakeTrackingProvider(key: string): Promise<FakeTrackingProvider> {
  const state = { down: false };
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
      res.end(body);
    };
    if (state.down) return send(503, 'text/plain', 'down');
    if (url.searchParams.get('t_key') !== key) {
      return send(200, 'application/json', JSON.stringify({ status: false, code: '104', msg: 'invalid key' }));
    }
    if (url.pathname === '/api/v1/companylist') {
      return send(200, 'application/json', JSON.stringify({ Company: FAKE_PROVIDER_CARRIERS }));
    }
    if (url.pathname === '/tracking/5') {
      const page = fakeTrackingPage(key, url.searchParams.get('t_code') ?? '', url.searchParams.get('t_invoice') ?? '');
      return send(200, 'text/html', page);
    }
    return send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
