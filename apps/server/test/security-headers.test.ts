import { describe, expect, it } from 'vitest';
import { API_DEPOSIT, API_EMPLOYEE, API_ORDER, API_PUBLIC_CONFIG, API_SMS, type PublicConfig } from '@scm/contract';
import { scriptOrigins, socketOrigins } from '../src/app';
import { DEFAULT_POSTCODE_SCRIPT_URL, loadConfig } from '../src/config';
import { isDataPath, securityHeadersOf } from '../src/platform/security-headers';
import { ADMIN_PASSWORD, login, makeApp } from './harness';

/** Served over plain HTTP on a shop's LAN (the default), and behind HTTPS at a configured public origin. */
const lan = await makeApp({ demo: false });
const https = await makeApp({
  demo: false,
  env: { SECURE_COOKIES: 'true', PUBLIC_ORIGIN: 'https://scm.example.com, http://10.0.0.5:3000' },
});

const off = await makeApp({ demo: false, env: { POSTCODE_SCRIPT_URL: '' } });
const own = await makeApp({
  demo: false,
  env: { POSTCODE_SCRIPT_URL: 'https://maps.example.kr/postcode/loader.js' },
});

const headersOf = async (ctx: typeof lan) => (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers;
const connectSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('connect-src'))
    ?.split(/\s+/)
    .slice(1);

describe('content security policy: where the page may connect', () => {
  it('names only our own origin, not any ws: or wss: host', async () => {
    expect(connectSrc((await headersOf(lan))['content-security-policy'])).toEqual(["'self'"]);
  });

  it('adds each configured public origin and its WebSocket form', async () => {
    expect(connectSrc((await headersOf(https))['content-security-policy'])).toEqual([
      "'self'",
      'https://scm.example.com',
      'wss://scm.example.com',
      'http://10.0.0.5:3000',
      'ws://10.0.0.5:3000',
    ]);
  });

  it('skips a configured origin that is not an http(s) address', () => {
    expect(socketOrigins(['not a url', 'ftp://files.example.com', 'https://a.example.com/path'])).toEqual([
      'https://a.example.com',
      'wss://a.example.com',
    ]);
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP, where it would lock browsers out of the LAN address', async () => {
    expect((await headersOf(lan))['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the app runs behind HTTPS (SECURE_COOKIES)', async () => {
    expect((await headersOf(https))['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('content security policy: the postcode search script', () => {
  const directive = (csp: unknown, name: string) =>
    String(csp)
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `))
      ?.split(/\s+/)
      .slice(1);
  const configOf = async (ctx: typeof lan) =>
    (await ctx.app.inject({ method: 'GET', url: API_PUBLIC_CONFIG })).json<{ data: PublicConfig }>().data;

  it("allows by default exactly the Kakao/Daum script's origin, and tells the web its address", async () => {
    expect(directive((await headersOf(lan))['content-security-policy'], 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://t1.daumcdn.net',
    ]);
    expect(await configOf(lan)).toEqual({ postcodeScriptUrl: DEFAULT_POSTCODE_SCRIPT_URL });
  });

  it('allows a configured script’s origin only, and no other script host', async () => {
    expect(directive((await headersOf(own))['content-security-policy'], 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://maps.example.kr',
    ]);
    expect(await configOf(own)).toEqual({ postcodeScriptUrl: 'https://maps.example.kr/postcode/loader.js' });
  });

  it('allows no external script when switched off (a shop LAN without internet), and says so to the web', async () => {
    expect(directive((await headersOf(off))['content-security-policy'], 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
    ]);
    expect(await configOf(off)).toEqual({ postcodeScriptUrl: null });
  });

  it('frames our own pages (the tracking page copy) and https pages (the postcode search)', async () => {
    expect(directive((await headersOf(off))['content-security-policy'], 'frame-src')).toEqual(["'self'", 'https:']);
  });

  it('refuses a postcode script address that is not http(s)', () => {
    expect(() => loadConfig({ POSTCODE_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/POSTCODE_SCRIPT_URL/);
    expect(scriptOrigins('not a url')).toEqual([]);
  });
});

describe('the security headers, worked out once', () => {
  it("sends on every answer each header helmet's middleware sets", async () => {
    const headers = await headersOf(lan);
    expect(headers).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    // Not only a route's own answer: a 404 gets them as well.
    const notFound = await lan.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(notFound.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lists the headers of these options, and refuses options helmet refuses', () => {
    const names = securityHeadersOf({ strictTransportSecurity: false }).map(([name]) => name.toLowerCase());
    expect(names).toContain('content-security-policy');
    expect(names).not.toContain('strict-transport-security');
    expect(() =>
      securityHeadersOf({ contentSecurityPolicy: { directives: { 'default-src': ["'self'", 'bad value;'] } } }),
    ).toThrow();
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on every /api and /graphql answer, read or write, found or not, signed in or not', async () => {
    const agent = await login(lan.app, 'admin', ADMIN_PASSWORD);
    const answers = await Promise.all([
      lan.app.inject({ method: 'GET', url: '/api/health' }),
      lan.app.inject({ method: 'GET', url: API_ORDER, headers: agent.headers() }),
      lan.app.inject({ method: 'GET', url: API_DEPOSIT, headers: agent.headers() }),
      lan.app.inject({ method: 'GET', url: API_EMPLOYEE, headers: agent.headers() }),
      lan.app.inject({ method: 'GET', url: API_ORDER }),
      lan.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      lan.app.inject({ method: 'PUT', url: API_SMS, headers: agent.headers(), payload: [] }),
      lan.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } }),
    ]);
    for (const res of answers)
      expect([res.statusCode, res.headers['cache-control']]).toEqual([res.statusCode, 'no-store']);
  });

  it('tells data paths from the web app and its assets', () => {
    for (const url of ['/api', '/api/', '/api/orders?page=1', '/api?x', '/graphql', '/graphql?query=1'])
      expect(isDataPath(url)).toBe(true);
    for (const url of ['/', '/index.html', '/assets/index-abc123.js', '/apiary', '/admin/orders', '/graphqlx'])
      expect(isDataPath(url)).toBe(false);
  });
});
