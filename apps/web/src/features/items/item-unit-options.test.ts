import { describe, expect, it } from 'vitest';
import { itemUnitOptions } from './item-unit-options';

const codes = [
  { id: 1, name: 'EA', isUsed: true },
  { id: 2, name: '연', isUsed: true },
  { id: 3, name: '타', isUsed: false },
];

describe('itemUnitOptions', () => {
  it('offers the codes in use', () => {
    expect(itemUnitOptions(codes, '연')).toEqual({
      options: [
        { value: 'EA', label: 'EA' },
        { value: '연', label: '연' },
      ],
      notListed: false,
    });
    expect(itemUnitOptions(codes, '').notListed).toBe(false);
  });

  it('shows a stored unit the list lacks (or no longer uses) and flags it so the form asks to choose', () => {
    for (const unit of ['개', '타']) {
      const { options, notListed } = itemUnitOptions(codes, unit);
      expect(notListed).toBe(true);
      expect(options.at(-1)).toEqual({ value: unit, label: `${unit} (목록에 없음)`, disabled: true });
    }
  });
});
