import type { QuoteSpec } from '@scm/contract';

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
