/*
 * Input fuzzing over the app's own route table (fast-check, fixed seed): every write route gets bodies that are
 * invalid by construction (and, where it takes no JSON body, malformed multipart and bad path ids); every GET
 * with a query string gets hostile query strings; /graphql gets broken documents and content types.
 * A 5xx fails, and so does any change to the database: an invalid call must answer 4xx and touch nothing.
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run --project server test/input-fuzz.test.ts
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as contract from '@scm/contract';
import { makeApp, type Agent } from './harness';
import {
  anyBody,
  BAD_IDS,
  badId,
  badMultipart,
  impossibleDate,
  invalidBody,
  nastyText,
  queryValue,
  withNul,
  type JsonSchema,
} from './fuzz-values';
import {
  apiRoutes,
  databaseChecksum,
  fillPath,
  isWrite,
  pathParams,
  sessionOf,
  type DeclaredRoute,
} from './route-table';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** FUZZ_SCALE=10 for a deeper run by hand; CI keeps the default (about a minute and a half on PGlite). */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const RUNS = {
  write: 20 * SCALE,
  multipart: 12 * SCALE,
  list: 20 * SCALE,

  graphql: 40 * SCALE,
};

const ctx = await makeApp();
const { app } = ctx;
const admin = await sessionOf(ctx, 'admin');
const customer = await sessionOf(ctx, 'hanbit');
/** Customer-only routes are fuzzed as a customer (admin would stop at 403); everything else as admin. */
const agentFor = (route: DeclaredRoute): Agent | undefined =>
  route.access === 'customer' ? customer : route.access === 'public' ? undefined : admin;

const { checksum, changedTables } = await databaseChecksum(ctx);

// The OpenAPI document generated from the zod contract gives each route's body and query schema.
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
const openapi = app.swagger() as { paths: Record<string, Record<string, Operation>> };
const operationOf = (route: DeclaredRoute): Operation =>
  openapi.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] ?? {};
const bodySchema = (op: Operation) => op.requestBody?.content['application/json']?.schema;
const querySchema = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'query');

interface Call {
  kind: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}
const send = (route: DeclaredRoute, call: Call) =>
  app.inject({
    method: route.method as 'GET',
    url: call.url,
    headers: { ...(agentFor(route)?.headers() ?? {}), ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload as string }),
  });

const queryString = (entries: [string, string | string[]][]) =>
  entries.flatMap(([k, v]) => [v].flat().map((one) => `${encodeURIComponent(k)}=${encodeURIComponent(one)}`)).join('&');

// Every list's search and date filters, read from the contract, so a hostile keyword or date gets past the filter check.
const filterKeys = (suffix: string) => [
  'all',
  ...Object.entries(contract)
    .filter(([name]) => name.endsWith(suffix))
    .flatMap(([, filters]) => Object.keys(filters as object)),
];
const TARGETED: Record<string, fc.Arbitrary<string>> = {
  searchFilter: fc.constantFrom(...filterKeys('_SEARCH_FILTERS')),
  searchKeyword: fc.oneof(withNul, nastyText, fc.constant('%_\\')),
  dateFilter: fc.constantFrom(...filterKeys('_DATE_FILTERS')),
  startDate: fc.oneof(impossibleDate, fc.constant('2026-01-01')),
  endDate: fc.oneof(impossibleDate, fc.constant('2026-12-31')),
};

/** Query strings for a route: its declared parameters with hostile values, sometimes with unknown ones too. */
const queryArb = (op: Operation) => {
  const params = querySchema(op);
  const known = params.map((p) => fc.option(queryValue(p.schema), { nil: undefined }).map((v) => [p.name, v] as const));
  // Only the search and date parameters, each hostile or plausible, so the rest of the query does not stop them early.
  const targeted = params
    .filter((p) => TARGETED[p.name])
    .map((p) => fc.option(TARGETED[p.name]!, { nil: undefined, freq: 4 }).map((v) => [p.name, v] as const));
  const unknown = fc.array(fc.tuple(nastyText, fc.oneof(nastyText, withNul)), { maxLength: 2 });
  const present = (e: readonly (readonly [string, string | string[] | undefined])[]) =>
    e.filter((x): x is [string, string | string[]] => x[1] !== undefined);
  return fc.oneof(
    fc.tuple(...targeted).map((t) => queryString(present(t))),
    fc.tuple(fc.tuple(...known), unknown).map(([k, u]) => queryString([...present(k), ...u])),
  );
};

