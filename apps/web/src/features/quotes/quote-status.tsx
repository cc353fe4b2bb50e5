import { Chip, type ChipProps } from '@mui/material';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteStatus } from '@scm/contract';
import { StatusFilter, useStatusParam } from '../../shared/list-kit';

const COLORS: Record<QuoteStatus, ChipProps['color']> = { OPEN: 'primary', ORDERED: 'success', EXPIRED: 'default' };

/** 작성 (still open: outlined), 주문 전환 and 만료 (at rest: filled), as the other lists' chips. */
export function QuoteStatusChip({ status }: { status: QuoteStatus }) {
  return (
    <Chip
      label={QUOTE_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'OPEN' ? 'outlined' : 'filled'}
      size="small"
    />
  );
}

export const useQuoteStatusParam = () => useStatusParam(QUOTE_STATUSES);

/** The list's 상태 filter (전체, 작성, 주문 전환, 만료), kept in the URL. */
export function QuoteStatusFilter({
  value,
  onChange,
}: {
  value: QuoteStatus | null;
  onChange: (status: QuoteStatus | null) => void;
}) {
  return (
    <StatusFilter
      label="상태"
      values={QUOTE_STATUSES}
      labelOf={(s) => QUOTE_STATUS_LABELS[s]}
      value={value}
      onChange={onChange}
    />
  );
}
