import { describe, expect, it } from 'vitest';
import { cardSortOptions, hasCard, pickCardFields, type CardRole } from './card-fields';

const col = (key: string, card?: CardRole, sortField?: string) => ({ key, label: key, card, sortField });

describe('phone card fields', () => {
  it('takes the title, the status and the figures by their number, leaving unprioritised columns off', () => {
    const columns = [
      col('id'),
      col('orderDate', 2),
      col('seller', 3),
      col('item', 'title'),
      col('amount', 1),
      col('status', 'status'),
      col('remark'),
    ];
    const fields = pickCardFields(columns);
    expect(fields.title?.key).toBe('item');
    expect(fields.status?.key).toBe('status');
    expect(fields.figures.map((c) => c.key)).toEqual(['amount', 'orderDate', 'seller']);
    expect(fields.controls).toEqual([]);
  });

  it('keeps at most three figures, equal numbers in column order, and controls apart from the figures', () => {
    const fields = pickCardFields([col('select', 'control'), col('a', 2), col('b', 1), col('c', 2), col('d', 3)]);
    expect(fields.figures.map((c) => c.key)).toEqual(['b', 'a', 'c']);
    expect(fields.controls.map((c) => c.key)).toEqual(['select']);
    expect(fields.title).toBeUndefined();
    expect(fields.status).toBeUndefined();
  });

  it('uses cards only for a list that names a title', () => {
    expect(hasCard([col('a', 1), col('b')])).toBe(false);
    expect(hasCard([col('a', 'title')])).toBe(true);
  });

  it('offers each sortable column both ways after the default, and keeps an unknown sort from the address', () => {
    const columns = [col('품목', 'title', 'itemName'), col('비고'), col('수량', 1, 'amount')];
    expect(cardSortOptions(columns, '').map((o) => o.value)).toEqual([
      '',
      'itemName,asc',
      'itemName,desc',
      'amount,asc',
      'amount,desc',
    ]);
    expect(cardSortOptions(columns, 'amount,desc').at(-1)?.label).toBe('수량 ↓ 내림차순');
    expect(cardSortOptions(columns, 'receivedAt,asc').at(-1)).toEqual({
      value: 'receivedAt,asc',
      label: 'receivedAt ↑',
    });
  });
});
