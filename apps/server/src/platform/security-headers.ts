import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Every header helmet sets for these options, worked out once. None of them depends on the request (no CSP nonces,
 * no directive computed per request), so the list is the same for every answer. @fastify/helmet built helmet's whole
 * middleware (options parsed, CSP rendered) anew in each request's two hooks, one of them async: about 4 µs of CPU per
 * request for the build alone, against 0.15 µs for setting the list (bench/README.md).
 */
export function securityHeadersOf(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const collect = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  // Helmet throws on options it refuses, when it is made; its middleware then only sets headers.
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Sends the security headers with every answer, and `Cache-Control: no-store` with every API answer; a route may
 * still replace one (the tracking page's sandbox CSP, a file's own caching).
 * They go among Fastify's own headers of the reply, not onto the raw response: Node then writes the head from one
 * object in a single pass, where headers already set on the raw response make it merge Fastify's into them one
 * `setHeader` at a time, each name and value checked twice (bench/README.md, the health check).
 */
export const securityHeadersPlugin = fp<{ options: HelmetOptions }>(async (app, { options }) => {
  const headers = Object.fromEntries(securityHeadersOf(options).map(([name, value]) => [name.toLowerCase(), value]));
  const dataHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isDataPath(request.url) ? dataHeaders : headers);
    done();
  });
});

/**
 * Answers of the API and /graphql carry orders, deposits and staff records: no browser or proxy keeps them
 * (`Cache-Control: no-store`) unless a route says otherwise (a file download revalidates with its ETag). The web
 * app's own files keep their caching (hashed assets for a year, index.html revalidated).
 */
export const isDataPath = (url: string) => /^\/(api|graphql)(?:[/?#]|$)/.test(url);
