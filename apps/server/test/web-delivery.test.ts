import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, login, makeApp } from './harness';

/** A built web app in miniature: one hashed script with its .br/.gz twins, an unhashed file and index.html. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-web-dist-'));
const script = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(400))};\n`;
const asset = 'assets/index-Ab3dE_9x.js';
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, asset), script);
fs.writeFileSync(path.join(webDist, `${asset}.br`), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(webDist, `${asset}.gz`), zlib.gzipSync(script));
fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\n');
const indexHtml = `<!doctype html><html><head><script type="module" src="/${asset}"></script></head><body></body></html>`;
fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const ctx = await makeApp({ env: { WEB_DIST: webDist } });
const { app } = ctx;
const kim = await login(app, 'kim.sales', 'demo1234');
const admin = await login(app, 'admin', ADMIN_PASSWORD);
// Enough departments that their list answers run past the 1 kB compression threshold.
for (let i = 0; i < 30; i += 1) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/department',
    headers: admin.headers(),
    payload: { name: `압축 확인용 부서 ${i}` },
  });
  if (created.statusCode >= 300) throw new Error(`department: ${created.statusCode} ${created.body}`);
}

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

/** The body as text, whichever encoding the server chose. */
const text = (res: Awaited<ReturnType<typeof get>>) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.body;
};

describe('built assets: the precompressed twin the browser accepts', () => {
  it('sends the brotli twin to a browser that accepts br', async () => {
    const res = await get(`/${asset}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip twin to a browser that accepts only gzip', async () => {
    const res = await get(`/${asset}`, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is without Accept-Encoding or with identity', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get(`/${asset}`, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'] ?? 'identity').toBe('identity');
      expect(res.body).toBe(script);
    }
  });
});

describe('built assets: caching', () => {
  it('lets browsers keep a hashed asset for a year without revalidating', async () => {
    const res = await get(`/${asset}`, 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html, whether asked for by name or as a client route', async () => {
    for (const url of ['/index.html', '/login', '/admin/pr/item?page=2']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(text(res)).toContain(asset);
    }
  });

  it('does not mark unhashed files immutable', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['cache-control'])).not.toMatch(/immutable/);
  });
});

describe('API answers', () => {
  it('compresses a JSON answer over the threshold for a client that accepts gzip', async () => {
    const res = await get('/api/docs/json', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('compresses a signed-in JSON list with brotli when the browser accepts it', async () => {
    const res = await get('/api/department?size=100', 'gzip, deflate, br', admin.headers());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(text(res)) as { data: unknown };
    expect(body.data).toBeDefined();
  });

  it('leaves a tiny answer uncompressed', async () => {
    const res = await get('/api/health', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers /graphql compressed and intact', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: kim.headers({ 'accept-encoding': 'gzip' }),
      payload: { query: '{ getDepartmentSelectList { id name color isUsed } }' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(text(res))).toHaveProperty('data.getDepartmentSelectList');
  });

  it('sends an uploaded PDF as it is: already-compressed types are not compressed again', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(4096)]);
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'estimate.pdf');
    const up = await app.inject({ method: 'POST', url: '/api/file/single', headers: kim.headers(), payload: form });
    expect(up.statusCode).toBe(201);
    const id = up.json<{ data: { id: number } }>().data.id;
    const res = await get(`/api/file/${id}`, 'gzip, br', kim.headers());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });
});
