/*
 * The route × role matrix, generated from the app's own route table: every /api route and every GraphQL Query
 * field is called as anonymous, customer A, customer B, an employee with no permission group, an employee with
 * every read authority and no write, and admin, and the status is compared with the access the route declares.
 * A route added later is covered without a new line here; a route that declares no access stops the app at
 * start-up (auth plugin) and a Query field whose resolver is not wrapped in forEmployees/forSignedIn fails below.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_CUSTOMER_TRADE_STATEMENT,
  API_AUTH,
  API_CUSTOMER_ORDER,
  API_CUSTOMER_QUOTE,
  API_FILE,
  API_MY_SHOPBAG_ORDER,
  API_PARCEL_TRACKING,
  API_PRICE_CATALOG,
  API_CUSTOMER_PROOF,
  API_PROOF,
  API_PROOF_PAGE,
  type PriceCatalog,
} from '@scm/contract';
import { delivery, notice, notificationMessage, printingOrder, storedFile, workOrder } from '../src/db/schema';
import { declaredQueryAccess, forEmployees, forSignedIn } from '../src/platform/graphql/access';
import { makeApp, type Agent } from './harness';
import {
  ROLES,
  apiRoutes,
  databaseChecksum,
  expectedFor,
  fillPath,
  isWrite,
  pathParams,
  queryFields,
  roleAgents,
  sessionOf,
  type DeclaredRoute,
  type Expected,
  type Role,
} from './route-table';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const { agents, usernames, authorities } = await roleAgents(ctx);
const routes = apiRoutes(ctx);

/** An id no table reaches: writes use it so admin's calls touch nothing (they must answer 404/400, never 500). */
const MISSING_ID = 999_999;

const whoAmI = async (agent: Agent) => {
  const res = await app.inject({ method: 'POST', url: API_AUTH.checkLoggedIn, headers: agent.headers() });
  const acc = res.json<{
    data: { account: { employee: number | null; userInfo: { customer: { id: number } | null } } };
  }>().data.account;
  return { employeeId: acc.employee, customerId: acc.userInfo.customer?.id ?? null };
};

