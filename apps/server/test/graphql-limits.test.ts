import { describe, expect, it } from 'vitest';
import { ERRORS, MSG } from '@scm/contract';
import { GRAPHQL_LIMITS } from '../src/platform/graphql/query-cost';
import { employeeWithoutGroups, login, makeApp, type Agent } from './harness';

/*
 * Defects 4 (application/graphql) and 5 (one costly query stalls the server) of issue 8: /graphql refuses a costly,
 * malformed or schema-probing request at once, before any resolver runs, in Korean.
 */
const ctx = await makeApp();
const { app } = ctx;
const kim = await login(app, 'kim.sales', 'demo1234');
const hanbit = await login(app, 'hanbit', 'demo1234');
const { agent: nobody } = await employeeWithoutGroups(ctx, 'gql.nobody');

let resolverCalls = 0;
// Counts how often a select list resolves: a refused query must not reach it.
const original = app.graphql.schema.getQueryType()!.getFields().getDepartmentSelectList!;
const originalResolve = original.resolve!;
original.resolve = (...args) => {
  resolverCalls++;
  return originalResolve(...args);
};

const post = (agent: Agent, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: agent.headers(headers),
    payload: payload as string,
  });
const query = (agent: Agent, source: string, variables?: Record<string, unknown>) =>
  post(agent, { query: source, ...(variables ? { variables } : {}) });

const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: getDepartmentSelectList { id name color isUsed }`).join(' ')} }`;

