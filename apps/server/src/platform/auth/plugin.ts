import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, ROLE_ADMIN, SESSION_COOKIE, canAccessArea, type MenuArea } from '@scm/contract';
import { AppError, forbidden, unauthorized } from '../errors';
import type { AuthorityResolver, Principal } from './context';
import { PRINCIPALS_CHANGED_CHANNEL, SessionCheck, changesPrincipals, type CheckedSession } from './session-check';
import { SESSION_ENDED_CHANNEL, SessionStore, REMEMBER_ME_DAYS, parseSessionsEnded } from './sessions';
import { purgeThrottle } from './login-throttle';

/** Who may call a route. Every /api route must say (`access`, or `area` for a staff menu route). */
export type Access = 'public' | 'authenticated' | 'employee' | 'customer';

/** A registered route and the access it declares: the route × role matrix and the input fuzz tests walk these. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  area?: MenuArea;
  authority?: string;
}

const guarded = (url: string) => url.startsWith('/api/') || url === '/graphql';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** An authority the employee must hold (ROLE_ADMIN holds all). */
    authority?: string;
    /** The admin menu area a staff route belongs to: GET needs <AREA>_READ, writes need <AREA>_WRITE. */
    area?: MenuArea;
    /** false for the session calls themselves (login, logged-in check, logout). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    sessionId: number | null;
    viaCookie: boolean;
    csrfToken: string | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /** The signed-in principal or a 401. */
    requirePrincipal(request: FastifyRequest): Principal;
    startSession(reply: FastifyReply, accountId: number, rememberMe: boolean): Promise<{ token: string; csrf: string }>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    authorityResolver: { current?: AuthorityResolver };
    /** Drops every cached principal on every process (after a write to permissions, employees, names…). */
    principalsChanged(): Promise<void>;
    /** Every /api route (and /graphql) registered after the auth plugin, with its declared access. */
    routeTable: DeclaredRoute[];
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

export function readToken(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return { token: cookie, viaCookie: true };
  return undefined;
}

export const authPlugin = fp<{ sessionSecret: string; secureCookies: boolean }>(async (app, opts) => {
  const sessions = new SessionStore(app.db, opts.sessionSecret);
  app.decorate('sessions', sessions);
  const sessionCheck = new SessionCheck(app.db, sessions, () => app.authorityResolver.current);
  app.decorate('principalsChanged', async () => {
    sessionCheck.dropAll();
    await app.database.notify(PRINCIPALS_CHANGED_CHANNEL, '');
  });
  // Other processes' sign-outs, password changes, resignations and permission changes reach this one here.
  const stopListening = await Promise.all([
    app.database.listen(SESSION_ENDED_CHANNEL, (payload) => sessionCheck.dropSessions(parseSessionsEnded(payload))),
    app.database.listen(PRINCIPALS_CHANGED_CHANNEL, () => sessionCheck.dropAll()),
  ]);
  const routeTable: DeclaredRoute[] = [];
  app.decorate('routeTable', routeTable);
  // A route that forgets to say who may call it is a start-up error, not a silent staff-only default.
  const undeclared: string[] = [];
  // Expired sessions are useless rows: drop them at start-up and every hour.
  const purge = () =>
    Promise.all([sessions.purgeExpired(), purgeThrottle(app.db)]).catch((err: unknown) =>
      app.log.warn({ err }, 'session purge failed'),
    );
  const purgeTimer = setInterval(() => void purge(), 3_600_000);
  purgeTimer.unref();
  app.addHook('onReady', async () => {
    if (undeclared.length) {
      throw new Error(`Routes without config.access or config.area (who may call them?):\n${undeclared.join('\n')}`);
    }
    await purge();
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await Promise.all(stopListening.map((stop) => stop()));
  });
  app.decorate('authorityResolver', {});
  app.addHook('onRoute', (route) => {
    if (!guarded(route.url)) return;
    const { access, area, authority } = route.config ?? {};
    // HEAD routes are Fastify's copies of GET routes.
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (!access && !area) {
      undeclared.push(...methods.map((m) => `${m} ${route.url}`));
      return;
    }
    for (const method of methods)
      routeTable.push({ method, url: route.url, access: access ?? 'employee', area, authority });
  });
  app.decorateRequest('principal', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('viaCookie', false);
  app.decorateRequest('csrfToken', null);

  app.decorate('requirePrincipal', (request: FastifyRequest) => {
    if (!request.principal) throw unauthorized();
    return request.principal;
  });

  app.decorate('startSession', async (reply: FastifyReply, accountId: number, rememberMe: boolean) => {
    const s = await sessions.create(accountId, rememberMe);
    reply.setCookie(SESSION_COOKIE, s.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      // Without rememberMe the cookie lives for the browser session only.
      ...(rememberMe ? { maxAge: REMEMBER_ME_DAYS * 86_400 } : {}),
    });
    return { token: s.token, csrf: s.csrfToken };
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const t = readToken(request);
    if (t) {
      await sessions.destroy(t.token);
      sessionCheck.dropToken(t.token);
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  });

  // These hooks run on every request, so they take Fastify's callback form: an async hook costs each request a
  // promise and a microtask turn even when it has nothing to wait for (an anonymous call, a read).
  app.addHook('onRequest', (request, _reply, done) => {
    const t = readToken(request);
    if (!t) return done();
    const signIn = (s: CheckedSession | undefined) => {
      if (!s) return;
      request.principal = s.principal;
      request.sessionId = s.id;
      request.viaCookie = t.viaCookie;
      request.csrfToken = s.csrfToken;
    };
    const known = sessionCheck.fresh(t.token);
    if (known) {
      signIn(known);
      return done();
    }
    sessionCheck.check(t.token).then((s) => {
      signIn(s);
      done();
    }, done);
  });

  // After the write committed and before its answer leaves: the next request, here or on another process, sees it.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (!UNSAFE.has(request.method) || reply.statusCode >= 400 || !changesPrincipals(request.routeOptions.url ?? ''))
      return done();
    // The write stands even if the notice fails; other processes then catch up within SESSION_CACHE_MS.
    app
      .principalsChanged()
      .catch((err: unknown) => request.log.warn({ err }, 'principals-changed notice failed'))
      .then(() => done(), done);
  });

  // preValidation: who may ask is settled before the body is judged (401/403 before 400).
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkAccess(request);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
});

/** Throws the 401 or 403 for a request its principal may not make; public and non-API routes pass. */
function checkAccess(request: FastifyRequest) {
  const route = request.routeOptions;
  if (!guarded(route.url ?? '')) return;
  const config = route.config;
  // A browser sends the cookie by itself, so cookie-authenticated writes must prove they came from our page.
  if (request.viaCookie && UNSAFE.has(request.method) && config.csrf !== false) {
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !safeEqual(sent, request.csrfToken ?? '')) throw new AppError(403, 'CSRF_INVALID');
  }
  const access: Access = config.access ?? 'employee';
  if (access === 'public') return;
  const p = request.principal;
  if (!p) throw unauthorized();
  if (access === 'employee' && p.userType !== 'employee') throw forbidden();
  if (access === 'customer' && p.userType !== 'customer') throw forbidden();
  if (config.authority && !p.authorities.includes(ROLE_ADMIN) && !p.authorities.includes(config.authority)) {
    throw forbidden();
  }
  if (config.area && !canAccessArea(p.authorities, config.area, !SAFE.has(request.method))) throw forbidden();
}
