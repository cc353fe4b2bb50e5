import { Checkbox, Chip, FormControlLabel } from '@mui/material';
import { ORDER_LIST_STATUS_LABELS, ORDER_LIST_STATUSES, OVERDUE_FILTER_LABEL } from '@scm/contract';
import { StatusFilter, useFilterParams, useStatusParam, type ApiQuery } from '../../shared/list-kit';

const PARAMS = ['overdue', 'buyerId', 'buyerName'] as const;

/**
 * The order lists' own filters (printing and bag orders), kept in the URL beside the list state: the status the row
 * shows, 납기 지남, and one customer (from the buyer detail's link, removable here).
 */
export function useOrderListFilters() {
  const [status, setStatus] = useStatusParam(ORDER_LIST_STATUSES);
  const [values, setValues] = useFilterParams(PARAMS);
  const overdue = values.overdue === 'true';
  const apiParams: ApiQuery = {
    status: status ?? undefined,
    overdue: overdue ? 'true' : undefined,
    buyerId: values.buyerId || undefined,
  };
  return { status, setStatus, overdue, buyerId: values.buyerId, buyerName: values.buyerName, setValues, apiParams };
}

export type OrderListFilterState = ReturnType<typeof useOrderListFilters>;

/** 상태 select, the 납기 지남 check and the chosen customer's chip, for the list's toolbar. */
export function OrderListFilters({ filters }: { filters: OrderListFilterState }) {
  return (
    <>
      <StatusFilter
        label="상태"
        values={ORDER_LIST_STATUSES}
        labelOf={(s) => ORDER_LIST_STATUS_LABELS[s]}
        value={filters.status}
        onChange={filters.setStatus}
      />
      <FormControlLabel
        label={OVERDUE_FILTER_LABEL}
        sx={{ mr: 0, flex: '0 0 auto' }}
        control={
          <Checkbox
            size="small"
            checked={filters.overdue}
            onChange={(e) => filters.setValues({ overdue: e.target.checked ? 'true' : '' })}
          />
        }
      />
      {filters.buyerId && (
        <Chip
          label={`고객사: ${filters.buyerName || '선택한 고객사'}`}
          onDelete={() => filters.setValues({ buyerId: '', buyerName: '' })}
        />
      )}
    </>
  );
}
