import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Link, Paper, Stack, Typography } from '@mui/material';
import {
  API_CUSTOMER_QUOTE,
  API_CUSTOMER_TRADE_STATEMENT,
  quotePdfFileName,
  quotePdfPath,
  tradeStatementOrderFileName,
  tradeStatementOrderPdfPath,
  type CustomerOrder,
} from '@scm/contract';
import { Link as RouterLink } from 'react-router';

/** The customer's quote page (the quotes feature's route; the path alone, so no feature import). */
const customerQuotePath = (id: number) => `/co/quote/${id}`;

/**
 * 주문 서류: the documents of the order — today the 견적서 it came from (its number, its page, its PDF); an order
 * placed without a quote says so. 거래명세서 and 세금계산서 join this list when the shop issues them.
 */
export function CustomerOrderDocuments({ order }: { order: CustomerOrder }) {
  const q = order.quote;
  return (
    <Paper variant="outlined" component="section" aria-label="주문 서류" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        주문 서류
      </Typography>
      {q ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
          data-testid="order-quote"
        >
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <DescriptionOutlinedIcon color="action" />
            <Typography variant="body2">
              견적서{' '}
              <Link component={RouterLink} to={customerQuotePath(q.id)} sx={{ fontWeight: 600 }}>
                {q.quoteNumber}
              </Link>
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                · 이 주문이 만들어진 견적서
              </Typography>
            </Typography>
          </Stack>
          <Button
            variant="outlined"
            size="small"
            href={quotePdfPath(API_CUSTOMER_QUOTE, q.id)}
            download={quotePdfFileName(q.quoteNumber)}
            startIcon={<DownloadIcon />}
          >
            견적서 PDF 내려받기
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          견적서 없이 바로 접수한 주문입니다.
        </Typography>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, mt: 1.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        data-testid="order-trade-statement"
      >
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <DescriptionOutlinedIcon color="action" />
          <Typography variant="body2">
            거래명세서
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              · 이 주문의 공급가액·세액 (직인 날인)
            </Typography>
          </Typography>
        </Stack>
        <Button
          variant="outlined"
          size="small"
          href={tradeStatementOrderPdfPath(API_CUSTOMER_TRADE_STATEMENT, order.id)}
          download={tradeStatementOrderFileName(order.orderNumber)}
          startIcon={<DownloadIcon />}
        >
          거래명세서 PDF 내려받기
        </Button>
      </Stack>
    </Paper>
  );
}
