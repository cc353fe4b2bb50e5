import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okResponse } from '@scm/contract';
import { account } from '../src/db/schema';
import { registerErrorHandling } from '../src/platform/errors';
import { declareResponses } from '../src/platform/response-schemas';
import { ADMIN_PASSWORD, makeApp } from './harness';

/** Success answers that are not a JSON schema, each with its reason. Binary answers still declare a content type. */
const EXCEPTIONS: Record<string, string> = {
  'DELETE /api/stocks/{id}': 'never succeeds: a stock record goes only with its item, so it always answers 409',
};

/** A test-only route that reads the whole account row, password hash included, and declares only id and username. */
const LEAK_PROBE = '/api/test/account-probe';

const ctx = await makeApp({
  demo: false,
  beforeReady: (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      LEAK_PROBE,
      {
        config: { access: 'public' },
        schema: { hide: true, response: { 200: okResponse(z.object({ id: z.number(), username: z.string() })) } },
      },
      async () => {
        const [row] = await ctx.database.db.select().from(account).where(eq(account.username, 'admin'));
        return { data: row!, message: '' };
      },
    );
  },
});
const { app } = ctx;

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);

const successSchemaOf = (op: Operation) =>
  Object.entries(op.responses ?? {}).find(([status, r]) => /^2\d\d$/.test(status) && r.content)?.[1].content;

describe('declared responses', () => {
  it('documents every API route', () => {
    const documented = new Set(operations.map((o) => o.key));
    const undocumented = app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== LEAK_PROBE)
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((key) => !documented.has(key));
    expect(undocumented).toEqual([]);
  });

  it('gives every operation a response schema for its success, with a reason for each exception', () => {
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations
      .filter(({ key, op }) => !successSchemaOf(op) && !(key in EXCEPTIONS))
      .map(({ key }) => key);
    expect(missing, 'operations without a response schema for their success').toEqual([]);
    // An exception that got its schema (or lost its route) leaves the list.
    const stale = Object.keys(EXCEPTIONS).filter((key) => {
      const found = operations.find((o) => o.key === key);
      return !found || successSchemaOf(found.op);
    });
    expect(stale).toEqual([]);
  });

  it('declares the error shapes on every operation', () => {
    const withoutErrors = operations.filter(({ op }) => !op.responses?.['4XX']).map(({ key }) => key);
    expect(withoutErrors).toEqual([]);
  });

  it('describes binary answers by content type', () => {
    const stamp = successSchemaOf(doc.paths['/api/employee/stamp/{id}']!.get!);
    expect(Object.keys(stamp ?? {})).toContain('image/png');
    expect(successSchemaOf(doc.paths['/api/file/{id}']!.get!)).toEqual({
      '*/*': { schema: { type: 'string', format: 'binary' } },
    });
  });
});

describe('answers go out through their schema', () => {
  it('drops a field the schema does not declare, even when the query selected it', async () => {
    const res = await app.inject({ method: 'GET', url: LEAK_PROBE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: expect.any(Number), username: 'admin' }, message: '' });
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('$argon2');
  });

  it('drops undeclared fields from a real route too: a signed-in account never carries its hash', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD, rememberMe: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('$argon2');
    expect(Object.keys(res.json<{ data: object }>().data).sort()).toEqual(['account', 'csrf', 'jwt']);
  });
});

describe('an answer that does not match its schema', () => {
  /** A bare app with the same response handling as buildApp, logging into `lines`. */
  async function probeApp() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const probe = Fastify({ logger: { level: 'error', stream } }).withTypeProvider<ZodTypeProvider>();
    registerErrorHandling(probe);
    declareResponses(probe);
    probe.get(
      '/api/probe',
      { schema: { response: { 200: okResponse(z.object({ amount: z.number().int() })) } } },
      // A bug: the amount came back as text.
      async () => ({ data: { amount: '12' as unknown as number }, message: '' }),
    );
    await probe.ready();
    return { probe, lines };
  }

  it('is answered 500 with the Korean error body, and logged with the route and the issue', async () => {
    const { probe, lines } = await probeApp();
    const res = await probe.inject({ method: 'GET', url: '/api/probe' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ errorCode: 'INTERNAL', isAlert: true });
    expect(res.body).not.toContain('12');
    const logged = lines.find((l) => l.msg === 'answer does not match its response schema');
    expect(logged?.responseMismatch).toMatchObject({
      method: 'GET',
      url: '/api/probe',
      statusCode: 200,
      issues: [expect.objectContaining({ path: ['data', 'amount'] })],
    });
    await probe.close();
  });
});
