import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { Alert, Button, Link, Stack } from '@mui/material';
import { quoteMessages, quotePdfFileName, QuoteToOrderSchema, type Quote } from '@scm/contract';
import { useNavigate, Link as RouterLink } from 'react-router';
import { useWriteAccess } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { orderPathOf, QUOTE_LIST_PATH, quotePdfUrl, useQuoteToOrder, type QuoteSide } from './api';

/** PDF 보기 (a new tab) and PDF 내려받기 (a file named 견적서_<번호>.pdf): the browser asks with the session cookie. */
export function QuotePdfButtons({ side, quote }: { side: QuoteSide; quote: Quote }) {
  const url = quotePdfUrl(side, quote.id);
  return (
    <>
      <Button variant="outlined" href={url} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
        PDF 보기
      </Button>
      <Button variant="outlined" href={url} download={quotePdfFileName(quote.quoteNumber)} startIcon={<DownloadIcon />}>
        PDF 내려받기
      </Button>
    </>
  );
}

/** Why a quote cannot become an order now, or null when it can. */
export const whyNotOrderable = (quote: Quote): string | null => {
  if (quote.status === 'ORDERED') return quoteMessages.alreadyOrdered(quote.orderNumber ?? '');
  if (quote.status === 'EXPIRED') return quoteMessages.expired(quote.validUntil);
  if (quote.estimate.missing.length > 0) return quoteMessages.incomplete;
  return null;
};

/**
 * 주문으로 전환 (staff with ORDER write) or 주문하기 (the customer): asked once with the quote's total, then the new
 * order's page. Hidden when the quote cannot be ordered; the notice under the header says why (QuoteOrderNotice).
 */
export function QuoteToOrderButton({ side, quote }: { side: QuoteSide; quote: Quote }) {
  const canWrite = useWriteAccess();
  const fb = useFeedback();
  const navigate = useNavigate();
  const toOrder = useQuoteToOrder(side);
  if (!canWrite || whyNotOrderable(quote) !== null) return null;
  const label = side === 'staff' ? '주문으로 전환' : '주문하기';
  const convert = async () => {
    const ok = await fb.confirm(quoteMessages.orderConfirm(quote.quoteNumber, quote.charged.total), {
      title: label,
      confirmLabel: label,
    });
    if (!ok) return;
    try {
      const res = await toOrder.mutateAsync({ id: quote.id, values: QuoteToOrderSchema.parse({}) });
      fb.snackbar('success', res.message);
      void navigate(orderPathOf(side, res.data.orderId));
    } catch (e) {
      reportError(fb, e, '주문으로 전환하지 못했습니다.');
    }
  };
  return (
    <Button
      variant="contained"
      startIcon={<ShoppingCartCheckoutIcon />}
      loading={toOrder.isPending}
      onClick={() => void convert()}
    >
      {label}
    </Button>
  );
}

/** 복사해서 새 견적 (staff with ORDER write): the new-quote form filled from this one. */
export function CopyQuoteButton({ quote }: { quote: Quote }) {
  const canWrite = useWriteAccess();
  const navigate = useNavigate();
  if (!canWrite) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<ContentCopyIcon />}
      onClick={() => void navigate(`${QUOTE_LIST_PATH}/new?copy=${quote.id}`)}
    >
      복사해서 새 견적
    </Button>
  );
}

/** Why 주문으로 전환 / 주문하기 is not offered: converted (with a link to the order), expired, or priced incompletely. */
export function QuoteOrderNotice({ side, quote }: { side: QuoteSide; quote: Quote }) {
  const why = whyNotOrderable(quote);
  if (why === null) return null;
  return (
    <Alert severity={quote.status === 'ORDERED' ? 'success' : 'info'} variant="outlined">
      <Stack sx={{ gap: 0.5 }}>
        <span>{why}</span>
        {quote.orderId !== null && (
          <Link component={RouterLink} to={orderPathOf(side, quote.orderId)}>
            주문 {quote.orderNumber} 보기
          </Link>
        )}
      </Stack>
    </Alert>
  );
}
