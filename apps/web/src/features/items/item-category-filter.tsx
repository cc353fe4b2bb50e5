import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { ITEM_CATEGORY_LEVELS, ITEM_CATEGORY_LEVEL_LABELS } from '@scm/contract';
import { childrenOf, pathOf, useItemCategoryList } from '../item-categories';

interface Props {
  /** The chosen category (any level), null for every category. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** A caption shown above the three levels (the item picker's "narrow by category"); none in a list toolbar. */
  label?: string;
}

/** The list's category filter: 대분류 › 중분류 › 소분류, each narrowing the next; the list shows the whole subtree. */
export function ItemCategoryFilter({ value, onChange, label }: Props) {
  const { data: all = [] } = useItemCategoryList();
  const captionId = useId();
  const path = pathOf(all, value);

  const choose = (levelIndex: number, raw: string) =>
    onChange(raw === '' ? (path[levelIndex - 1]?.id ?? null) : Number(raw));

  const levels = (
    <Stack
      role="group"
      aria-label={label ? undefined : '카테고리 필터'}
      aria-labelledby={label ? captionId : undefined}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, flex: { xs: '1 1 100%', md: '0 1 auto' } }}
    >
      {ITEM_CATEGORY_LEVELS.map((level, i) => {
        const parent = i === 0 ? null : path[i - 1];
        const options = parent === undefined ? [] : childrenOf(all, parent?.id ?? null);
        return (
          <TextField
            key={level}
            select
            size="small"
            label={ITEM_CATEGORY_LEVEL_LABELS[level]}
            value={path[i] ? String(path[i].id) : ''}
            onChange={(e) => choose(i, e.target.value)}
            disabled={options.length === 0}
            sx={{ flex: { xs: '1 1 96px', md: '0 0 148px' }, minWidth: 96 }}
          >
            <MenuItem value="">
              <em>전체</em>
            </MenuItem>
            {options.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Stack>
  );
  if (!label) return levels;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography id={captionId} variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      {levels}
    </Stack>
  );
}
