import type { InspectionInput, InspectionValues } from '@scm/contract';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { ItemPicker, type PickedItem } from '../items';
import { useFormMode } from '../../shared/form-kit';

interface Props {
  /** The saved record's items, so their names show before the item list loads. */
  savedItems: readonly PickedItem[];
}

/** The item multi-select with its optional category filter, bound to itemIds (in the order chosen) and categoryId. */
export function InspectionItemsField({ savedItems }: Props) {
  const { control } = useFormContext<InspectionInput, unknown, InspectionValues>();
  const readOnly = useFormMode() === 'READ';
  const category = useController({ control, name: 'categoryId' });
  const items = useController({ control, name: 'itemIds' });
  const [names, setNames] = useState(() => new Map(savedItems.map((i) => [i.id, i.name])));
  const ids: number[] = items.field.value ?? [];
  const chosen: PickedItem[] = ids.map((id) => ({ id, name: names.get(id) ?? '' }));

  return (
    <ItemPicker
      multiple
      label="품목"
      required
      disabled={readOnly}
      categoryId={category.field.value ?? null}
      onCategoryChange={(id) => category.field.onChange(id)}
      value={chosen}
      onChange={(picked) => {
        setNames((known) => new Map([...known, ...picked.map((p): [number, string] => [p.id, p.name])]));
        items.field.onChange(picked.map((p) => p.id));
      }}
      error={items.fieldState.invalid}
      helperText={
        items.fieldState.error?.message ??
        (readOnly
          ? undefined
          : '품목명, 코드 또는 초성으로 검색해 하나 이상 선택하세요. 여러 카테고리의 품목을 함께 고를 수 있습니다.')
      }
    />
  );
}
