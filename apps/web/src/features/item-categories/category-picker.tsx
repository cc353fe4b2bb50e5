import { FormControl, FormHelperText, FormLabel, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { ITEM_CATEGORY_LEVELS, ITEM_CATEGORY_LEVEL_LABELS, type ItemCategory } from '@scm/contract';
import { useItemCategoryList } from './api';
import { CategoryBreadcrumb } from './category-breadcrumb';
import { childrenOf, pathOf } from './category-tree';

export interface CategoryPickerProps {
  /** The chosen category (any level); null when none. */
  value: number | null;
  /** The deepest chosen category and its path from level 1. */
  onChange: (id: number | null, path: ItemCategory[]) => void;
  label?: string;
  /** Hidden categories are left out unless asked for (or already chosen). */
  includeHidden?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * A three-level category choice (대분류 › 중분류 › 소분류) with the chosen path, for item and purchase-order forms.
 * Controlled: wrap it with react-hook-form's useController to bind it to a field such as itemCategoryId.
 */
export function CategoryPicker({
  value,
  onChange,
  label = '카테고리',
  includeHidden = false,
  disabled = false,
  required = false,
  error = false,
  helperText,
}: CategoryPickerProps) {
  const { data: all = [] } = useItemCategoryList();
  const path = pathOf(all, value);
  const offered = (c: ItemCategory) => includeHidden || !c.isHidden || path.some((p) => p.id === c.id);

  const choose = (levelIndex: number, raw: string) => {
    const id = raw === '' ? (path[levelIndex - 1]?.id ?? null) : Number(raw);
    onChange(id, pathOf(all, id));
  };

  return (
    <FormControl component="fieldset" error={error} disabled={disabled} required={required} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1, fontSize: 14 }}>
        {label}
      </FormLabel>
      <Grid container spacing={1}>
        {ITEM_CATEGORY_LEVELS.map((level, i) => {
          const parent = i === 0 ? null : path[i - 1];
          const options = parent === undefined ? [] : childrenOf(all, parent?.id ?? null).filter(offered);
          return (
            <Grid key={level} size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                size="small"
                fullWidth
                label={ITEM_CATEGORY_LEVEL_LABELS[level]}
                value={path[i] ? String(path[i].id) : ''}
                onChange={(e) => choose(i, e.target.value)}
                disabled={disabled || options.length === 0}
                error={error}
              >
                <MenuItem value="">
                  <em>선택 안 함</em>
                </MenuItem>
                {options.map((c) => (
                  <MenuItem key={c.id} value={String(c.id)}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          );
        })}
      </Grid>
      {/* With nothing chosen, an error message says it once; the breadcrumb's own prompt would repeat it. */}
      {(path.length > 0 || !(error && helperText)) && (
        <Stack sx={{ mt: 1 }}>
          <CategoryBreadcrumb path={path} emptyText="카테고리를 선택해주세요." />
        </Stack>
      )}
      {helperText && <FormHelperText role={error ? 'alert' : undefined}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
