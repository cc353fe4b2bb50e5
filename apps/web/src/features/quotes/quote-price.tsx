import { Typography } from '@mui/material';
import type { Quote } from '@scm/contract';
import { EstimatePanel } from '../../shared/estimate';

/**
 * The quote's price as it was made: the engine's lines with their formulas, 공급가액, 부가세 and 합계, and the 금액 조정
 * with its reason when staff offered another price; the lines open, as the quote is read for them.
 */
export function QuotePrice({ quote }: { quote: Quote }) {
  return (
    <EstimatePanel
      estimate={quote.estimate}
      override={quote.override}
      title="견적 금액 · 부가세 포함"
      defaultExpanded
      footer={
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {quote.estimate.ratesDate} 단가표 기준
        </Typography>
      }
    />
  );
}
