import {
  catalogRates,
  customerSpecMessages as SPEC,
  priceCatalogOf,
  priceCustomerSpec,
  printingSpecSchema,
  sizesForPaper,
  type CustomerQuoteValues,
  type FieldErrors,
  type PriceCatalog,
  type QuoteSpec,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { AppError, FieldError } from '../../platform/errors';
import { effectiveRows } from '../rates';
import { publishedNames } from './queries';

/** The catalog the customer order form reads (GET /api/co/price_catalog), built from the rate rows of `day`. */
async function catalogOf(db: Db, day: string): Promise<PriceCatalog> {
  const rows = (await effectiveRows(db, day)).map(({ id: _id, ...row }) => row);
  const paperIds = rows.flatMap((r) => (r.kind === 'PAPER' ? [r.rawItemId] : []));
  const optionIds = rows.flatMap((r) => (r.kind === 'FINISHING' ? [r.optionId] : []));
  return priceCatalogOf({ date: day, rows, ...(await publishedNames(db, paperIds, optionIds)) });
}

/** Each choice must be one the shop publishes today; every miss at its own field, all at once. */
function checkPublished(input: CustomerQuoteValues, catalog: PriceCatalog) {
  const errors: FieldErrors = {};
  const refuse = (path: string, message: string) => (errors[path] ??= { isError: true, defaultMessage: message });
  const papers: [string, number | null][] =
    input.workType === 'BROCHURE'
      ? [
          ['paperId', input.paperId],
          ['innerPaperId', input.innerPaperId],
        ]
      : [['paperId', input.paperId]];
  for (const [field, paperId] of papers) {
    const paper = catalog.papers.find((p) => p.id === paperId);
    if (!paper) {
      refuse(field, SPEC.paperNotPublished);
      continue;
    }
    const size = input.finishedSize.trim().toUpperCase();
    if (!sizesForPaper(catalog, paper.id).some((s) => s.size.toUpperCase() === size))
      refuse('finishedSize', SPEC.sizeNotPublished(input.finishedSize, paper.name));
  }
  const finishes = new Set(catalog.finishes.map((f) => f.id));
  if (input.finishIds.some((id) => !finishes.has(id))) refuse('finishIds', SPEC.finishNotPublished);
  if (Object.keys(errors).length > 0) throw new FieldError(errors);
}

/**
 * A customer's quote in the buyer's words → the staff print spec, as the customer order does: the choices are
 * checked against today's published catalog, then mapped with the cheaper of 옵셋 and 디지털 (`priceCustomerSpec`).
 */
export async function staffSpecOfBuyerWords(db: Db, input: CustomerQuoteValues, day: string): Promise<QuoteSpec> {
  const catalog = await catalogOf(db, day);
  if (catalog.papers.length === 0) throw new AppError(409, 'NO_PRICE_CATALOG', SPEC.noCatalog);
  checkPublished(input, catalog);
  const { spec } = priceCustomerSpec(input, catalog, catalogRates(catalog));
  return printingSpecSchema('staff').parse(spec);
}