/**
 * Every message the answer carries for the client (errorMessage, each field's defaultMessage). They must be Korean:
 * an English word of four letters or more is zod's or Fastify's default leaking (e.g. "Too big: expected number to
 * be <=9999"). Literal tokens a client must send are allowed: placeholders like {customer}, date and colour patterns,
 * SMS/LMS/byte, asc/desc, true/false, file extensions (.xlsx, .csv).
 */
const messagesOf = (body: string): string[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const record = parsed as Record<string, unknown>;
  if (typeof record.errorMessage === 'string') return [record.errorMessage];
  return Object.values(record).flatMap((v) =>
    v && typeof v === 'object' && typeof (v as { defaultMessage?: unknown }).defaultMessage === 'string'
      ? [(v as { defaultMessage: string }).defaultMessage]
      : [],
  );
};
const ALLOWED_LATIN =
  /\{[A-Za-z]+\}|YYYY(?:-MM(?:-DD)?)?|#RRGGBB|\b(?:SMS|LMS|byte|asc|desc|true|false)\b|\.(?:xlsx|csv|pdf|png|jpe?g)\b/g;
const englishIn = (message: string) => message.replace(ALLOWED_LATIN, '').match(/[A-Za-z]{4,}/)?.[0];

let last: Map<string, string> | undefined;
/** What one fuzz call must satisfy; returns why it failed, or undefined. */
const judge = async (route: DeclaredRoute, call: Call, mustRefuse: boolean) => {
  // The database as the previous call left it (checked then), so one checksum per call.
  const before = last ?? (await checksum());
  last = undefined;
  const res = await send(route, call);
  const after = await checksum();
  const changed = changedTables(before, after);
  if (!changed.length) last = after;
  const what = `${route.method} ${call.url} [${call.kind}] → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) return `5xx: ${what}`;
  if (mustRefuse && res.statusCode < 400) return `accepted an invalid call: ${what}`;
  if (changed.length) return `changed ${changed.join(', ')}: ${what}`;
  const english = messagesOf(res.body).find((m) => englishIn(m));
  if (english !== undefined) return `English message "${english}": ${what}`;
  // GraphQL answers resolver failures inside a 200.
  if (res.body.includes('"INTERNAL"')) return `internal error: ${what}`;
  return undefined;
};

const check = async (arb: fc.Arbitrary<Call>, route: DeclaredRoute, numRuns: number, mustRefuse: boolean) => {
  await fc.assert(
    fc.asyncProperty(arb, async (call) => {
      const failure = await judge(route, call, mustRefuse);
      if (failure) throw new Error(failure);
    }),
    { numRuns, seed: SEED, endOnFailure: true },
  );
};

/** Every bad id in turn (not a sample: each spelling is its own way in). */
const refusesBadIds = async (route: DeclaredRoute) => {
  if (!pathParams(route.url).length) return;
  for (const id of BAD_IDS) {
    const failure = await judge(route, { kind: 'bad id', url: route.url.replace(/:\w+/g, id) }, true);
    if (failure) throw new Error(failure);
  }
};

// Signing out would end the fuzzing session; the session routes themselves take no body worth fuzzing.
const SKIP = new Set([`POST ${contract.API_AUTH.logout}`]);
const routes = apiRoutes(ctx).filter((r) => !SKIP.has(`${r.method} ${r.url}`) && r.url !== '/graphql');
const writes = routes.filter((r) => isWrite(r.method));
const lists = routes.filter((r) => r.method === 'GET' && querySchema(operationOf(r)).length > 0);
const withIds = routes.filter((r) => r.method === 'GET' && pathParams(r.url).length > 0);

describe('input fuzz: write routes', () => {
  it.each(writes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', { timeout: 60_000 }, async (_name, route) => {
    const op = operationOf(route);
    const schema = bodySchema(op);
    const query = querySchema(op).length ? queryArb(op) : fc.constant('');
    if (schema) {
      // A real id in the path, so the broken body is what must be refused.
      const url = fillPath(route.url, () => 1);
      // A body the route lets the client leave out (a plain button press: the schema is nullable) is no body when it
      // is JSON null.
      const optional = (schema as { nullable?: boolean }).nullable === true;
      const broken = invalidBody(schema).filter((m) => !(optional && m.body === null));
      const arb = fc.tuple(broken, query).map(([m, q]) => ({
        kind: m.kind,
        url: q ? `${url}?${q}` : url,
        payload: JSON.stringify(m.body),
        headers: { 'content-type': 'application/json' },
      }));
      await check(arb, route, RUNS.write, true);
      return;
    }
    // No JSON schema (multipart uploads, id-only actions): every bad id, then any body, then malformed multipart.
    const params = pathParams(route.url);
    await refusesBadIds(route);
    const url = params.length ? badId.map((id) => route.url.replace(/:\w+/g, id)) : fc.constant(route.url);
    const json = fc.tuple(url, anyBody, query).map(([u, m, q]) => ({
      kind: m.kind,
      url: q ? `${u}?${q}` : u,
      payload: JSON.stringify(m.body),
      headers: { 'content-type': 'application/json' },
    }));
    await check(json, route, RUNS.write, params.length > 0);
    if (route.method === 'POST' || route.method === 'PUT') {
      const multipart = fc.tuple(url, badMultipart).map(([u, m]) => ({
        kind: m.kind,
        url: u,
        payload: m.body as unknown as string,
        headers: { 'content-type': m.contentType },
      }));
      // Routes that never read a multipart body may answer 200; none may fail or store anything.
      await check(multipart, route, RUNS.multipart, false);
    }
  });
});

describe('input fuzz: lists and reads', () => {
  it.each(lists.map((r) => [r.url, r] as const))('GET %s?…', { timeout: 60_000 }, async (_name, route) => {
    const url = fillPath(route.url, () => 1);
    const arb = queryArb(operationOf(route)).map((q) => ({ kind: 'query', url: `${url}?${q}` }));
    await check(arb, route, RUNS.list, false);
  });

  it('GET routes with a bad id in the path answer 4xx', { timeout: 60_000 }, async () => {
    for (const route of withIds) await refusesBadIds(route);
  });
});

describe('messages a client can provoke are Korean', () => {
  const cases: [string, string, string, unknown?][] = [
    ['a page size over the limit', 'GET', `${contract.API_SMS_OUTBOX}?size=100000`],
    ['a page that is not a number', 'GET', `${contract.API_SMS_OUTBOX}?page=abc`],
    ['a department id that is not a number', 'GET', `${contract.API_WORK_ORDER}?departmentId=abc`],
    ['a body of the wrong top-level type', 'PUT', contract.API_SMS, []],
    ['a list where an object belongs', 'PUT', contract.API_SMS, { templates: 'x' }],
    ['wrong types and an unknown key inside', 'PUT', contract.API_SMS, { templates: [{ type: 1 }, null], x: 1 }],
  ];
  it.each(cases)('%s', async (_name, method, url, payload) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: admin.headers(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.statusCode).toBe(400);
    const messages = messagesOf(res.body);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => englishIn(m))).toEqual([]);
    expect(messages.every((m) => /[가-힣]/.test(m))).toBe(true);
  });
});

describe('input fuzz: /graphql', () => {
  const graphql = apiRoutes(ctx).find((r) => r.method === 'POST' && r.url === '/graphql')!;
  const document = fc.oneof(
    nastyText,
    withNul.map((s) => `{ getCode(codeName: ${JSON.stringify(s)}) { id } }`),
    fc.constantFrom(
      '{ getCode { id } }',
      '{ __schema { types { name } } }',
      'query {',
      '{ nope }',
      '{ getCode(codeName: 1) }',
    ),
    fc
      .integer({ min: 1, max: 400 })
      .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`),
  );
  it(
    'answers broken documents, variables and content types without a 5xx or an internal error',
    { timeout: 60_000 },
    async () => {
      const arb = fc.oneof(
        fc.tuple(document, fc.jsonValue({ maxDepth: 2 })).map(([query, variables]) => ({
          kind: 'json',
          url: '/graphql',
          payload: JSON.stringify({ query, variables }),
          headers: { 'content-type': 'application/json' },
        })),
        document.map((query) => ({
          kind: 'application/graphql',
          url: '/graphql',
          payload: query,
          headers: { 'content-type': 'application/graphql' },
        })),
        fc.jsonValue({ maxDepth: 3 }).map((body) => ({
          kind: 'any body',
          url: '/graphql',
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        })),
      );
      await check(arb, graphql, RUNS.graphql, false);
      const viaGet = document.map((query) => ({ kind: 'GET', url: `/graphql?query=${encodeURIComponent(query)}` }));
      await check(viaGet, { ...graphql, method: 'GET' }, RUNS.graphql / 2, false);
    },
  );
});
