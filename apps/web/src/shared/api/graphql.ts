import { request } from './client';

/**
 * Runs one of the server's GraphQL select queries through the shared client (session, CSRF, loading counter).
 * GraphQL answers { data, errors? }; a resolver error has no data worth showing, so it becomes a failure.
 */
export async function selectQuery<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const result = await request<T>('/graphql', { method: 'POST', body: { query, variables }, silent: true });
  const errors: unknown = (result as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.length > 0) throw new Error('select query failed');
  return result.data;
}
