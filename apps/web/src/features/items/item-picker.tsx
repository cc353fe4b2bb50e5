import { Autocomplete, Chip, Stack, TextField, type AutocompleteRenderInputParams } from '@mui/material';
import { useMemo, useState, type HTMLAttributes, type Key } from 'react';
import { useItemCategoryList } from '../item-categories';
import { ItemCategoryFilter } from './item-category-filter';
import {
  ItemOptionRow,
  ResultStatus,
  ResultSummaryContext,
  categoryPathText,
  stockText,
  type PickedItem,
  type PickerOption,
} from './item-picker-parts';
import { buildItemSearchIndex, categorySubtree, searchItems } from './item-search';
import { useSelectableItems } from './select-api';

export type { PickedItem } from './item-picker-parts';

/** How many matches the list shows at once; the status line says how many there are. */
const SHOWN_MAX = 50;

interface CommonProps {
  /** The category filter (any level: its whole subtree); null searches every selectable item. */
  categoryId: number | null;
  onCategoryChange: (id: number | null) => void;
  label?: string;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
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

const toPicked = ({ id, name }: PickerOption): PickedItem => ({ id, name });

function summaryOf(total: number, query: string, complete: boolean) {
  const found =
    query === '' ? `품목 ${total.toLocaleString('ko-KR')}건` : `검색 결과 ${total.toLocaleString('ko-KR')}건`;
  const shown = total > SHOWN_MAX ? ` 중 ${SHOWN_MAX}건 표시 · 검색어를 더 입력해 좁혀 주세요.` : '';
  return `${found}${shown}${complete ? '' : ' (품목이 많아 일부만 검색합니다. 카테고리로 좁혀 주세요.)'}`;
}

/**
 * The item picker: type a name, a code or initial consonants (ㅇㅌㅈ finds 아트지), optionally narrowed by the
 * category path (대분류 › 중분류 › 소분류). Purchase orders pick one item, inspections several; later the paper
 * lines of orders. Controlled; bind it to the form with useController.
 */
export function ItemPicker(props: SingleProps | MultipleProps) {
  const { categoryId, onCategoryChange, label = '품목', disabled, required, error, helperText } = props;
  const selectable = useSelectableItems(categoryId);
  const { data: categories } = useItemCategoryList();
  const [input, setInput] = useState('');

  const chosen: PickedItem[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const selectableIndex = useMemo(() => buildItemSearchIndex(selectable.items), [selectable.items]);
  const byId = useMemo(() => new Map(selectable.items.map((i) => [i.id, i])), [selectable.items]);
  const subtree = useMemo(
    () => (categoryId === null || !categories ? null : categorySubtree(categories, categoryId)),
    [categories, categoryId],
  );
  // Saved choices stay offered (with their details when known) even if the list no longer holds them.
  const missing = chosen.filter((c) => !byId.has(c.id));
  const options: PickerOption[] = missing.length === 0 ? selectable.items : [...selectable.items, ...missing];
  // A single choice shows its name in the field; opening the list then offers everything, as MUI does.
  const query = !props.multiple && props.value && input === props.value.name ? '' : input;
  const result = searchItems([...selectableIndex, ...buildItemSearchIndex(missing)], query, {
    categories: subtree,
    limit: SHOWN_MAX,
  });

  const noOptionsText = selectable.isError
    ? '품목 목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'
    : query !== ''
      ? `'${query}'에 맞는 품목이 없습니다.${subtree ? ' 카테고리 필터를 넓혀 보세요.' : ''}`
      : subtree
        ? '이 카테고리에 품목이 없습니다.'
        : '선택할 수 있는 품목이 없습니다.';

  const pickedDetail = !props.multiple && props.value ? byId.get(props.value.id) : undefined;
  const detailText = pickedDetail
    ? `${pickedDetail.itemCode} · ${categoryPathText(pickedDetail)} · ${stockText(pickedDetail)}`
    : undefined;
  const helper = error ? helperText : [detailText, helperText].filter(Boolean).join(' — ') || undefined;

  const field = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      label={label}
      required={required}
      error={error}
      helperText={helper}
      size="small"
      placeholder={chosen.length === 0 ? '품목명, 코드, 초성(예: ㅇㅌㅈ)으로 검색' : undefined}
    />
  );

  const shared = {
    options,
    filterOptions: () => result.matches,
    inputValue: input,
    onInputChange: (_: unknown, value: string) => setInput(value),
    getOptionLabel: (o: PickerOption) => o.name,
    getOptionKey: (o: PickerOption) => o.id,
    isOptionEqualToValue: (a: PickerOption, b: PickerOption) => a.id === b.id,
    renderOption: (
      { key: _key, ...optionProps }: HTMLAttributes<HTMLLIElement> & { key: Key },
      option: PickerOption,
    ) => <ItemOptionRow key={option.id} option={option} {...optionProps} />,
    autoHighlight: true,
    loading: selectable.isLoading,
    disabled,
    noOptionsText,
    loadingText: '품목을 불러오는 중…',
    renderInput: field,
    slots: { status: ResultStatus },
  };

  return (
    <ResultSummaryContext value={summaryOf(result.total, query, selectable.complete)}>
      <Stack sx={{ gap: 1.5 }}>
        {/* Above the field, so the open result list never covers it. */}
        {!disabled && (
          <ItemCategoryFilter label="카테고리로 좁히기 (선택)" value={categoryId} onChange={onCategoryChange} />
        )}
        {props.multiple ? (
          <Autocomplete
            {...shared}
            multiple
            value={props.value}
            onChange={(_, v) => props.onChange(v.map(toPicked))}
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
          />
        ) : (
          <Autocomplete {...shared} value={props.value} onChange={(_, v) => props.onChange(v ? toPicked(v) : null)} />
        )}
      </Stack>
    </ResultSummaryContext>
  );
}
