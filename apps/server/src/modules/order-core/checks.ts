import { orderMessages as MSG, printingSpecMessages, type FieldErrors, type OrderValues } from '@scm/contract';
import type { Db } from '../../db/client';
import { FieldError } from '../../platform/errors';
import {
  existingBuyers,
  existingEmployees,
  existingOptions,
  existingRawItems,
  existingSellers,
} from './choice-queries';

/** The bag order (shopping-bag module) checks its spec alone: it has no buyer or outsourcing charge. */
type Choices = Pick<OrderValues, 'printingList' | 'foldingBindingList'> &
  Partial<Pick<OrderValues, 'buyerId' | 'outsourcingChargeId'>>;

/** Every id a choice of the form names, with the field it sits at. */
function choicesOf(input: Choices) {
  const suppliers: [string, number][] = [];
  const papers: [string, number][] = [];
  const postOptions: [string, number][] = [];
  const foldingOptions: [string, number][] = [];
  const supplier = (path: string, id: number | null) => id !== null && suppliers.push([path, id]);
  input.printingList.forEach((entry, i) => {
    const at = `printingList.${i}`;
    for (const field of [
      'offCtpOutsourcingId',
      'offPrintOutsourcingId',
      'rotaryOutsourcingId',
      'digitalOutsourcingId',
      'ospOutsourcingId',
    ] as const)
      supplier(`${at}.${field}`, entry[field]);
    entry.usePaperList.forEach((line, j) => papers.push([`${at}.usePaperList.${j}.rawItemId`, line.rawItemId]));
    entry.postProcessList.forEach((p, j) => {
      supplier(`${at}.postProcessList.${j}.postProcessOutsourcingId`, p.postProcessOutsourcingId);
      for (const id of p.postProcessOption) postOptions.push([`${at}.postProcessList.${j}.postProcessOption`, id]);
    });
  });
  input.foldingBindingList.forEach((f, j) => {
    supplier(`foldingBindingList.${j}.foldingBindingOutsourcingId`, f.foldingBindingOutsourcingId);
    for (const id of f.foldingBindingOption) foldingOptions.push([`foldingBindingList.${j}.foldingBindingOption`, id]);
  });
  return { suppliers, papers, postOptions, foldingOptions };
}

/**
 * The customer, the outsourcing charge, every supplier, paper and option must exist (options of the right type);
 * each unknown one is answered at its own field, all at once, before anything is written.
 */
export async function checkOrderChoices(db: Db, input: Choices) {
  const errors: FieldErrors = {};
  const refuse = (path: string, message: string) => {
    errors[path] ??= { isError: true, defaultMessage: message };
  };
  const { suppliers, papers, postOptions, foldingOptions } = choicesOf(input);
  const ids = (pairs: [string, number][]) => pairs.map(([, id]) => id);
  const [buyers, employees, sellers, items, posts, foldings] = await Promise.all([
    existingBuyers(db, input.buyerId === undefined ? [] : [input.buyerId]),
    existingEmployees(db, input.outsourcingChargeId == null ? [] : [input.outsourcingChargeId]),
    existingSellers(db, ids(suppliers)),
    existingRawItems(db, ids(papers)),
    existingOptions(db, ids(postOptions), 'POST_PROCESS'),
    existingOptions(db, ids(foldingOptions), 'FOLDING_BINDING'),
  ]);
  if (input.buyerId !== undefined && !buyers.has(input.buyerId)) refuse('buyerId', MSG.buyerNotFound);
  if (input.outsourcingChargeId != null && !employees.has(input.outsourcingChargeId))
    refuse('outsourcingChargeId', MSG.chargeInvalid);
  for (const [path, id] of suppliers) if (!sellers.has(id)) refuse(path, printingSpecMessages.supplierInvalid);
  for (const [path, id] of papers) if (!items.has(id)) refuse(path, MSG.paperNotFound);
  for (const [path, id] of postOptions) if (!posts.has(id)) refuse(path, MSG.postProcessOptionInvalid);
  for (const [path, id] of foldingOptions) if (!foldings.has(id)) refuse(path, MSG.foldingBindingOptionInvalid);
  if (Object.keys(errors).length > 0) throw new FieldError(errors);
}
