import { Button, DialogActions, DialogContent, DialogContentText, Stack } from '@mui/material';
import { orderPriceMessages } from '@scm/contract';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { DialogFrame } from '../../shared/dialog-frame';
import { AmountRow, EstimateLines, signedWon } from '../../shared/estimate';
import type { PriceChange } from './price-body';

interface Pending {
  change: PriceChange;
  resolve: (ok: boolean) => void;
}

/**
 * The question an edit that changes the price asks before it is saved: the stored total, the new one and their
 * difference, the new lines under them. `ask(change)` opens it and answers true for "이 금액으로 저장".
 */
export function usePriceConfirm(): { ask: (change: PriceChange) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const ask = useCallback(
    (change: PriceChange) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { change, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );
  const answer = (ok: boolean) => {
    pendingRef.current?.resolve(ok);
    pendingRef.current = null;
    setPending(null);
  };
  const dialog = pending ? <PriceConfirmDialog change={pending.change} onAnswer={answer} /> : null;
  return { ask, dialog };
}

function PriceConfirmDialog({ change, onAnswer }: { change: PriceChange; onAnswer: (ok: boolean) => void }) {
  return (
    <DialogFrame title="금액 변경 확인" onClose={() => onAnswer(false)} maxWidth="sm">
      <DialogContent>
        <DialogContentText sx={{ mb: 2, color: 'text.primary' }}>
          {orderPriceMessages.repriceConfirm(change.oldTotal, change.newTotal)}
        </DialogContentText>
        <Stack sx={{ gap: 0.75 }} aria-label="금액 비교" role="group">
          <AmountRow label="저장된 금액" amount={change.oldTotal} />
          <AmountRow label="새 금액" amount={change.newTotal} strong />
          <AmountRow label="차액" amount={signedWon(change.difference)} strong />
        </Stack>
        {change.estimate && change.estimate.lines.length > 0 && (
          <Stack sx={{ mt: 2 }}>
            <DialogContentText variant="body2" sx={{ mb: 1 }}>
              새 금액의 계산 내역
            </DialogContentText>
            <EstimateLines estimate={change.estimate} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={() => onAnswer(false)}>
          취소
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          이 금액으로 저장
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
