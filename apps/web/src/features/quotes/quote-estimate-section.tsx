import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Skeleton, Stack, Typography } from '@mui/material';
import { orderPriceMessages, QUOTE_FIELD_LABELS as L } from '@scm/contract';
import { useWatch } from 'react-hook-form';
import { useLiveEstimate } from './live-estimate';
import { AmountRow, EstimateLines, MissingRates, won } from './quote-price';
import type { QuoteFormInput } from './quote-form-schema';

/**
 * 예상 금액 · 부가세 포함: the quote's price as the spec is typed, with the breakdown folded under the total. The
 * server prices the saved quote again with the same engine and rates; the form never sends a price.
 */
export function QuoteEstimateSection() {
  const [workType, quantity, finishedSize, printingList, isFoldingBinding, foldingBindingList] = useWatch<
    QuoteFormInput,
    ['workType', 'quantity', 'finishedSize', 'printingList', 'isFoldingBinding', 'foldingBindingList']
  >({ name: ['workType', 'quantity', 'finishedSize', 'printingList', 'isFoldingBinding', 'foldingBindingList'] });
  const { estimate, failed } = useLiveEstimate({
    workType,
    quantity,
    finishedSize,
    printingList,
    isFoldingBinding,
    foldingBindingList,
  });
  if (failed) return <Alert severity="warning">단가표를 불러오지 못해 예상 금액을 계산할 수 없습니다.</Alert>;
  if (!estimate) return <Skeleton variant="rounded" height={96} />;
  return (
    <Stack sx={{ gap: 1 }} aria-label="예상 금액" role="region">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {orderPriceMessages.estimateTitle}
        </Typography>
        <Typography
          variant="h6"
          component="output"
          aria-label="예상 합계"
          aria-live="polite"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {won(estimate.total)}
        </Typography>
      </Stack>
      <MissingRates missing={estimate.missing} />
      <Accordion variant="outlined" disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2">
            계산 내역 · {L.supply} {won(estimate.supply)} + {L.vat} {won(estimate.vat)}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Stack sx={{ gap: 1 }}>
            <EstimateLines estimate={estimate} />
            {estimate.roundedOff > 0 && (
              <Typography variant="caption" color="text.secondary">
                항목 합계 {won(estimate.subtotal)}에서 {won(estimate.roundedOff)} 절사
              </Typography>
            )}
            <AmountRow label={L.supply} amount={estimate.supply} />
            <AmountRow label={L.vat} amount={estimate.vat} />
            <AmountRow label={L.total} amount={estimate.total} strong />
            <Typography variant="caption" color="text.secondary">
              {estimate.ratesDate} 단가표 기준
            </Typography>
          </Stack>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}
