/*
 * fast-check arbitraries for the input fuzz test: plausible values read from a route's JSON schema (the OpenAPI
 * document the zod contract generates), and mutations that make a body invalid by construction — an unknown
 * field, a missing required field, a wrong type, a NUL byte, an impossible date, an over-long string, an
 * out-of-range number, a deep array, or a body that is not an object at all.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
}

const DATE_PATTERN = '\\d{4}-\\d{2}-\\d{2}';
const isDate = (s: JsonSchema) => !!s.pattern?.includes(DATE_PATTERN) || !!s.anyOf?.some(isDate);
const typesOf = (s: JsonSchema): string[] =>
  s.anyOf ? s.anyOf.flatMap(typesOf) : s.enum ? ['enum'] : s.type ? [s.type] : [];

/** Text with the characters that break things: Hangul, emoji, RTL marks, quotes, backslashes, SQL and HTML. */
export const nastyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom("'; drop table account; --", '<script>alert(1)</script>', '%', '_', '\\', '"', '‮', '😀👍🏽', '한글 '),
);

/** A value the field could plausibly hold (so a single mutation, not the base, is what is wrong). */
export function plausible(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.anyOf?.length) return fc.oneof(...s.anyOf.map(plausible));
  switch (s.type) {
    case 'string':
      if (isDate(s)) return fc.constantFrom('2026-01-15', '2025-12-31');
      if (s.pattern?.includes('#')) return fc.constant('#333333');
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern), { size: 'xsmall' });
      return fc.string({ unit: 'grapheme', minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 12, 12) });
    case 'integer':
      return fc.integer({ min: 1, max: 3 });
    case 'number':
      return fc.integer({ min: 0, max: 100 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, plausible(v)])), {
        requiredKeys: Object.keys(props).filter((k) => required.has(k)),
      });
    }
    case 'null':
    case undefined:
    default:
      return fc.constant(null);
  }
}

const deepArray = fc.integer({ min: 20, max: 200 }).map((depth) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
});

/** Values that are not of the field's type (never null for a nullable field, never a numeric string for number|string). */
export function wrongType(s: JsonSchema): fc.Arbitrary<unknown> {
  const types = new Set(typesOf(s));
  const options: fc.Arbitrary<unknown>[] = [fc.constant({ nested: { value: 1 } }), deepArray];
  if (!types.has('string')) options.push(fc.constantFrom('abc', '12', '1e3', ' 1', '0x10', 'true', ''));
  if (!types.has('integer') && !types.has('number')) options.push(fc.constantFrom(0, 1.5, -1, 12));
  if (types.has('integer')) options.push(fc.constantFrom(1.5, Number.MIN_VALUE));
  if (!types.has('boolean')) options.push(fc.boolean());
  if (!types.has('array')) options.push(fc.constant([1, 'two']));
  if (!s.nullable && !types.has('null')) options.push(fc.constant(null));
  if (types.has('enum')) options.push(fc.constant('NOT_A_MEMBER'));
  return fc.oneof(...options);
}

/** An integer no column holds: past int4 and past JavaScript's safe integers, both signs. */
export const outOfRangeNumber = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), 1e300);
export const impossibleDate = fc.constantFrom('2026-02-30', '0000-01-01', '2026-13-01', '2026-00-10', '2025-02-29');
export const withNul = fc
  .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
  .map(([a, b]) => `${a}\u0000${b}`);

export type Mutation = { kind: string; body: unknown };

/** A JSON body for this object schema that the route must refuse, tagged with what was broken. */
export function invalidBody(s: JsonSchema): fc.Arbitrary<Mutation> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  const base = plausible(s) as fc.Arbitrary<Record<string, unknown>>;
  const at = (kind: string, pick: (k: string) => boolean, value: (p: JsonSchema) => fc.Arbitrary<unknown>) => {
    const candidates = keys.filter(pick);
    if (!candidates.length) return [];
    return [
      fc
        .tuple(base, fc.constantFrom(...candidates))
        .chain(([b, k]) => value(props[k]!).map((v) => ({ kind: `${kind} ${k}`, body: { ...b, [k]: v } }))),
    ];
  };
  const isText = (k: string) => typesOf(props[k]!).includes('string') && !props[k]!.enum && !isDate(props[k]!);
  const isNumber = (k: string) => typesOf(props[k]!).some((t) => t === 'integer' || t === 'number');
  const options: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(base, fc.stringMatching(/^[a-z]{1,8}$/), fc.jsonValue({ maxDepth: 2 }))
      .map(([b, k, v]) => ({ kind: 'extra field', body: { ...b, [`fuzz_${k}`]: v } })),
    fc
      .oneof(fc.constant([]), fc.constant('body'), fc.constant(42), fc.constant(null), deepArray)
      .map((body) => ({ kind: 'not an object', body })),
    ...at('wrong type', () => true, wrongType),
    ...at('NUL in', isText, () => withNul),
    ...at(
      'impossible date',
      (k) => isDate(props[k]!),
      () => impossibleDate,
    ),
    ...at(
      'too long',
      (k) => isText(k),
      (p) => fc.constant('가'.repeat(Math.max((p.maxLength ?? 60_000) + 1, 2))),
    ),
    ...at('out of range', isNumber, () => outOfRangeNumber),
    ...at(
      'deep array',
      () => true,
      () => deepArray,
    ),
  ];
  const required = (s.required ?? []).filter((k) => k in props);
  if (required.length) {
    options.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([b, k]) => {
        const { [k]: _dropped, ...rest } = b;
        return { kind: `missing ${k}`, body: rest };
      }),
    );
  }
  return fc.oneof(...options);
}

