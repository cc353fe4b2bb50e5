import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  DEPOSIT_LEDGER_KIND_LABELS,
  DEPOSIT_LEDGER_SOURCE_LABELS,
  activeEntries,
  type DepositEntry,
  type DepositLedgerRow,
  type DepositOrder,
} from '@scm/contract';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format';
import { useDepositLedger } from './api';
import { AdjustmentDialog, ReceiptDialog, RefundDialog, ReverseDialog, type LedgerTarget } from './ledger-dialogs';
import { wonText } from './won-text';

/** 발행 550,000원 · 할인 10,000원 · 입금 200,000원 · 잔액 340,000원 (or 과입금 when paid too much). */
export function MoneyLine({
  money,
}: {
  money: Pick<DepositEntry, 'issuedPrice' | 'adjustedPrice' | 'collectedPrice' | 'remaining'>;
}) {
  const parts = [
    `발행 ${wonText(money.issuedPrice)}`,
    ...(money.adjustedPrice > 0 ? [`할인 ${wonText(money.adjustedPrice)}`] : []),
    ...(money.adjustedPrice < 0 ? [`추가 청구 ${wonText(-money.adjustedPrice)}`] : []),
    `입금 ${wonText(money.collectedPrice)}`,
  ];
  return (
    <Typography variant="body2" component="p">
      {parts.join(' · ')}
      {' · '}
      <Box component="strong" sx={{ color: money.remaining > 0 ? 'warning.dark' : 'success.dark' }}>
        {money.remaining >= 0 ? `잔액 ${wonText(money.remaining)}` : `과입금 ${wonText(-money.remaining)}`}
      </Box>
    </Typography>
  );
}

/** One row: kind, amount with its sign, date, who and why; a receipt not yet reversed offers 입금 취소. */
function LedgerRowLine({ row, onReverse }: { row: DepositLedgerRow; onReverse?: () => void }) {
  const signed = row.kind === 'REFUND' ? -row.amount : row.amount;
  const detail = [
    row.depositor,
    row.memo,
    row.reason ? `사유: ${row.reason}` : '',
    row.source !== 'HAND' ? DEPOSIT_LEDGER_SOURCE_LABELS[row.source] : '',
    `${formatDateTime(row.createdAt)}${row.createdByName ? ` ${row.createdByName}` : ''}`,
  ].filter(Boolean);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: '88px 84px 120px 1fr auto' },
        gap: { xs: 0.25, sm: 1 },
        alignItems: 'center',
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2">{row.receivedDate}</Typography>
      <Box sx={{ justifySelf: { xs: 'end', sm: 'start' } }}>
        <Chip
          size="small"
          variant="outlined"
          color={row.kind === 'RECEIPT' ? 'success' : row.kind === 'ADJUSTMENT' ? 'info' : 'error'}
          label={DEPOSIT_LEDGER_KIND_LABELS[row.kind]}
        />
      </Box>
      <Typography
        variant="body2"
        sx={{
          textAlign: { sm: 'right' },
          fontWeight: 600,
          textDecoration: row.reversedById ? 'line-through' : undefined,
        }}
      >
        {row.kind === 'ADJUSTMENT'
          ? `${row.amount > 0 ? '-' : '+'}${wonText(Math.abs(row.amount))}`
          : `${signed > 0 ? '+' : ''}${wonText(signed)}`}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        {row.reversedById ? `취소됨 · ${detail.join(' · ')}` : detail.join(' · ')}
      </Typography>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'end' }}>
        {onReverse && (
          <Button
            size="small"
            color="error"
            onClick={onReverse}
            aria-label={`${row.receivedDate} ${wonText(row.amount)} 입금 취소`}
          >
            입금 취소
          </Button>
        )}
      </Box>
    </Box>
  );
}

type Open = { kind: 'receipt' | 'adjustment' | 'refund' } | { kind: 'reverse'; row: DepositLedgerRow } | null;

/**
 * The receipts behind an entry (입금 원장), oldest first, with 입금 추가, 할인·조정 and 환불, and 입금 취소 on each receipt
 * not yet reversed; the buttons only for staff with ORDER write. Each opens a small dialog (full-screen on a phone).
 */
export function EntryLedger({
  entry,
  owner,
  canWrite,
  onSaved,
}: {
  entry: DepositEntry;
  owner: string;
  canWrite: boolean;
  onSaved: (order: DepositOrder) => void;
}) {
  const ledger = useDepositLedger(entry.id);
  const [open, setOpen] = useState<Open>(null);
  const rows = ledger.data?.rows ?? [];
  // The version the popup shows: the ledger's when it is as fresh, so a dialog never writes from an older screen.
  const target: LedgerTarget = {
    entryId: entry.id,
    version: entry.version,
    owner,
    collectedPrice: entry.collectedPrice,
    remaining: entry.remaining,
  };
  const close = () => setOpen(null);
  const reversible = (r: DepositLedgerRow) => r.kind === 'RECEIPT' && r.reversedById === null;
  return (
    <Box component="section" aria-label={`입금 원장 · ${owner}`} sx={{ mt: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="subtitle2" component="h4" sx={{ flexGrow: 1 }}>
          입금 내역 {rows.length > 0 ? `${rows.length}건` : ''}
        </Typography>
        {canWrite && (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setOpen({ kind: 'receipt' })}
              aria-label={`${owner} 입금 추가`}
            >
              입금 추가
            </Button>
            <Button size="small" onClick={() => setOpen({ kind: 'adjustment' })} aria-label={`${owner} 할인·조정`}>
              할인·조정
            </Button>
            {entry.collectedPrice > 0 && (
              <Button
                size="small"
                color="error"
                onClick={() => setOpen({ kind: 'refund' })}
                aria-label={`${owner} 환불`}
              >
                환불
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {ledger.isError && (
        <Typography variant="body2" color="error">
          입금 내역을 읽지 못했습니다.
        </Typography>
      )}
      {ledger.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          아직 기록된 입금이 없습니다.
        </Typography>
      )}
      {rows.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <LedgerRowLine
              key={row.id}
              row={row}
              onReverse={canWrite && reversible(row) ? () => setOpen({ kind: 'reverse', row }) : undefined}
            />
          ))}
        </Box>
      )}
      {open?.kind === 'receipt' && <ReceiptDialog target={target} onClose={close} onDone={onSaved} />}
      {open?.kind === 'adjustment' && <AdjustmentDialog target={target} onClose={close} onDone={onSaved} />}
      {open?.kind === 'refund' && <RefundDialog target={target} onClose={close} onDone={onSaved} />}
      {open?.kind === 'reverse' && <ReverseDialog target={target} row={open.row} onClose={close} onDone={onSaved} />}
    </Box>
  );
}

/** An order's money over its active entries (a former advertiser's detached entry is not owed on). */
export const orderMoney = (order: DepositOrder) => {
  const sum = (pick: (e: DepositEntry) => number) =>
    activeEntries(order.orderDepositBuyerList).reduce((total, e) => total + pick(e), 0);
  return {
    issuedPrice: sum((e) => e.issuedPrice),
    adjustedPrice: sum((e) => e.adjustedPrice),
    collectedPrice: sum((e) => e.collectedPrice),
    remaining: sum((e) => e.remaining),
  };
};