describe('costly queries', () => {
  it('refuses 2,000 aliases (95 KB) from an employee without permissions at once, running no resolver', async () => {
    const source = aliases(2000);
    expect(source.length).toBeGreaterThan(90_000);
    resolverCalls = 0;
    const started = Date.now();
    const res = await query(nobody, source);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, errors: [{ message: ERRORS.GRAPHQL_TOO_COMPLEX }] });
    expect(resolverCalls).toBe(0);
  });

  it('refuses more aliases or root fields than the limit even in a small body', async () => {
    resolverCalls = 0;
    const tooMany = await query(kim, aliases(GRAPHQL_LIMITS.maxAliases + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toBe(ERRORS.GRAPHQL_TOO_COMPLEX);
    const roots = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxRootFields + 1 }, () => '__typename').join(' ')} }`;
    expect((await query(kim, roots)).statusCode).toBe(400);
    expect(resolverCalls).toBe(0);
  });

  it('counts fields through fragments, so nesting spreads cannot multiply the work', async () => {
    const source = `
      query { ...F4 }
      fragment F0 on Department { id name color isUsed }
      fragment F1 on Department { ...F0 ...F0 ...F0 ...F0 }
      fragment F2 on Query { getDepartmentSelectList { ...F1 ...F1 ...F1 ...F1 } }
      fragment F3 on Query { ...F2 ...F2 ...F2 ...F2 }
      fragment F4 on Query { ...F3 ...F3 ...F3 ...F3 }`;
    resolverCalls = 0;
    const res = await query(kim, source);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(ERRORS.GRAPHQL_TOO_COMPLEX);
    expect(resolverCalls).toBe(0);
  });

  it('refuses a query of too many tokens', async () => {
    const source = `{ getDepartmentSelectList { ${'id '.repeat(GRAPHQL_LIMITS.maxTokens)} } }`;
    const res = await query(kim, source);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(ERRORS.GRAPHQL_TOO_COMPLEX);
  });

  it("keeps the web's select queries working", async () => {
    const code = await query(kim, 'query($codeName: String!) { getCode(codeName: $codeName) { id name isUsed } }', {
      codeName: 'position',
    });
    expect(code.statusCode).toBe(200);
    expect(code.json().data.getCode.length).toBeGreaterThan(0);
    const both = await query(kim, '{ getCode(codeName: "position") { id } getDepartmentSelectList { id name } }');
    expect(both.statusCode).toBe(200);
    expect(both.json().errors).toBeUndefined();
  });
});

describe('request shape', () => {
  it('answers application/graphql: a query runs, anything else is a Korean 400 (never an internal error)', async () => {
    const ok = await post(kim, '{ getDepartmentSelectList { id } }', { 'content-type': 'application/graphql' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.getDepartmentSelectList.length).toBeGreaterThan(0);
    for (const body of ['{"query":"{ getDepartmentSelectList { id } }"}', '', '{ broken']) {
      const res = await post(kim, body, { 'content-type': 'application/graphql' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toMatch(/GraphQL/);
      expect(res.body).not.toContain('INTERNAL');
    }
  });

  it('never runs a JSON syntax tree sent in place of a query', async () => {
    resolverCalls = 0;
    const ast = JSON.stringify({
      kind: 'Document',
      definitions: [
        {
          kind: 'OperationDefinition',
          operation: 'query',
          selectionSet: {
            kind: 'SelectionSet',
            selections: [{ kind: 'Field', name: { kind: 'Name', value: 'getDepartmentSelectList' } }],
          },
        },
      ],
    });
    const res = await query(kim, ast);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toContain('문법');
    expect(resolverCalls).toBe(0);
  });

  it('answers an unknown content type or a body over the limit with a Korean 400', async () => {
    const xml = await post(kim, '<query/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(400);
    expect(xml.json().errors[0].message).toBe(ERRORS.GRAPHQL_CONTENT_TYPE);
    const big = await query(kim, `{ getDepartmentSelectList { id } } #${'x'.repeat(GRAPHQL_LIMITS.maxBodyBytes)}`);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].message).toBe(ERRORS.GRAPHQL_TOO_COMPLEX);
  });

  it('refuses a NUL character in a string literal or a variable', async () => {
    const literal = await query(kim, '{ getCode(codeName: "a\\u0000b") { id } }');
    expect(literal.statusCode).toBe(400);
    expect(literal.json().errors[0].message).toBe(MSG.forbiddenCharacter);
    const variable = await query(kim, 'query($n: String!) { getCode(codeName: $n) { id } }', { n: 'a\u0000b' });
    expect(variable.statusCode).toBe(400);
    expect(variable.json().errors[0].message).toBe(MSG.forbiddenCharacter);
    const overGet = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('query($n: String!) { getCode(codeName: $n) { id } }')}&variables=${encodeURIComponent('{"n":"a\\u0000b"}')}`,
      headers: kim.headers(),
    });
    expect(overGet.statusCode).toBe(400);
    expect(overGet.json().errors[0].message).toBe(MSG.forbiddenCharacter);
  });
});

describe('operations', () => {
  it('answers an unknown or ambiguous operation name with a Korean 400, not an internal error', async () => {
    const two = 'query A { __typename } query B { __typename }';
    const unknown = await post(kim, { query: two, operationName: 'C' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toContain('operationName');
    const ambiguous = await post(kim, { query: two });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().errors[0].message).toContain('operationName');
    const chosen = await post(kim, { query: two, operationName: 'B' });
    expect(chosen.statusCode).toBe(200);
    const badVariables = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ __typename }')}&variables=%7Bbad`,
      headers: kim.headers(),
    });
    expect(badVariables.statusCode).toBe(400);
    expect(badVariables.json().errors[0].message).toContain('GraphQL 요청 형식');
  });
});

describe('introspection', () => {
  const schemaQuery = '{ __schema { queryType { name } } }';
  const typeQuery = '{ __type(name: "Query") { name } }';

  it('is for employees', async () => {
    const res = await query(kim, schemaQuery);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.__schema.queryType.name).toBe('Query');
  });

  it('is refused to customers, also inside fragments; __typename stays', async () => {
    for (const source of [
      schemaQuery,
      typeQuery,
      'query { ...F } fragment F on Query { __schema { types { name } } }',
    ]) {
      const res = await query(hanbit, source);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].message).toBe('스키마 조회는 직원만 할 수 있습니다.');
    }
    const typename = await query(hanbit, '{ __typename }');
    expect(typename.statusCode).toBe(200);
  });
});
