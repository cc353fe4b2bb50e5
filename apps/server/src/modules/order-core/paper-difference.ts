import { paperChangeText } from '@scm/contract';
import type { PaperLine } from './order-queries';

/** Per item: Σ amount and Σ wrongAmount, in first-seen order, named. */
function totals(lines: readonly PaperLine[]) {
  const map = new Map<number, { itemName: string; amount: number; wrongAmount: number }>();
  for (const l of lines) {
    const t = map.get(l.rawItemId) ?? { itemName: l.itemName, amount: 0, wrongAmount: 0 };
    t.amount += l.amount;
    t.wrongAmount += l.wrongAmount;
    map.set(l.rawItemId, t);
  }
  return map;
}

/**
 * The paper lines' change for an order's history, item by item (an item added or dropped too), '' when nothing
 * differs: '아트지 1,000 → 1,200, 파지 20 → 30 / 스노우지 0 → 50', or with `amountLabel` '사용' '아트지 사용 1,000 →
 * 1,200, 파지 20 → 35'. A supervisor's correction and the paper actually used at printing complete both read it.
 */
export function paperDifference(before: readonly PaperLine[], after: readonly PaperLine[], amountLabel = '') {
  const b = totals(before);
  const a = totals(after);
  const parts: string[] = [];
  for (const id of new Set([...b.keys(), ...a.keys()])) {
    const x = b.get(id);
    const y = a.get(id);
    const changes = [
      (x?.amount ?? 0) !== (y?.amount ?? 0) ? paperChangeText(amountLabel, x?.amount ?? 0, y?.amount ?? 0).trim() : '',
      (x?.wrongAmount ?? 0) !== (y?.wrongAmount ?? 0)
        ? paperChangeText('파지', x?.wrongAmount ?? 0, y?.wrongAmount ?? 0)
        : '',
    ].filter(Boolean);
    if (changes.length) parts.push(`${(y ?? x)!.itemName} ${changes.join(', ')}`);
  }
  return parts.join(' / ');
}
