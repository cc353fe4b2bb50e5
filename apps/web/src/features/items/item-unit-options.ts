import type { CodeSelectItem } from '@scm/contract';
import type { SelectOption } from '../../shared/form-kit';

/**
 * The 단위 select's choices: the 품목 단위 codes in use. A unit the item already has but the list does not (saved
 * before the list was enforced, or a code since switched off) is still shown, so the form says what is stored, and
 * `notListed` asks the user to choose one from the list.
 */
export function itemUnitOptions(codes: readonly CodeSelectItem[], current: string) {
  const options: SelectOption[] = codes.filter((c) => c.isUsed).map((c) => ({ value: c.name, label: c.name }));
  const notListed = current !== '' && !options.some((o) => o.value === current);
  if (notListed) options.push({ value: current, label: `${current} (목록에 없음)`, disabled: true });
  return { options, notListed };
}
