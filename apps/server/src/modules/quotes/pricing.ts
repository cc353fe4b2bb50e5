import { estimate, type Estimate, type QuoteSpec } from '@scm/contract';
import type { Db } from '../../db/client';
import { effectiveRates } from '../rates';
import { specNames } from './queries';

/** The ids a spec points at: its papers, finishing options and suppliers. */
export function specIds(spec: QuoteSpec) {
  const rawItems = new Set<number>();
  const options = new Set<number>();
  const sellers = new Set<number>();
  const add = (set: Set<number>, id: number | null | undefined) => {
    if (id != null) set.add(id);
  };
  for (const e of spec.printingList) {
    for (const p of e.usePaperList) add(rawItems, p.rawItemId);
    for (const p of e.postProcessList) {
      p.postProcessOption.forEach((o) => options.add(o));
      add(sellers, p.postProcessOutsourcingId);
    }
    for (const id of [
      e.offCtpOutsourcingId,
      e.offPrintOutsourcingId,
      e.rotaryOutsourcingId,
      e.digitalOutsourcingId,
      e.ospOutsourcingId,
    ])
      add(sellers, id);
  }
  for (const f of spec.foldingBindingList) {
    f.foldingBindingOption.forEach((o) => options.add(o));
    add(sellers, f.foldingBindingOutsourcingId);
  }
  return { rawItems: [...rawItems], options: [...options], sellers: [...sellers] };
}

/**
 * The server's price of a quote's spec on `date`: the rates in effect that day and the names for the formulas,
 * through the one engine (`estimate`) the web runs too. The client never sends a price.
 */
export async function priceQuoteSpec(db: Db, spec: QuoteSpec, quantity: number, date: string): Promise<Estimate> {
  const [rates, names] = await Promise.all([effectiveRates(db, date), specNames(db, specIds(spec))]);
  return estimate({ ...spec, quantity, names }, rates);
}
