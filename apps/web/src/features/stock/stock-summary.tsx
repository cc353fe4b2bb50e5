import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Box, Breadcrumbs, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { PURCHASE_PRICE_LABEL, STOCK_VALUE_LABEL, stockValue, type Stock } from '@scm/contract';
import type { ReactNode } from 'react';
import { useWriteAccess } from '../../shared/access';
import { formatDateTime, formatNumber } from '../../shared/format';
import type { AdjustDirection } from './adjust-math';
import { UnusedChip } from './io-chips';
import { ShortageChip } from './stock-columns';

interface Props {
  stock: Stock;
  onAdjust: (direction: AdjustDirection) => void;
  onList: () => void;
}

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 6, sm: 3 }}>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Grid>
);

/** The item, where it sits in the catalogue, how much is on hand, and the adjustment buttons. */
export function StockSummary({ stock, onAdjust, onList }: Props) {
  // Without PROCESS write authority (the record page decides) the stock is only read.
  const canWrite = useWriteAccess();
  const path = stock.itemCategoryName.split(' > ').filter(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Breadcrumbs separator="›" aria-label="카테고리 경로" sx={{ mb: 0.5 }}>
            {path.map((name, i) => (
              <Typography key={`${i}-${name}`} variant="body2" color="text.secondary">
                {name}
              </Typography>
            ))}
          </Breadcrumbs>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {stock.name}
            {!stock.isUsed && <UnusedChip />}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { md: 'right' } }} aria-label="현재 재고" role="group">
          <Typography variant="caption" color="text.secondary" component="div">
            현재 재고
          </Typography>
          <Typography component="div" sx={{ fontSize: { xs: 36, sm: 44 }, fontWeight: 800, lineHeight: 1.1 }}>
            <span data-testid="stock-amount">{formatNumber(stock.amount)}</span>
            {stock.itemUnit && (
              <Typography component="span" variant="h6" color="text.secondary" sx={{ ml: 1 }}>
                {stock.itemUnit}
              </Typography>
            )}
          </Typography>
          {stock.amount < 0 && <ShortageChip stock={stock} />}
        </Box>
      </Stack>

      <Grid container component="dl" spacing={2} sx={{ mt: 2, mb: 0 }}>
        <Fact label="품목 코드">{stock.itemCode}</Fact>
        <Fact label={PURCHASE_PRICE_LABEL}>{`${formatNumber(stock.itemPrice)}원`}</Fact>
        <Fact label={STOCK_VALUE_LABEL}>
          <span data-testid="stock-value">{`${formatNumber(stockValue(stock.amount, stock.itemPrice))}원`}</span>
        </Fact>
        <Fact label="최종 조정일시">{stock.adjustedDate ? formatDateTime(stock.adjustedDate) : '-'}</Fact>
        {stock.lot && <Fact label="로트">{stock.lot}</Fact>}
        {stock.remark && <Fact label="비고">{stock.remark}</Fact>}
      </Grid>

      <Stack direction="row" useFlexGap sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
        {canWrite && (
          <>
            <Button variant="contained" startIcon={<AddCircleOutlineIcon />} onClick={() => onAdjust('RECEIVING')}>
              입고 조정
            </Button>
            <Button
              variant="contained"
              color="warning"
              startIcon={<RemoveCircleOutlineIcon />}
              onClick={() => onAdjust('RELEASING')}
            >
              출고 조정
            </Button>
          </>
        )}
        <Button variant="outlined" color="inherit" onClick={onList}>
          목록
        </Button>
      </Stack>
    </Paper>
  );
}
