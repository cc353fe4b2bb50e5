import {
  catalogRates,
  customerSpecMessages as SPEC,
  priceCatalogOf,
  priceCustomerSpec,
  sizesForPaper,
  type CustomerSpecDraft,
  type FieldErrors,
  type PriceCatalog,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { AppError, FieldError } from '../../platform/errors';
import { itemNames } from '../items';
import { effectiveRows } from '../rates';
import { optionsByIds } from './customer-queries';

/**
 * The customer's questions in the buyer's words (issue 33), one server path for the customer order and the customer
 * quote: what the shop publishes today, the check that every choice is published, and the mapping to the staff print
 * spec (the cheaper of 옵셋 and 디지털 by the engine).
 */

/**
 * What the shop publishes to its customers on `day` (GET /api/co/price_catalog): the rate table in force, without
 * the outsourcing rows (a customer never sees a supplier's price), and the papers, sizes and finishes it prices.
 */
export async function priceCatalog(db: Db, day: string): Promise<PriceCatalog> {
  const rows = (await effectiveRows(db, day)).map(({ id: _id, ...row }) => row);
  const paperIds = rows.flatMap((r) => (r.kind === 'PAPER' ? [r.rawItemId] : []));
  const optionIds = rows.flatMap((r) => (r.kind === 'FINISHING' ? [r.optionId] : []));
  const [names, options] = await Promise.all([itemNames(db, paperIds), optionsByIds(db, optionIds)]);
  return priceCatalogOf({ date: day, rows, itemNames: names, options });
}

/** Each choice of the answers must be one the catalog publishes; every miss at its own field, all at once. */
function checkPublished(input: CustomerSpecDraft, catalog: PriceCatalog) {
  const errors: FieldErrors = {};
  const refuse = (path: string, message: string) => (errors[path] ??= { isError: true, defaultMessage: message });
  const papers: [string, number | null | undefined][] =
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
 * The buyer's answers → the staff print spec, checked against what the shop publishes on `day` (a shop with no
 * published paper answers 409 NO_PRICE_CATALOG; each unpublished choice is a field error).
 */
export async function staffSpecOfBuyerWords(db: Db, input: CustomerSpecDraft, day: string) {
  const catalog = await priceCatalog(db, day);
  if (catalog.papers.length === 0) throw new AppError(409, 'NO_PRICE_CATALOG', SPEC.noCatalog);
  checkPublished(input, catalog);
  return priceCustomerSpec(input, catalog, catalogRates(catalog)).spec;
}
