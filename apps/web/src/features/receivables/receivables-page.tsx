import { FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import {
  AGING_BUCKETS,
  AGING_LABELS,
  RECEIVABLE_SEARCH_FILTERS,
  type ReceivablePage,
  type ReceivableRow,
} from '@scm/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../shared/format';
import { ListPage, SearchBar, type ColumnDef } from '../../shared/list-kit';
import { useReceivables } from './api';
import { LedgerDialog } from './ledger-dialog';

const won = (n: number) => `${formatNumber(n)}원`;
const help = [
  '고객사별 청구·입금·미수입니다. 청구는 발행 금액에서 할인·조정을 뺀 금액이며, 취소된 주문은 청구에 넣지 않고 받은 돈만 과입금(환불 필요)으로 셉니다.',
  '미수는 주문일 기준으로 30일 이내 / 31–60일 / 61–90일 / 90일 초과로 나눕니다.',
  '고객사를 누르면 거래처 원장(잔액 누계)을 보고 엑셀로 내려받을 수 있습니다.',
].join('\n');

const columns: readonly ColumnDef<ReceivableRow>[] = [
  { key: 'buyerName', card: 'title', label: '고객사', sortField: 'buyerName', render: (r) => r.buyerName },
  {
    key: 'outstanding',
    card: 1,
    label: '미수',
    sortField: 'outstanding',
    width: 148,
    align: 'right',
    render: (r) => (
      <Typography component="span" sx={{ fontWeight: 700 }} color={r.outstanding > 0 ? 'error' : undefined}>
        {won(r.outstanding)}
      </Typography>
    ),
  },
  {
    key: 'invoiced',
    label: '청구',
    sortField: 'invoiced',
    width: 120,
    align: 'right',
    render: (r) => won(r.invoiced),
  },
  {
    key: 'collected',
    card: 2,
    label: '입금',
    sortField: 'collected',
    width: 120,
    align: 'right',
    render: (r) => won(r.collected),
  },
  ...AGING_BUCKETS.map((b): ColumnDef<ReceivableRow> => ({
    key: b,
    ...(b === 'over90' ? { card: 3 as const } : {}),
    label: AGING_LABELS[b],
    width: 108,
    align: 'right',
    render: (r) => won(r.aging[b]),
  })),
  {
    key: 'overpaid',
    label: '과입금·환불',
    width: 108,
    align: 'right',
    render: (r) => won(r.overpaid),
  },
  {
    key: 'lastReceiptDate',
    label: '최근 입금일',
    sortField: 'lastReceiptDate',
    width: 112,
    align: 'center',
    render: (r) => r.lastReceiptDate ?? '-',
  },
];

/** /admin/od/receivables: 미수금 by buyer with aging, the filter's totals, and each buyer's 거래처 원장. */
export function ReceivablesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const outstandingOnly = searchParams.get('outstandingOnly') === 'true';
  const paged = useReceivables(outstandingOnly);
  const [open, setOpen] = useState<ReceivableRow | null>(null);
  const totals = (paged.page as Partial<ReceivablePage>).totals;
  const toggle = (on: boolean) => {
    const params = new URLSearchParams(searchParams);
    if (on) params.set('outstandingOnly', 'true');
    else params.delete('outstandingOnly');
    params.delete('page');
    setSearchParams(params);
  };
  return (
    <>
      <ListPage
        title="미수금"
        help={help}
        paged={paged}
        filters={
          <>
            <SearchBar list={paged.list} filters={RECEIVABLE_SEARCH_FILTERS} />
            <FormControlLabel
              control={<Switch checked={outstandingOnly} onChange={(e) => toggle(e.target.checked)} />}
              label="미수 있는 곳만"
            />
          </>
        }
        tableLabel="미수금 목록"
        columns={columns}
        getRowKey={(r) => r.buyerId}
        onRowClick={setOpen}
        minWidth={1100}
      />
      {totals && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }} aria-label="합계">
          <Stack direction="row" sx={{ gap: { xs: 1, sm: 3 }, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>합계</Typography>
            <Typography>청구 {won(totals.invoiced)}</Typography>
            <Typography>입금 {won(totals.collected)}</Typography>
            <Typography color="error" sx={{ fontWeight: 700 }}>
              미수 {won(totals.outstanding)}
            </Typography>
            {AGING_BUCKETS.map((b) => (
              <Typography key={b} color="text.secondary">
                {AGING_LABELS[b]} {won(totals.aging[b])}
              </Typography>
            ))}
            <Typography color="text.secondary">과입금·환불 {won(totals.overpaid)}</Typography>
          </Stack>
        </Paper>
      )}
      {open && <LedgerDialog buyer={open} onClose={() => setOpen(null)} />}
    </>
  );
}
