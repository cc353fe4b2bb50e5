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
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path.join('.') || '_';
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, path: [...path, String(i)] }));
    } else if (isPlainObject(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) return [...path, k.replaceAll('\u0000', '')].join('.') || '_';
        stack.push({ value: v, path: [...path, k] });
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
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNulPath(part);
      if (path !== undefined) throw fieldError(path, MSG.forbiddenCharacter);
    }
  });
}
