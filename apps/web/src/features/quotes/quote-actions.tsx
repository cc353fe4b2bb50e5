import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { Alert, Button, Link, Stack } from '@mui/material';
import { quoteMessages, quotePdfFileName, type Quote } from '@scm/contract';
import { useState } from 'react';
import { useNavigate, Link as RouterLink } from 'react-router';
import { useWriteAccess } from '../../shared/access';
import { orderPathOf, QUOTE_LIST_PATH, quotePdfUrl, type QuoteSide } from './api';
import { QuoteOrderDialog } from './quote-order-dialog';

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
 * 주문으로 전환 (staff with ORDER write) or 주문하기 (the customer): opens the dialog asking what the order needs that
 * the quote lacks (납기일, 배송 정보, 시안 파일), then the new order's page. Hidden when the quote cannot be ordered;
 * the notice under the header says why (QuoteOrderNotice).
 */
export function QuoteToOrderButton({ side, quote }: { side: QuoteSide; quote: Quote }) {
  const canWrite = useWriteAccess();
  const [open, setOpen] = useState(false);
  if (!canWrite || whyNotOrderable(quote) !== null) return null;
  const label = side === 'staff' ? '주문으로 전환' : '주문하기';
  return (
    <>
      <Button variant="contained" startIcon={<ShoppingCartCheckoutIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <QuoteOrderDialog side={side} quote={quote} label={label} onClose={() => setOpen(false)} />}
    </>
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
