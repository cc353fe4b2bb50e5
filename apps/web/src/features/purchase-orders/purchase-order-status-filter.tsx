import { MenuItem, TextField } from '@mui/material';
import { PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus } from '@scm/contract';
import { useSearchParams } from 'react-router';

const STATUS_PARAM = 'status';

/** The URL's status, or null (전체) for anything else. */
export const parsePurchaseOrderStatus = (raw: string | null): PurchaseOrderStatus | null =>
  (PURCHASE_ORDER_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as PurchaseOrderStatus) : null;

/** The status filter lives in the URL beside the list state, so 목록 from a detail page comes back to it. */
export function usePurchaseOrderStatusParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parsePurchaseOrderStatus(searchParams.get(STATUS_PARAM));
  const setStatus = (next: PurchaseOrderStatus | null) => {
    const params = new URLSearchParams(searchParams);
    if (next === null) params.delete(STATUS_PARAM);
    else params.set(STATUS_PARAM, next);
    // A new filter starts from the first page.
    params.delete('page');
    setSearchParams(params);
  };
  return [status, setStatus] as const;
}

interface Props {
  value: PurchaseOrderStatus | null;
  onChange: (status: PurchaseOrderStatus | null) => void;
}

/** 전체 / 발주 (not yet arrived) / 입고완료. */
export function PurchaseOrderStatusFilter({ value, onChange }: Props) {
  return (
    <TextField
      select
      size="small"
      label="상태"
      value={value ?? ''}
      onChange={(e) => onChange(parsePurchaseOrderStatus(e.target.value))}
      sx={{ flex: { xs: '1 1 120px', md: '0 0 132px' }, minWidth: 112 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">전체</MenuItem>
      {PURCHASE_ORDER_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {PURCHASE_ORDER_STATUS_LABELS[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}
