import { isPrintingType, PRINTING_TYPE_STAGES, type PrintingEntry, type PrintingStage } from '@scm/contract';

/** Who does a stage: 외주 with the supplier's name, or 자체 (in-house). */
export function stageWorker(entry: PrintingEntry, stage: PrintingStage, supplierName: (id: number) => string): string {
  if (!stage.outsourcing) return '자체';
  const flagged = stage.outsourcing.flag === null || entry[stage.outsourcing.flag];
  const id = entry[stage.outsourcing.id];
  if (!flagged || id === null) return '자체';
  return `외주 · ${supplierName(id)}`;
}

/** An entry's stages with who does each and its remark; an unknown printing type has none. */
export function entryStages(entry: PrintingEntry, supplierName: (id: number) => string) {
  if (!isPrintingType(entry.printingType)) return [];
  return PRINTING_TYPE_STAGES[entry.printingType].map((stage) => ({
    label: stage.label,
    worker: stageWorker(entry, stage, supplierName),
    remark: entry[stage.remark],
  }));
}

/** Option ids as their names, joined: '코팅, 박' (an option deleted since shows its number). */
export const optionNames = (ids: readonly number[], names: ReadonlyMap<number, string>) =>
  ids.map((id) => names.get(id) ?? `옵션 #${id}`).join(', ');

/** A paper amount with its unit; not entered = '-'. */
export const paperAmount = (amount: number | null, unit: string) =>
  amount === null ? '-' : `${amount.toLocaleString('ko-KR')}${unit ? ` ${unit}` : ''}`;