// A 1×1 PNG: a real image, so content checks on uploads accept it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const uploadAs = async (agent: Agent, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), `${name}.png`);
  const res = await app.inject({ method: 'POST', url: `${API_FILE}/single`, headers: agent.headers(), payload: form });
  if (res.statusCode !== 201) throw new Error(`upload as ${name}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
};

type SignedIn = Exclude<Role, 'anonymous'>;
const signedIn = ROLES.filter((r): r is SignedIn => r !== 'anonymous');
const own: Record<SignedIn, { employeeId: number | null; customerId: number | null; fileId: number }> = {} as never;
for (const role of signedIn) {
  own[role] = { ...(await whoAmI(agents[role])), fileId: await uploadAs(agents[role], role) };
}

/**
 * Reads of a caller's own record take the caller's id (so "allowed" means allowed, not "not yours");
 * every other id is 1 for reads and a missing id for writes, so no demo row is changed or deleted.
 */
const OWN_ID: Record<string, (role: SignedIn) => number | null> = {
  '/api/mypage/:id': (role) => own[role].employeeId,
  '/api/my/mypage/:id': (role) => own[role].customerId,
  [`${API_FILE}/:id`]: (role) => own[role].fileId,
};
const paramFor = (route: DeclaredRoute, role: Role) => (name: string) => {
  if (isWrite(route.method)) return MISSING_ID;
  if (name !== 'id') return 1;
  return (role !== 'anonymous' && OWN_ID[route.url]?.(role)) || 1;
};

const call = async (route: DeclaredRoute, role: Role) => {
  let agent = role === 'anonymous' ? undefined : agents[role];
  // Signing out would end the session the rest of the matrix uses: sign out a second session instead.
  if (agent && route.url === API_AUTH.logout) agent = await sessionOf(ctx, usernames[role as SignedIn]);
  const url = fillPath(route.url, paramFor(route, role));
  return app.inject({ method: route.method as 'GET', url, headers: agent?.headers() ?? {} });
};

const verdict = (status: number, expected: Expected) => {
  if (status >= 500) return false;
  if (expected === 'allowed') return status !== 401 && status !== 403;
  return status === expected;
};

describe('route × role matrix', () => {
  it('reads the route table: every /api route is there with a declared access', () => {
    expect(routes.length).toBeGreaterThan(100);
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain(`GET ${API_FILE}/:id`);
    expect(urls).toContain('POST /graphql');
    expect(urls).toContain('GET /api/docs/json');
    for (const r of routes) expect(['public', 'authenticated', 'employee', 'customer']).toContain(r.access);
  });

  it('refuses to start an app with an /api route that declares no access, naming it', async () => {
    const { buildApp } = await import('../src/app');
    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    other.get('/api/forgot-to-say', async () => 'open?');
    other.get('/api/said-so', { config: { area: 'COMMON' } }, async () => 'staff');
    await expect(other.ready()).rejects.toThrow(/GET \/api\/forgot-to-say$/m);
    await other.close().catch(() => undefined);
  });

  // Reads first, then writes (all aimed at missing ids or with empty bodies), so the order never matters.
  const ordered = [...routes].sort((a, b) => Number(isWrite(a.method)) - Number(isWrite(b.method)));

  it('answers every route as its declared access says, for every role', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    const seen = { allowed: 0, 401: 0, 403: 0 };
    const { checksum, changedTables } = await databaseChecksum(ctx);
    const before = await checksum();
    for (const route of ordered) {
      for (const role of ROLES) {
        const expected = expectedFor(route, role, authorities[role]);
        seen[expected]++;
        const res = await call(route, role);
        if (!verdict(res.statusCode, expected)) {
          wrong.push(
            `${role} ${route.method} ${route.url} → ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    // Empty bodies and missing ids: no call of the matrix may have written anything.
    expect(changedTables(before, await checksum())).toEqual([]);
    // Every kind of answer was asked for (the roles really differ).
    expect(seen.allowed).toBeGreaterThan(100);
    expect(seen[401]).toBeGreaterThan(100);
    expect(seen[403]).toBeGreaterThan(100);
  });

  it('every GraphQL query field declares who may run it, and answers accordingly', async () => {
    // The wrappers are what declares: a bare resolver has no access on record.
    expect(declaredQueryAccess(forEmployees(async () => 1))).toBe('employee');
    expect(declaredQueryAccess(forSignedIn(async () => 1))).toBe('authenticated');
    expect(declaredQueryAccess(async () => 1)).toBeUndefined();
    const fields = queryFields(ctx);
    expect(fields.length).toBeGreaterThan(0);
    const undeclared = fields.filter((f) => !f.access).map((f) => f.name);
    // Wrap each resolver in forEmployees or forSignedIn (platform/graphql/access.ts).
    expect(undeclared).toEqual([]);
    const wrong: string[] = [];
    for (const field of fields) {
      for (const role of ROLES) {
        const customer = role === 'customerA' || role === 'customerB';
        const expected: Expected =
          role === 'anonymous' ? 401 : customer && field.access === 'employee' ? 403 : 'allowed';
        const headers = role === 'anonymous' ? {} : agents[role].headers();
        const res = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: field.source } });
        const body = res.json<{ errors?: { message: string }[] }>();
        const ok = expected === 'allowed' ? res.statusCode === 200 && !body.errors : res.statusCode === expected;
        if (!ok)
          wrong.push(`${role} ${field.name} → ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("customer A cannot reach customer B's records", () => {
  const a = agents.customerA;
  const b = agents.customerB;
  const send = (agent: Agent, method: string, url: string) =>
    app.inject({ method: method as 'GET', url, headers: agent.headers() });
  const refused = (status: number) => status === 403 || status === 404;
  /** A leaflet in the buyer's words, on the first published paper and a size it is cut to. */
  const leafletBody = async (agent: Agent) => {
    const catalog = (await send(agent, 'GET', API_PRICE_CATALOG)).json<{ data: PriceCatalog }>().data;
    const paper = catalog.papers[0]!;
    const size = catalog.sizes.find((x) => x.parentSheets.includes(paper.parentSheet))!.size;
    return {
      workType: 'LEAFLET',
      finishedSize: size,
      paperId: paper.id,
      sides: 'DOUBLE',
      color: 'COLOR',
      quantity: 10,
    };
  };

  it('covers every customer-open route that takes an id', () => {
    // A new customer route with an id needs its ownership case below.
    const covered = [
      'GET /api/my/mypage/:id',
      `GET ${API_FILE}/:id`,
      `DELETE ${API_FILE}/:id`,
      // Its ownership case is in preflight.test.ts (another customer's file: the same 404 as the file itself).
      `GET ${API_FILE}/:id/preflight`,
      'PATCH /api/notification_message/:id',
      'GET /api/customer/notice/:id',
      `GET ${API_CUSTOMER_ORDER}/:id`,
      `POST ${API_CUSTOMER_ORDER}/:id/cancel`,
      `GET ${API_MY_SHOPBAG_ORDER}/:id`,
      `GET ${API_CUSTOMER_QUOTE}/:id`,
      `GET ${API_CUSTOMER_QUOTE}/:id/pdf`,
      `POST ${API_CUSTOMER_QUOTE}/:id/order`,
      `GET ${API_CUSTOMER_PROOF}/order/:id`,
      `GET ${API_CUSTOMER_TRADE_STATEMENT}/order/:id/pdf`,
      `GET ${API_PROOF_PAGE}/:id`,
    ];
    const customerOpen = routes
      .filter((r) => (r.access === 'customer' || r.access === 'authenticated') && pathParams(r.url).length > 0)
      .map((r) => `${r.method} ${r.url}`);
    expect(customerOpen.filter((r) => !covered.includes(r))).toEqual([]);
  });

  it("bag orders: A reads a bag it holds a slot in (without B's name), not one it holds none in", async () => {
    // Demo bags: A (한빛출판) and B (서울카페) hold positions in the first; only 그린마트 in the second.
    const bagId = async (name: string) =>
      (await db.select({ id: printingOrder.id }).from(printingOrder).where(eq(printingOrder.productName, name)))[0]!.id;
    const shared = await bagId('성수동 상가 연합 쇼핑백');
    const neither = await bagId('분당 카페거리 쇼핑백');
    const mine = await send(a, 'GET', `${API_MY_SHOPBAG_ORDER}/${shared}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('서울카페');
    expect(refused((await send(a, 'GET', `${API_MY_SHOPBAG_ORDER}/${neither}`)).statusCode)).toBe(true);
    expect(refused((await send(b, 'GET', `${API_MY_SHOPBAG_ORDER}/${neither}`)).statusCode)).toBe(true);
    const listed = async (agent: Agent) =>
      (await send(agent, 'GET', `${API_MY_SHOPBAG_ORDER}?size=100`))
        .json<{ data: { content: { id: number }[] } }>()
        .data.content.map((o) => o.id);
    expect(await listed(a)).toContain(shared);
    expect(await listed(a)).not.toContain(neither);
    expect(await listed(b)).not.toContain(neither);
  });

  it('my page: A reads its own, not B', async () => {
    expect((await send(a, 'GET', `/api/my/mypage/${own.customerA.customerId}`)).statusCode).toBe(200);
    const res = await send(a, 'GET', `/api/my/mypage/${own.customerB.customerId}`);
    expect(refused(res.statusCode)).toBe(true);
  });

  it("files: A reads its own file, cannot read or delete B's", async () => {
    expect((await send(a, 'GET', `${API_FILE}/${own.customerA.fileId}`)).statusCode).toBe(200);
    expect(refused((await send(a, 'GET', `${API_FILE}/${own.customerB.fileId}`)).statusCode)).toBe(true);
    expect(refused((await send(a, 'DELETE', `${API_FILE}/${own.customerB.fileId}`)).statusCode)).toBe(true);
    expect(await db.select().from(storedFile).where(eq(storedFile.id, own.customerB.fileId))).toHaveLength(1);
    expect((await send(b, 'GET', `${API_FILE}/${own.customerB.fileId}`)).statusCode).toBe(200);
  });

  it("notifications: A sees and checks only its own, never B's", async () => {
    const [mine] = await app.notify([a.accountId], { content: '에이 고객 알림', status: 'CREATED' });
    const [theirs] = await app.notify([b.accountId], { content: '비 고객 알림', status: 'CREATED' });
    const list = await send(a, 'GET', '/api/notification_message?size=100');
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ data: { content: { id: number }[] } }>().data.content.map((n) => n.id);
    expect(ids).toContain(mine!.id);
    expect(ids).not.toContain(theirs!.id);
    expect(refused((await send(a, 'PATCH', `/api/notification_message/${theirs!.id}?checked=true`)).statusCode)).toBe(
      true,
    );
    const [row] = await db.select().from(notificationMessage).where(eq(notificationMessage.id, theirs!.id));
    expect(row!.isChecked).toBe(false);
    expect((await send(a, 'PATCH', `/api/notification_message/${mine!.id}?checked=true`)).statusCode).toBe(200);
  });

  it('printing orders: A reads and lists its own order, never B’s', async () => {
    const place = async (agent: Agent) => {
      const res = await app.inject({
        method: 'POST',
        url: API_CUSTOMER_ORDER,
        headers: agent.headers(),
        payload: {
          productName: '격리 시험 전단',
          ...(await leafletBody(agent)),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { id: number } }>().data.id;
    };
    const [mine, theirs] = [await place(a), await place(b)];
    expect((await send(a, 'GET', `${API_CUSTOMER_ORDER}/${mine}`)).statusCode).toBe(200);
    expect((await send(a, 'GET', `${API_CUSTOMER_ORDER}/${theirs}`)).statusCode).toBe(404);
    // 거래명세서: its own order's, never B's.
    expect((await send(a, 'GET', `${API_CUSTOMER_TRADE_STATEMENT}/order/${mine}/pdf`)).statusCode).toBe(200);
    expect((await send(a, 'GET', `${API_CUSTOMER_TRADE_STATEMENT}/order/${theirs}/pdf`)).statusCode).toBe(404);
    const cancelTheirs = await app.inject({
      method: 'POST',
      url: `${API_CUSTOMER_ORDER}/${theirs}/cancel`,
      headers: a.headers(),
      payload: { reason: '남의 주문' },
    });
    expect(cancelTheirs.statusCode).toBe(404);
    const list = await send(a, 'GET', `${API_CUSTOMER_ORDER}?size=100`);
    const ids = list.json<{ data: { content: { id: number }[] } }>().data.content.map((o) => o.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
  });

  it('quotes: A reads, prints and orders its own quote, never B’s', async () => {
    const quote = async (agent: Agent) => {
      const { quantity, ...words } = await leafletBody(agent);
      const res = await app.inject({
        method: 'POST',
        url: API_CUSTOMER_QUOTE,
        headers: agent.headers(),
        payload: { productName: '격리 시험 견적', ...words, quantity },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { id: number } }>().data.id;
    };
    const [mine, theirs] = [await quote(a), await quote(b)];
    expect((await send(a, 'GET', `${API_CUSTOMER_QUOTE}/${mine}`)).statusCode).toBe(200);
    expect((await send(a, 'GET', `${API_CUSTOMER_QUOTE}/${mine}/pdf`)).statusCode).toBe(200);
    expect((await send(a, 'GET', `${API_CUSTOMER_QUOTE}/${theirs}`)).statusCode).toBe(404);
    expect((await send(a, 'GET', `${API_CUSTOMER_QUOTE}/${theirs}/pdf`)).statusCode).toBe(404);
    const orderTheirs = await app.inject({
      method: 'POST',
      url: `${API_CUSTOMER_QUOTE}/${theirs}/order`,
      headers: a.headers(),
      payload: {},
    });
    expect(orderTheirs.statusCode).toBe(404);
    const list = await send(a, 'GET', `${API_CUSTOMER_QUOTE}?size=100`);
    const ids = list.json<{ data: { content: { id: number }[] } }>().data.content.map((q) => q.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
  });

  it("parcel tracking: A tracks its own order's parcel, never B's (as if it did not exist)", async () => {
    const shipped = async (agent: Agent, invoice: string) => {
      const res = await app.inject({
        method: 'POST',
        url: API_CUSTOMER_ORDER,
        headers: agent.headers(),
        payload: {
          productName: '격리 배송 전단',
          ...(await leafletBody(agent)),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [job] = await db
        .select({ id: workOrder.id })
        .from(workOrder)
        .where(eq(workOrder.orderId, res.json<{ data: { id: number } }>().data.id));
      await db
        .insert(delivery)
        .values({ workOrderId: job!.id, status: 'SHIPPING', deliveryCompanyCode: '04', invoice });
    };
    await shipped(a, '700000000001');
    await shipped(b, '700000000002');
    const track = (invoice: string) => `${API_PARCEL_TRACKING.tracking}?carrierCode=04&invoice=${invoice}`;
    expect((await send(a, 'GET', track('700000000001'))).statusCode).toBe(200);
    expect((await send(a, 'GET', track('700000000002'))).statusCode).toBe(404);
    expect((await send(a, 'GET', track('700000000009'))).statusCode).toBe(404);
    expect((await send(b, 'GET', track('700000000002'))).statusCode).toBe(200);
    const page = `${API_PARCEL_TRACKING.trackingPage}?carrierCode=04&invoice=700000000002`;
    expect((await send(a, 'GET', page)).statusCode).toBe(404);
    expect((await send(agents.admin, 'GET', track('700000000002'))).statusCode).toBe(200);
  });

  it("proofs: A reads its own order's proof and pages, never B's (as if they did not exist)", async () => {
    const created = await app.inject({
      method: 'POST',
      url: API_CUSTOMER_ORDER,
      headers: a.headers(),
      payload: { productName: '시안 격리 전단', ...(await leafletBody(a)) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json<{ data: { id: number } }>().data.id;
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
    const up = await app.inject({
      method: 'POST',
      url: `${API_FILE}/single`,
      headers: agents.admin.headers(),
      payload: form,
    });
    const fileId = up.json<{ data: { id: number } }>().data.id;
    const version = await app.inject({
      method: 'POST',
      url: `${API_PROOF}/version`,
      headers: agents.admin.headers(),
      payload: { orderId, fileIds: [fileId] },
    });
    expect(version.statusCode, version.body).toBe(201);
    expect((await send(a, 'GET', `${API_CUSTOMER_PROOF}/order/${orderId}`)).statusCode).toBe(200);
    expect((await send(a, 'GET', `${API_PROOF_PAGE}/${fileId}`)).statusCode).toBe(200);
    expect((await send(b, 'GET', `${API_CUSTOMER_PROOF}/order/${orderId}`)).statusCode).toBe(404);
    expect((await send(b, 'GET', `${API_PROOF_PAGE}/${fileId}`)).statusCode).toBe(404);
  });

  it('notice board: customers read notices in force only, never a hidden one', async () => {
    const [hidden] = await db
      .insert(notice)
      .values({ title: '숨김 공지', comment: '내용', startDate: '2000-01-01', endDate: '2999-12-31', isUsed: false })
      .returning();
    const [shown] = await db
      .insert(notice)
      .values({ title: '게시 공지', comment: '내용', startDate: '2000-01-01', endDate: '2999-12-31' })
      .returning();
    expect((await send(a, 'GET', `/api/customer/notice/${shown!.id}`)).statusCode).toBe(200);
    expect((await send(a, 'GET', `/api/customer/notice/${hidden!.id}`)).statusCode).toBe(404);
  });
});
