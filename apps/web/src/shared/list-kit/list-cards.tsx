import { Box, Card, CardActionArea, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { usePhoneLayout } from '../use-phone';
import type { ReactNode } from 'react';
import { cardSortOptions, hasCard, pickCardFields } from './card-fields';
import type { ColumnDef } from './column-def';

interface Props<T> {
  columns: readonly ColumnDef<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string | number;
  sort: string;
  onSortChange?: (sort: string) => void;
  onRowClick?: (row: T) => void;
  loading: boolean;
  'aria-label'?: string;
}

/** The narrowest a card's text may get before its trailing controls wrap under it. */
const BODY_MIN_WIDTH = 260;

/**
 * Below MUI's `sm` (600 px) a list whose columns name a card title shows cards instead of a sideways-scrolling table.
 * `root` is an element of the list, to tell whether the list itself sits in a dialog.
 */
export function usePhoneCards<T>(columns: readonly ColumnDef<T>[], root: HTMLElement | null): boolean {
  const phone = usePhoneLayout(root);
  return phone && hasCard(columns);
}

/** One card per row: title and status chip on top, the two or three key figures under them. */
export function ListCards<T>({
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  onRowClick,
  loading,
  'aria-label': ariaLabel,
}: Props<T>) {
  const fields = pickCardFields(columns);
  const titleIndex = fields.title ? columns.indexOf(fields.title) : 0;
  // A control before the title column (a selection box) leads the card; one after it (a delete button) trails.
  const leading = fields.controls.filter((c) => columns.indexOf(c) < titleIndex);
  const trailing = fields.controls.filter((c) => columns.indexOf(c) > titleIndex);
  const sortOptions = onSortChange ? cardSortOptions(columns, sort) : [];

  const cell = (c: ColumnDef<T>, row: T, index: number) => (
    <Box key={c.key} sx={{ display: 'flex', alignItems: 'center', px: 0.5, flexShrink: 0 }}>
      {c.render(row, index)}
    </Box>
  );
  const body = (row: T, index: number): ReactNode => (
    <Box sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {fields.title?.render(row, index)}
        </Typography>
        {fields.status && <Box sx={{ flexShrink: 0 }}>{fields.status.render(row, index)}</Box>}
      </Stack>
      {fields.figures.length > 0 && (
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1, m: 0, mt: 1 }}>
          {fields.figures.map((f) => (
            <Box key={f.key} sx={{ flex: '1 1 72px', minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {f.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {f.render(row, index)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );

  return (
    <Box>
      {sortOptions.length > 1 && onSortChange && (
        <TextField
          select
          size="small"
          label="정렬"
          value={sort}
          onChange={(e) => onSortChange(e.target.value)}
          fullWidth
          // '기본 정렬' is the empty value: show it rather than an empty box.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ mb: 1.5 }}
        >
          {sortOptions.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
          {loading ? '불러오는 중입니다…' : '데이터가 없습니다.'}
        </Typography>
      ) : (
        <Stack component="ul" aria-label={ariaLabel} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
          {rows.map((row, index) => (
            <Card
              component="li"
              key={getRowKey(row)}
              variant="outlined"
              // Trailing controls wider than the body can spare (a row's action buttons) wrap under it, at the right,
              // rather than squeezing the title into a column a word wide; a delete icon still fits beside it.
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'stretch' }}
            >
              {leading.map((c) => cell(c, row, index))}
              {onRowClick ? (
                <CardActionArea onClick={() => onRowClick(row)} sx={{ flex: `1 1 ${BODY_MIN_WIDTH}px`, minWidth: 0 }}>
                  {body(row, index)}
                </CardActionArea>
              ) : (
                <Box sx={{ flex: `1 1 ${BODY_MIN_WIDTH}px`, minWidth: 0 }}>{body(row, index)}</Box>
              )}
              {trailing.length > 0 && (
                <Box sx={{ display: 'flex', ml: 'auto', pr: 1, py: 0.5 }}>
                  {trailing.map((c) => cell(c, row, index))}
                </Box>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
