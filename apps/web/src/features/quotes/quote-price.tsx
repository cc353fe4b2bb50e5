import { Box, Divider, Stack, Typography } from '@mui/material';
import { orderPriceMessages, QUOTE_FIELD_LABELS as L, type Estimate, type Quote } from '@scm/contract';
import { formatNumber } from '../../shared/format';

export const won = (n: number) => `${formatNumber(n)}원`;

export function AmountRow({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}
      >
        {won(amount)}
      </Typography>
    </Stack>
  );
}

/** The engine's lines, each with its formula in words; a list rather than a table, so it reads on a phone too. */
export function EstimateLines({ estimate }: { estimate: Estimate }) {
  return (
    <Stack component="ol" aria-label="금액 내역" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
      {estimate.lines.map((line, i) => (
        <Box component="li" key={i} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {line.label}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
              {won(line.amount)}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'keep-all' }}>
            {line.formula}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** What the rate table lacks for this spec, one Korean sentence each: the price is incomplete, never a silent 0. */
export function MissingRates({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <Box role="alert" sx={{ color: 'warning.dark' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {orderPriceMessages.incomplete(missing.length)}
      </Typography>
      {missing.map((m) => (
        <Typography key={m} variant="caption" sx={{ display: 'block' }}>
          • {m}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The quote's price as it was made: the engine's lines with their formula in words, 공급가액, 부가세 and 합계, and the
 * 금액 조정 with its reason when staff offered another price.
 */
export function QuotePrice({ quote }: { quote: Quote }) {
  const { estimate, override, charged } = quote;
  return (
    <Stack sx={{ gap: 1.5 }}>
      <EstimateLines estimate={estimate} />
      <MissingRates missing={estimate.missing} />
      <Stack sx={{ gap: 0.5 }}>
        {estimate.roundedOff > 0 && (
          <Typography variant="caption" color="text.secondary">
            항목 합계 {won(estimate.subtotal)}에서 {won(estimate.roundedOff)} 절사
          </Typography>
        )}
        {override && (
          <>
            <AmountRow label={`계산 ${L.supply}`} amount={estimate.supply} />
            <Typography variant="body2" color="text.secondary">
              {L.overrideReason}: {override.reason}
            </Typography>
          </>
        )}
        <AmountRow label={override ? `${L.override} (${L.supply})` : L.supply} amount={charged.supply} />
        <AmountRow label={L.vat} amount={charged.vat} />
        <Divider />
        <AmountRow label={`${L.total} (부가세 포함)`} amount={charged.total} strong />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {estimate.ratesDate} 단가표 기준
      </Typography>
    </Stack>
  );
}
