import { Box, Stack, Typography } from '@mui/material';
import { amountWithUnit, type ItemModalItem } from '@scm/contract';
import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';

/** An item already chosen, as a saved record knows it (so it shows even if the selectable list lacks it). */
export interface PickedItem {
  id: number;
  name: string;
}

/** An option of the picker: a selectable item with its details, or a saved choice known only by name. */
export type PickerOption = ItemModalItem | PickedItem;

export const isDetailed = (o: PickerOption): o is ItemModalItem => 'itemCode' in o;

/** '용지 > 아트지 > 150g' as the picker shows it. */
export const categoryPathText = (item: ItemModalItem) => item.itemCategoryName.replaceAll(' > ', ' › ');

export const stockText = (item: ItemModalItem) => `재고 ${amountWithUnit(item.amount, item.itemUnit)}`;

/** One item of the result list: name and stock on the first line, code and category path below, wrapping at 390 px. */
export function ItemOptionRow({ option, ...props }: HTMLAttributes<HTMLLIElement> & { option: PickerOption }) {
  return (
    <li {...props}>
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {option.name}
          </Typography>
          {isDetailed(option) && (
            <Typography
              variant="body2"
              sx={{ flexShrink: 0, color: option.amount > 0 ? 'text.secondary' : 'warning.dark' }}
            >
              {stockText(option)}
            </Typography>
          )}
        </Stack>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {isDetailed(option) ? `${option.itemCode} · ${categoryPathText(option)}` : '사용하지 않는 품목'}
        </Typography>
      </Box>
    </li>
  );
}

/** What the popup's live region says above the results (how many matched, how many are shown). */
export const ResultSummaryContext = createContext('');

/**
 * The Autocomplete's status slot (role=status, aria-live=polite): MUI's loading / no-result text, or the result
 * count, so a screen reader hears how many items match as the user types.
 */
export function ResultStatus({
  children,
  ownerState: _ownerState,
  ...props
}: HTMLAttributes<HTMLDivElement> & { children?: ReactNode; ownerState?: unknown }) {
  const summary = useContext(ResultSummaryContext);
  const hasText = Array.isArray(children) ? children.some(Boolean) : Boolean(children);
  return (
    <div {...props}>
      {children}
      {!hasText && summary && (
        <Typography
          variant="caption"
          component="div"
          sx={{ px: 2, pt: 1, pb: 0.5, color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}
        >
          {summary}
        </Typography>
      )}
    </div>
  );
}
