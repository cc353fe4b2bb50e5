import { RateRowSchema, requiredDate, type RateKind, type RateRow, type StoredRateRow } from '@scm/contract';
import { z } from 'zod';
import { RATE_FIELDS, type RateFieldSpec } from './kind-views';

/**
 * A kind's dialog values → the contract's row of that kind: amounts typed with separators become whole won, a
 * percent typed in % (up to two decimals) becomes basis points, an empty optional size becomes null; then the
 * contract's own schema judges the row, so every message is the server's, at its field.
 */

export const percentMessage = '0 이상의 숫자(%)로 입력해주세요. 소수는 둘째 자리까지 됩니다.';

const typed = z.union([z.string(), z.number(), z.null(), z.undefined()]);

/** '12,000' → 12000; '' → undefined (or null for an optional size); anything else stays, for the contract to refuse. */
const wholeNumber = (optional: boolean) =>
  typed.transform((v) => {
    if (typeof v === 'number') return v;
    const text = (v ?? '').replaceAll(',', '').trim();
    if (text === '') return optional ? null : undefined;
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  });

/** '12.5' (%) → 1250 (bp). */
const percent = typed.transform((v, ctx) => {
  const text = typeof v === 'number' ? String(v) : (v ?? '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: percentMessage });
    return z.NEVER;
  }
  return Math.round(Number(text) * 100);
});

const fieldSchema = (spec: RateFieldSpec) => {
  switch (spec.type) {
    case 'won':
    case 'count':
      return wholeNumber(spec.name === 'customWidthMm' || spec.name === 'customHeightMm');
    case 'percent':
      return percent;
    case 'text':
      return typed.transform((v) => (v === null || v === undefined ? undefined : String(v)));
    case 'select':
    case 'item':
    case 'option':
    case 'seller':
      return typed.transform((v) => (v === null || v === '' ? undefined : v));
  }
};

const contractSchemaOf = (kind: RateKind) => RateRowSchema.options.find((o) => o.shape.kind.value === kind)!;

export function rateFormSchema(kind: RateKind): z.ZodType<RateRow, Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = { effectiveFrom: requiredDate };
  for (const spec of RATE_FIELDS[kind]) shape[spec.name] = fieldSchema(spec);
  const row = contractSchemaOf(kind) as unknown as z.ZodType<RateRow, unknown>;
  return z
    .object(shape)
    .transform((values): unknown => ({ kind, ...values }))
    .pipe(row);
}

/** A stored row as the dialog shows it: amounts with separators, bp as %, and the names of what it points at. */
export function formValuesOf(kind: RateKind, row: Partial<StoredRateRow> | undefined, effectiveFrom: string) {
  const source = (row ?? {}) as Record<string, unknown>;
  const values: Record<string, unknown> = {
    effectiveFrom,
    rawItemName: source.rawItemName ?? null,
    optionName: source.optionName ?? null,
    sellerName: source.sellerName ?? null,
  };
  for (const spec of RATE_FIELDS[kind]) {
    const v = source[spec.name];
    if (spec.type === 'won' || spec.type === 'count')
      values[spec.name] = typeof v === 'number' ? v.toLocaleString('ko-KR') : '';
    else if (spec.type === 'percent') values[spec.name] = typeof v === 'number' ? String(v / 100) : '';
    else if (spec.type === 'text') values[spec.name] = typeof v === 'string' ? v : '';
    else values[spec.name] = v ?? (spec.type === 'select' ? defaultChoice(kind, spec) : null);
  }
  return values;
}

/** A new row starts from the usual choice where one is usual (연, 국전지, 개당); the others are picked. */
function defaultChoice(kind: RateKind, spec: RateFieldSpec) {
  if (spec.name === 'priceUnit') return 'REAM';
  if (spec.name === 'parentSheet') return 'GUK';
  if (spec.name === 'unitBasis') return 'EACH';
  if (kind === 'ROUNDING' && spec.name === 'unit') return 100;
  return null;
}
