import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Box, Button, Collapse, Stack, Typography } from '@mui/material';
import { orderPriceMessages, PRICE_SOURCE_LABELS, type OrderPrice } from '@scm/contract';
import { useId, useState, type ReactNode } from 'react';
import { EstimatePanel, signedWon, won } from '../../shared/estimate';
import { formatDateTime } from '../../shared/format';

/** "3차 · 수정 재계산 · 김직원 · 2026-11-27 14:05" — one pricing of the order. */
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

/**
 * 금액 이력: every pricing of the order, newest first — version, why (주문 등록, 수정 재계산, 견적 전환, 금액 조정), who
 * and when, the total it charged, an override with its reason, and the difference from the version before. Folded
 * until asked for.
 */
export function PriceHistoryList({ rows }: { rows: readonly OrderPrice[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (rows.length === 0) return null;
  const oldestFirst = [...rows].sort((a, b) => a.version - b.version);
  const newestFirst = oldestFirst.map((p, i) => ({ p, before: i > 0 ? oldestFirst[i - 1]! : null })).reverse();
  return (
    <Box component="section" aria-label="금액 이력">
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ px: 0.5 }}
      >
        금액 이력 {rows.length}건 {open ? '접기' : '보기'}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Stack component="ol" id={listId} sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', gap: 1 }}>
          {newestFirst.map(({ p, before }) => (
            <HistoryRow key={p.version} price={p} before={before} />
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}

function HistoryRow({ price: p, before }: { price: OrderPrice; before: OrderPrice | null }) {
  const difference = before ? p.charged.total - before.charged.total : null;
  return (
    <Stack
      component="li"
      data-testid="price-history-row"
      sx={{ borderLeft: 3, borderColor: p.override ? 'warning.main' : 'divider', pl: 1.5, py: 0.25 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: { xs: 0, sm: 2 } }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {priceRowText(p)}
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {won(p.charged.total)}
          {difference !== null && (
            <Typography
              component="span"
              variant="body2"
              color={difference === 0 ? 'text.secondary' : difference > 0 ? 'error.main' : 'success.main'}
              sx={{ ml: 1 }}
            >
              {difference === 0 ? '변동 없음' : signedWon(difference)}
            </Typography>
          )}
        </Typography>
      </Stack>
      {p.override && (
        <Typography variant="caption" color="text.secondary">
          조정: 공급가액 {won(p.override.supply)} · 계산 금액 {won(p.estimate.total)} · 사유: {p.override.reason}
        </Typography>
      )}
    </Stack>
  );
}
