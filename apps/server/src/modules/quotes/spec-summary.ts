import {
  printingEntryTitle,
  printingTypeLabel,
  QUOTE_FIELD_LABELS,
  withCommas,
  workTypeLabel,
  type QuoteSpec,
  type QuoteSpecRow,
} from '@scm/contract';

export interface SpecNames {
  rawItems: Readonly<Record<number, string>>;
  options: Readonly<Record<number, string>>;
  sellers: Readonly<Record<number, string>>;
}

const joinNames = (ids: readonly number[], names: Readonly<Record<number, string>>, fallback: string) =>
  ids.map((id) => names[id] ?? `${fallback} #${id}`).join(', ');

/**
 * The spec in the buyer's terms, one row per fact (the detail screen and the PDF): 상품명, 종류, 완성 사이즈, 수량, then
 * per part (표지, 내지 1 …) its printing (방식, 도수, 절수, 페이지), paper and finishes, then 접지/제본. Suppliers are not
 * named (a customer reads this too).
 */
export function specSummary(
  spec: QuoteSpec,
  quote: { productName: string; quantity: number },
  names: SpecNames,
): QuoteSpecRow[] {
  const rows: QuoteSpecRow[] = [
    { label: QUOTE_FIELD_LABELS.productName, value: quote.productName },
    { label: '종류', value: workTypeLabel(spec.workType) },
    { label: QUOTE_FIELD_LABELS.finishedSize, value: spec.finishedSize || '-' },
    { label: QUOTE_FIELD_LABELS.quantity, value: `${withCommas(quote.quantity)}부` },
  ];
  const several = spec.printingList.length > 1;
  spec.printingList.forEach((e, i) => {
    const part = several ? `${printingEntryTitle(i)} ` : '';
    const printing = [
      printingTypeLabel(e.printingType),
      e.dosu && `${e.dosu}도`.replace(/도도$/, '도'),
      e.julsu,
      e.pageCount ? `${withCommas(e.pageCount)}쪽` : '',
      e.isOffCtpOutsourcing || e.isOffPrintOutsourcing || e.isDigitalOutsourcing ? '외주' : '',
    ]
      .filter(Boolean)
      .join(' · ');
    rows.push({ label: `${part}인쇄`, value: printing });
    const papers = e.usePaperList.map((p) => p.rawItemId);
    if (papers.length > 0) rows.push({ label: `${part}용지`, value: joinNames(papers, names.rawItems, '용지') });
    const finishes = e.postProcessList.flatMap((p) => p.postProcessOption);
    if (finishes.length > 0) rows.push({ label: `${part}후가공`, value: joinNames(finishes, names.options, '옵션') });
  });
  const binding = spec.foldingBindingList.flatMap((f) => f.foldingBindingOption);
  if (binding.length > 0) rows.push({ label: '접지/제본', value: joinNames(binding, names.options, '옵션') });
  return rows;
}
