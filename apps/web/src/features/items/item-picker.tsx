import { Autocomplete, Chip, Grid, TextField } from '@mui/material';
import type { ItemCategory, ItemSelectItem } from '@scm/contract';
import { CategoryPicker } from '../item-categories/public';
import { formatNumber } from '../../shared/format';
import { useItemsByCategory } from './select-api';

/** An item already chosen, as a saved record knows it (so it shows even before the category's list loads). */
export interface PickedItem {
  id: number;
  name: string;
}

interface CommonProps {
  /** The category whose items are offered (any level: its whole subtree is offered). */
  categoryId: number | null;
  onCategoryChange: (id: number | null, path: ItemCategory[]) => void;
  label?: string;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  categoryError?: boolean;
  categoryHelperText?: string;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  value: PickedItem | null;
  onChange: (item: PickedItem | null) => void;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  value: PickedItem[];
  onChange: (items: PickedItem[]) => void;
}

const optionLabel = (o: PickedItem | ItemSelectItem) =>
  'itemCode' in o ? `${o.name} (${o.itemCode}) · 재고 ${formatNumber(o.amount)}` : o.name;

/**
 * Category (대분류 › 중분류 › 소분류) then item(s) in it: purchase orders pick one item, inspections several.
 * Controlled; bind it to the form with useController.
 */
export function ItemPicker(props: SingleProps | MultipleProps) {
  const { categoryId, onCategoryChange, label = '품목', disabled, required, error, helperText } = props;
  const { data: items = [], isFetching } = useItemsByCategory(categoryId);
  const chosen: PickedItem[] = props.multiple ? props.value : props.value ? [props.value] : [];
  // Saved choices stay offered even if their item is now unused or sits in another category.
  const options: PickedItem[] = [...items, ...chosen.filter((c) => !items.some((i) => i.id === c.id))];
  const noOptionsText = categoryId === null ? '카테고리를 먼저 선택해주세요.' : '이 카테고리에 품목이 없습니다.';

  const field = (params: object) => (
    <TextField
      {...params}
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      size="small"
      placeholder={chosen.length === 0 ? '품목을 선택해주세요.' : undefined}
    />
  );

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <CategoryPicker
          value={categoryId}
          onChange={onCategoryChange}
          disabled={disabled}
          error={props.categoryError}
          helperText={props.categoryHelperText}
        />
      </Grid>
      <Grid size={12}>
        {props.multiple ? (
          <Autocomplete
            multiple
            options={options}
            value={props.value}
            onChange={(_, v) => props.onChange(v.map(({ id, name }) => ({ id, name })))}
            getOptionLabel={optionLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={isFetching}
            disabled={disabled}
            noOptionsText={noOptionsText}
            loadingText="불러오는 중…"
            renderValue={(value, getItemProps) =>
              value.map((o, index) => {
                const { key, onDelete, ...itemProps } = getItemProps({ index });
                // A disabled (READ) picker shows its items without the remove cross.
                return (
                  <Chip
                    key={key}
                    size="small"
                    label={o.name}
                    {...itemProps}
                    onDelete={disabled ? undefined : onDelete}
                  />
                );
              })
            }
            renderInput={field}
          />
        ) : (
          <Autocomplete
            options={options}
            value={props.value}
            onChange={(_, v) => props.onChange(v ? { id: v.id, name: v.name } : null)}
            getOptionLabel={optionLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={isFetching}
            disabled={disabled}
            noOptionsText={noOptionsText}
            loadingText="불러오는 중…"
            renderInput={field}
          />
        )}
      </Grid>
    </Grid>
  );
}
