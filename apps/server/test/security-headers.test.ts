import { describe, expect, it } from 'vitest';
import { socketOrigins } from '../src/app';
import { makeApp } from './harness';

/** Served over plain HTTP on a shop's LAN (the default), and behind HTTPS at a configured public origin. */
const lan = await makeApp({ demo: false });
const https = await makeApp({
  demo: false,
  env: { SECURE_COOKIES: 'true', PUBLIC_ORIGIN: 'https://scm.example.com, http://10.0.0.5:3000' },
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