/** A body for a route without a JSON schema: anything at all (the route must still never fail or write). */
export const anyBody: fc.Arbitrary<Mutation> = fc
  .oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(nastyText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }))
  .map((body) => ({ kind: 'any body', body }));

/** Query values: plausible ones and every kind of wrong one, sometimes repeated (an array). */
export function queryValue(s: JsonSchema): fc.Arbitrary<string | string[]> {
  const one = fc.oneof(
    plausible(s).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    withNul,
    impossibleDate,
    nastyText,
    outOfRangeNumber.map(String),
    fc.constantFrom('-1', '0', '1.5', 'NaN', 'Infinity', '', ' ', 'null', 'id,asc', 'name,sideways', '99999999999'),
    fc.constant('x'.repeat(5000)),
  );
  return fc.oneof(
    { weight: 4, arbitrary: one },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

/** Path ids that are not a plain positive integer in range (the route must answer 4xx and touch nothing). */
export const BAD_IDS = [
  '0',
  '-1',
  '1.0',
  '%201',
  '1%20',
  '+1',
  'abc',
  '1e3',
  '0x1',
  '%00',
  '2147483648',
  '99999999999999999999',
  '%E2%80%AE1',
];
export const badId = fc.constantFrom(...BAD_IDS);

const CRLF = '\r\n';
/** A multipart body that no upload route may accept: broken framing, or well-framed but without the file part. */
export const badMultipart = fc
  .record({
    boundary: fc.stringMatching(/^[A-Za-z0-9]{1,30}$/),
    declared: fc.constantFrom('same', 'other', 'none', 'quoted-empty'),
    field: fc.constantFrom('nofile', 'dtype', '', 'file\u0000', 'x'.repeat(300), '파일'),
    fileName: fc.oneof(fc.constantFrom('a.png', '../../etc/passwd', 'a\u0000.png', '', 'x'.repeat(2000)), nastyText),
    contentType: fc.constantFrom('image/png', 'application/x-msdownload', '', 'text/html'),
    content: fc.uint8Array({ maxLength: 64 }),
    shape: fc.constantFrom(
      'truncated',
      'no-closing',
      'garbage-headers',
      'well-formed-wrong-field',
      'empty',
      'many-parts',
    ),
  })
  .map((m) => {
    const b = m.boundary;
    const header = (name: string) =>
      `--${b}${CRLF}Content-Disposition: form-data; name="${name}"; filename="${m.fileName}"${CRLF}` +
      (m.contentType ? `Content-Type: ${m.contentType}${CRLF}` : '') +
      CRLF;
    const content = Buffer.from(m.content);
    let body: Buffer;
    switch (m.shape) {
      case 'truncated':
        body = Buffer.concat([Buffer.from(header('file')), content.subarray(0, content.length >> 1)]);
        break;
      case 'no-closing':
        body = Buffer.concat([Buffer.from(header('files')), content, Buffer.from(CRLF)]);
        break;
      case 'garbage-headers':
        body = Buffer.from(`--${b}${CRLF}Garbage: : :${CRLF}no colon here${CRLF}${CRLF}x${CRLF}--${b}--${CRLF}`);
        break;
      case 'well-formed-wrong-field':
        body = Buffer.concat([Buffer.from(header(m.field)), content, Buffer.from(`${CRLF}--${b}--${CRLF}`)]);
        break;
      case 'many-parts':
        body = Buffer.from(
          Array.from(
            { length: 300 },
            (_, i) => `--${b}${CRLF}Content-Disposition: form-data; name="f${i}"${CRLF}${CRLF}v`,
          )
            .join(CRLF)
            .concat(`${CRLF}--${b}--${CRLF}`),
        );
        break;
      case 'empty':
        body = Buffer.alloc(0);
    }
    const contentType =
      m.declared === 'same'
        ? `multipart/form-data; boundary=${b}`
        : m.declared === 'other'
          ? `multipart/form-data; boundary=${b}X`
          : m.declared === 'quoted-empty'
            ? 'multipart/form-data; boundary=""'
            : 'multipart/form-data';
    return { kind: `multipart ${m.shape} (${m.declared})`, contentType, body };
  });
