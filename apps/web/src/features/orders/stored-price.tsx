import { Alert, Box, Stack, Typography } from '@mui/material';
import { orderPriceMessages, PRICE_SOURCE_LABELS, type OrderPrice } from '@scm/contract';
import type { ReactNode } from 'react';
import { EstimatePanel, won } from '../../shared/estimate';
import { formatDateTime } from '../../shared/format';

/** "3차 · 사양 변경 · 김직원 · 2026-11-27 14:05" — one pricing of the order. */
export const priceRowText = (p: OrderPrice) =>
  [`${p.version}차`, PRICE_SOURCE_LABELS[p.source], p.pricedBy ?? '시스템', formatDateTime(p.pricedAt)].join(' · ');

/**
 * The order's stored price on its record page: the charged 합계 (the override's, with the computed price and the
 * reason beside it), the lines folded, the rates' day and who priced it when; `history` below (the earlier
 * pricings). An order from before prices says 금액 없음.
 */
export function StoredPrice({ price, history }: { price: OrderPrice | null; history?: ReactNode }) {
  if (!price)
    return (
      <Alert severity="info" variant="outlined">
        {orderPriceMessages.noPrice}: 금액 기능 이전에 접수된 주문입니다.
      </Alert>
    );
  return (
    <Stack sx={{ gap: 1.5 }}>
      <EstimatePanel
        title={price.override ? '청구 금액 · 부가세 포함 (조정됨)' : '청구 금액 · 부가세 포함'}
        estimate={price.estimate}
        override={price.override}
        footer={
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
            단가 기준일 {price.estimate.ratesDate}
          </Typography>
        }
      />
      <Typography variant="body2" color="text.secondary" data-testid="price-version">
        {priceRowText(price)} · 단가 기준일 {price.estimate.ratesDate}
      </Typography>
      {history}
    </Stack>
  );
}

/** The order's pricings, newest first: version, why, who, when, and the total each charged. */
export function PriceHistoryList({ rows }: { rows: readonly OrderPrice[] }) {
  if (rows.length === 0) return null;
  const newestFirst = [...rows].sort((a, b) => b.version - a.version);
  return (
    <Box component="section" aria-label="금액 이력">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        금액 이력
      </Typography>
      <Stack component="ol" sx={{ m: 0, p: 0, listStyle: 'none', gap: 0.75 }}>
        {newestFirst.map((p) => (
          <Stack
            component="li"
            key={p.version}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', gap: { xs: 0, sm: 2 } }}
          >
            <Typography variant="body2">{priceRowText(p)}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {won(p.charged.total)}
              {p.override ? ` (조정: ${p.override.reason})` : ''}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
