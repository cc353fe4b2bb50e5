import type { InspectionInput, InspectionValues } from '@scm/contract';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { ItemPicker, type PickedItem } from '../items/public';
import { useFormMode } from '../../shared/form-kit';

interface Props {
  /** The saved record's items, so their names show before the category's list loads. */
  savedItems: readonly PickedItem[];
}

/** The category picker and the item multi-select, bound to categoryId and itemIds (kept in the order chosen). */
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
          : '카테고리를 고른 뒤 품목을 하나 이상 선택하세요. 여러 카테고리의 품목을 함께 고를 수 있습니다.')
      }
      categoryError={category.fieldState.invalid}
      categoryHelperText={category.fieldState.error?.message}
    />
  );
}
