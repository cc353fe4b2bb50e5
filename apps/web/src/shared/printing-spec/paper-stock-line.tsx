import { Typography } from '@mui/material';
import { paperAvailabilityLine, type PaperAvailability } from '@scm/contract';
import { formatNumber } from '../format';

interface Props {
  availability: PaperAvailability | undefined;
  /** This order's total need of the item, over all its lines (used + spoiled). */
  orderNeed: number;
  /** Only the item's first line carries the warning (the need is the order's total, not the line's). */
  first: boolean;
}

/**
 * Under a paper line: '재고 1,200 · 다른 주문 예정 300 · 가용 900 (매)', and a warning (not an error: saving is still
 * allowed) when the order needs more of the item than is free.
 */
export function PaperStockLine({ availability: a, orderNeed, first }: Props) {
  if (!a) return null;
  const short = first && orderNeed > a.free;
  return (
    <Typography
      variant="body2"
      role={short ? 'alert' : undefined}
      sx={{ mt: 0.5, color: short ? 'warning.dark' : 'text.secondary' }}
    >
      {paperAvailabilityLine(a)}
      {short &&
        ` — 이 주문 필요량 ${formatNumber(orderNeed)}, 부족 ${formatNumber(orderNeed - Math.max(a.free, 0))}. 저장은 할 수 있습니다.`}
    </Typography>
  );
}
