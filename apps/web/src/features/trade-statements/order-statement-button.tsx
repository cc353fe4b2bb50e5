import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { API_TRADE_STATEMENT, tradeStatementOrderFileName, tradeStatementOrderPdfPath } from '@scm/contract';

/** 거래명세서 of one order for staff; a bag order names the advertiser whose share it states. */
export function OrderStatementButton({
  orderId,
  orderNumber,
  buyerId,
  buyerName,
  label = '거래명세서',
}: {
  orderId: number;
  orderNumber: string;
  buyerId?: number | null;
  buyerName?: string | null;
  label?: string;
}) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      href={tradeStatementOrderPdfPath(API_TRADE_STATEMENT, orderId, buyerId)}
      download={tradeStatementOrderFileName(orderNumber, buyerId ? buyerName : null)}
    >
      {label}
    </Button>
  );
}
