import { describe, expect, it } from 'vitest';
import { engine, makeApp } from './harness';

const { app } = await makeApp({ demo: false });

describe('platform endpoints', () => {
  it('answers health with the database engine, without signing in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'UP', database: engine }, message: '' });
  });

  it('serves the OpenAPI document publicly, generated from the zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe('인쇄 SCM API');
    expect(doc.paths['/api/department']).toBeDefined();
    expect(doc.paths['/api/authentication/login'].post.requestBody).toBeDefined();
  });

  it('answers an unknown API route with the Korean error body, not the web page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'ROUTE_NOT_FOUND', errorMessage: '요청한 주소를 찾을 수 없습니다.' });
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
