import { Alert, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { activeEntries, formatWon, type DepositOrder } from '@scm/contract';
import { useCanWrite } from '../../shared/access';
import { formatDateTime } from '../../shared/format';
import { DepositEntryForm } from './deposit-entry-form';
import { MoneyLine, orderMoney } from './entry-ledger';
import { DialogFrame } from '../../shared/dialog-frame';

interface Props {
  order: DepositOrder;
  onClose: () => void;
  onSaved: (order: DepositOrder) => void;
}

/**
 * The per-buyer popup (001 §2): each entry with its own confirmed save, and a close button. Full screen on a phone.
 * A form is keyed by its entry's saved values, so it starts afresh when the list brings the entry back changed.
 */
export function DepositDialog({ order, onClose, onSaved }: Props) {
  const canWrite = useCanWrite('ORDER');
  const entries = order.orderDepositBuyerList;
  const active = activeEntries(entries);
  const money = orderMoney(order);
  const refund = entries.filter((e) => e.refundDue).reduce((sum, e) => sum + e.collectedPrice, 0);
  return (
    <DialogFrame
      title={
        <>
          입금 관리 · {order.orderNumber}
          <Typography variant="body2" color="text.secondary">
            {order.productName} · 주문일 {formatDateTime(order.receiptDatetime)}
          </Typography>
        </>
      }
      onClose={onClose}
      maxWidth="md"
      closeButton
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          {order.cancelled && (
            <Alert severity="warning">
              취소된 주문입니다. 입금 기록은 그대로 남고, 받은 금액은 환불 필요로 표시됩니다.
            </Alert>
          )}
          {refund > 0 && <Alert severity="error">{`환불 필요: ${formatWon(refund)}원을 돌려주어야 합니다.`}</Alert>}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Typography variant="body2" component="span" color="text.secondary">
              주문 합계
            </Typography>
            <MoneyLine money={money} />
            <Typography variant="body2" component="span" color="text.secondary">
              {`${active.filter((e) => e.isSettled).length}/${active.length}건 입금 확인`}
            </Typography>
          </Stack>
          {entries.map((entry) => (
            <DepositEntryForm
              key={JSON.stringify(entry)}
              entry={entry}
              orderNumber={order.orderNumber}
              canWrite={canWrite}
              onSaved={onSaved}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>닫기</Button>
      </DialogActions>
    </DialogFrame>
  );
}
