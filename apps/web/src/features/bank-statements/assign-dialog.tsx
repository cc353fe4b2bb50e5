import {
  Alert,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControlLabel,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatWon, withCommas, type BankLine, type BankOpenEntry } from '@scm/contract';
import { useState } from 'react';
import { DialogFrame } from '../../shared/dialog-frame';
import { useOpenEntrySearch } from './api';

export interface Assignment {
  allocations: { entry: BankOpenEntry; amount: number }[];
  rememberBuyerId?: number;
}

interface Props {
  line: BankLine;
  initial: Assignment;
  onClose: () => void;
  onDone: (a: Assignment) => void;
}

const entryLabel = (e: BankOpenEntry) =>
  `${e.orderNumber}${e.slotPosition ? ` (${e.slotPosition})` : ''} · ${e.buyerName} · ${e.productName}`;

/**
 * A line assigned by hand: find open entries by buyer name or order number, add them, set each amount (split a line
 * over several orders), and optionally remember the depositor name for the buyer. 미배정 leaves the line open.
 */
export function AssignDialog({ line, initial, onClose, onDone }: Props) {
  // The depositor's name without the company marks, as a first search (the user types another).
  const [q, setQ] = useState(line.depositor.replace(/\(주\)|㈜|주식회사|\(유\)|유한회사/g, '').trim());
  const [rows, setRows] = useState(initial.allocations.map((a) => ({ entry: a.entry, text: String(a.amount) })));
  const [remember, setRemember] = useState(initial.rememberBuyerId !== undefined);
  const found = useOpenEntrySearch(q.trim());
  const amounts = rows.map((r) => Number(r.text.replace(/[,\s]/g, '')));
  const total = amounts.reduce((s, n) => s + (Number.isFinite(n) ? n : 0), 0);
  const problems = rows.map((r, i) => {
    const n = amounts[i]!;
    if (!Number.isInteger(n) || n < 1) return '1원 이상의 금액을 입력해주세요.';
    if (n > r.entry.remaining) return `남은 금액 ${formatWon(r.entry.remaining)}원보다 많습니다.`;
    return '';
  });
  const over = total > line.deposit;
  const buyers = [...new Set(rows.map((r) => r.entry.buyerId))];
  const left = line.deposit - total;
  const add = (e: BankOpenEntry) => {
    if (rows.some((r) => r.entry.entryId === e.entryId)) return;
    setRows([...rows, { entry: e, text: String(Math.max(0, Math.min(e.remaining, left))) }]);
  };
  const done = () =>
    onDone({
      allocations: rows.map((r, i) => ({ entry: r.entry, amount: amounts[i]! })),
      rememberBuyerId: remember && buyers.length === 1 ? buyers[0] : undefined,
    });
  return (
    <DialogFrame
      title={
        <>
          입금 배정
          <Typography variant="body2" color="text.secondary">
            {line.date} {line.time} · {line.depositor} · {formatWon(line.deposit)}원
          </Typography>
        </>
      }
      onClose={onClose}
      maxWidth="sm"
      closeButton
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="subtitle2">배정할 주문</Typography>
          {rows.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              아래에서 주문을 찾아 더해주세요. 배정하지 않으면 이 입금은 미반영으로 남습니다.
            </Typography>
          )}
          {rows.map((r, i) => (
            <Stack
              key={r.entry.entryId}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
                {entryLabel(r.entry)}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  남은 금액 {formatWon(r.entry.remaining)}원
                </Typography>
              </Typography>
              <TextField
                size="small"
                label="배정 금액"
                value={r.text}
                onChange={(e) => setRows(rows.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))}
                error={problems[i] !== ''}
                helperText={problems[i] || ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ width: { sm: 170 } }}
              />
              <Button size="small" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                빼기
              </Button>
            </Stack>
          ))}
          {rows.length > 0 && (
            <Typography variant="body2" color={over ? 'error' : 'text.secondary'}>
              배정 합계 {withCommas(total)}원 / 입금액 {withCommas(line.deposit)}원
              {over ? ' · 입금액보다 많습니다.' : left > 0 ? ` · ${withCommas(left)}원은 배정되지 않습니다.` : ''}
            </Typography>
          )}
          <TextField
            label="고객사명 또는 주문번호로 찾기"
            size="small"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          <List
            dense
            sx={{ maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
            aria-label="입금 받을 주문"
          >
            {(found.data ?? []).map((e) => (
              <ListItemButton
                key={e.entryId}
                onClick={() => add(e)}
                disabled={rows.some((r) => r.entry.entryId === e.entryId)}
              >
                <ListItemText primary={entryLabel(e)} secondary={`남은 금액 ${formatWon(e.remaining)}원`} />
              </ListItemButton>
            ))}
            {found.data?.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
                입금을 받을 주문이 없습니다.
              </Typography>
            )}
          </List>
          {buyers.length === 1 && (
            <FormControlLabel
              control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
              label={`이 입금자명(${line.depositor})을 ${rows[0]!.entry.buyerName} 고객사에 기억`}
            />
          )}
          {buyers.length > 1 && <Alert severity="info">입금자명은 한 고객사에만 기억할 수 있습니다.</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>취소</Button>
        <Button variant="contained" onClick={done} disabled={over || problems.some(Boolean)}>
          {rows.length === 0 ? '미배정으로 두기' : '배정'}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
