import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { session } from '../src/db/schema';
import { ADMIN_PASSWORD, engine, login, makeApp } from './harness';

const ctx = await makeApp({ demo: false });
/** The same app configured for running behind HTTPS. */
const secure = await makeApp({ demo: false, env: { SECURE_COOKIES: 'true' } });
const { app } = ctx;
const db = ctx.database.db;

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
    // Served over plain HTTP (SECURE_COOKIES unset), the page must not ask the browser to switch to HTTPS.
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('asks browsers to upgrade insecure requests only when the app runs behind HTTPS', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('database housekeeping', () => {
  it("runs the database session in the shop's time zone, so date casts agree with 'today'", async () => {
    const res = await db.execute(sql`select current_setting('TimeZone') as tz`);
    const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { tz: string }[];
    expect(rows[0]!.tz).toBe('Asia/Seoul');
  });

  it('drops expired sessions and keeps live ones', async () => {
    const agent = await login(app, 'admin', ADMIN_PASSWORD);
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${session.id} > 0`);
    const live = await login(app, 'admin', ADMIN_PASSWORD);
    await app.sessions.purgeExpired();
    const left = await db.select().from(session);
    expect(left).toHaveLength(1);
    expect(
      (await app.inject({ method: 'POST', url: '/api/authentication/check_logged_in', headers: agent.headers() }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/authentication/check_logged_in', headers: live.headers() }))
        .statusCode,
    ).toBe(200);
  });
});
