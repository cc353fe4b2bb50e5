import { printingEntryTitle, printingTypeLabel, type FoldingBinding, type PrintingEntry } from '@scm/contract';
import { entryStages, optionNames, paperAmount } from './job-ticket-text';

export interface TicketNames {
  supplier: (id: number) => string;
  postProcess: ReadonlyMap<number, string>;
  foldingBinding: ReadonlyMap<number, string>;
}

const dash = (s: string) => (s.trim() === '' ? '-' : s);

/** One printing entry (표지 / 내지 n): type, 도수, 절수, its stages, post-process and paper lines. */
export function TicketPrintingEntry({
  entry,
  index,
  names,
}: {
  entry: PrintingEntry;
  index: number;
  names: TicketNames;
}) {
  const stages = entryStages(entry, names.supplier);
  return (
    <section className="ticket-block">
      <h3>
        {printingEntryTitle(index)} · {printingTypeLabel(entry.printingType)}
      </h3>
      <table className="ticket-grid">
        <tbody>
          <tr>
            <th>도수</th>
            <td>{dash(entry.dosu)}</td>
            <th>절수</th>
            <td>{dash(entry.julsu)}</td>
          </tr>
          {stages.map((s) => (
            <tr key={s.label}>
              <th>{s.label}</th>
              <td>{s.worker}</td>
              <th>메모</th>
              <td>{dash(s.remark)}</td>
            </tr>
          ))}
          {entry.isPostProcess &&
            entry.postProcessList.map((p, i) => (
              <tr key={`pp-${i}`}>
                <th>후가공{entry.postProcessList.length > 1 ? ` ${i + 1}` : ''}</th>
                <td>
                  {optionNames(p.postProcessOption, names.postProcess)}
                  {p.postProcessOutsourcingId !== null && ` (외주 · ${names.supplier(p.postProcessOutsourcingId)})`}
                </td>
                <th>메모</th>
                <td>{dash(p.postProcessRemark)}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {entry.usePaperList.length > 0 && (
        <table className="ticket-lines">
          <thead>
            <tr>
              <th>용지</th>
              <th className="num">사용량</th>
              <th className="num">파지</th>
            </tr>
          </thead>
          <tbody>
            {entry.usePaperList.map((p, i) => (
              <tr key={`${p.rawItemId}-${i}`}>
                <td>{p.rawItemName}</td>
                <td className="num">{paperAmount(p.amount, p.itemUnit)}</td>
                <td className="num">{paperAmount(p.wrongAmount, p.itemUnit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** 접지/제본: each entry's options, supplier and remark. */
export function TicketFoldingBinding({ list, names }: { list: readonly FoldingBinding[]; names: TicketNames }) {
  return (
    <section className="ticket-block">
      <h3>제본 정보</h3>
      {list.length === 0 ? (
        <p>없음</p>
      ) : (
        <table className="ticket-grid">
          <tbody>
            {list.map((f, i) => (
              <tr key={i}>
                <th>접지/제본{list.length > 1 ? ` ${i + 1}` : ''}</th>
                <td>
                  {optionNames(f.foldingBindingOption, names.foldingBinding)}
                  {f.foldingBindingOutsourcingId !== null &&
                    ` (외주 · ${names.supplier(f.foldingBindingOutsourcingId)})`}
                </td>
                <th>메모</th>
                <td>{dash(f.foldingBindingRemark)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
