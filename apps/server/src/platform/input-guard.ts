import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@scm/contract';
import { fieldError } from './errors';

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * The path of the first string (value or key) holding a NUL character in parsed JSON, a query or path params,
 * or undefined. Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findNulPath(root: unknown): string | undefined {
  // Each entry links to its parent, so a deep body costs one entry per value, not a copied path per level.
  interface Entry {
    value: unknown;
    key?: string;
    parent?: Entry;
  }
  const pathOf = (entry: Entry | undefined, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let e = entry; e?.key !== undefined; e = e.parent) keys.push(e.key);
    return keys.reverse().join('.') || '_';
  };
  const stack: Entry[] = [{ value: root }];
  while (stack.length) {
    const entry = stack.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(entry);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, key: String(i), parent: entry }));
    } else if (isPlainObject(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) return pathOf(entry, k.replaceAll('\u0000', ''));
        stack.push({ value: v, key: k, parent: entry });
      }
    }
  }
  return undefined;
}

/**
 * A safety net under the contract's text rules: PostgreSQL text cannot hold NUL, so a request carrying one in
 * its path, query or JSON body is refused as a field error before any route (or a schema that forgot) sees it.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  // The callback form: an async hook would cost every request a promise and a microtask turn.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNulPath(part);
      if (path !== undefined) return done(fieldError(path, MSG.forbiddenCharacter));
    }
    done();
  });
}
