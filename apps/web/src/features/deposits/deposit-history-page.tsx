import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  DEPOSIT_HISTORY_DATE_FILTERS,
  DEPOSIT_HISTORY_SEARCH_FILTERS,
  DEPOSIT_HISTORY_SETTLED,
  DEPOSIT_HISTORY_SETTLED_LABELS,
  depositWorkflow,
  type DepositHistoryRow,
  type DepositHistorySettled,
} from '@scm/contract';
import { useSearchParams } from 'react-router';
import { listHelp } from '../../shared/page-kit';
import { formatDateTime } from '../../shared/format';
import { DateRangeFilter, ListPage, parseChoice, SearchBar, type ColumnDef } from '../../shared/list-kit';
import { StatusChip } from '../../shared/workflow';
import { useDepositHistory } from './api';
import { EntryMarks } from './deposit-entry-form';
import { wonText } from './won-text';

const help = [
  listHelp(false),
  '',
  '고객사별 입금 항목입니다. 기본은 [입금 완료]된 항목이며, 기간은 [입금일](입금 확인일) 기준 최근 1년입니다.',
  '[미입금]을 고르면 아직 확인되지 않은 항목을 봅니다(확인된 적 없는 항목은 [주문일] 기준으로 찾으세요).',
  '입금 확인과 취소는 [주문 관리 › 입금 관리]에서 합니다.',
].join('\n');

const SETTLED_PARAM = 'settled';

/** The settled filter kept in the URL; 입금 완료 when absent (the spec's default filter). */
function useSettledParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const settled = parseChoice(DEPOSIT_HISTORY_SETTLED, searchParams.get(SETTLED_PARAM)) ?? 'SETTLED';
  const setSettled = (next: DepositHistorySettled) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'SETTLED') params.delete(SETTLED_PARAM);
    else params.set(SETTLED_PARAM, next);
    params.delete('page');
    setSearchParams(params);
  };
  return [settled, setSettled] as const;
}

/** One line of a two-line cell, cut with '…' in a table and wrapped on a phone's card. */
const line = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
};

const columns: readonly ColumnDef<DepositHistoryRow>[] = [
  {
    key: 'orderNumber',
    card: 2,
    label: '주문번호',
    sortField: 'orderNumber',
    width: 120,
    render: (r) => r.orderNumber,
  },
  {
    key: 'customerName',
    card: 'title',
    label: '고객사',
    sortField: 'customerName',
    render: (r) => (
      <>
        <Box component="span" sx={line}>
          {r.slotPosition ? `${r.slotPosition} · ${r.customerName}` : r.customerName}
        </Box>
        <Typography component="span" variant="caption" color="text.secondary" sx={line} title={r.productName}>
          {r.productName}
        </Typography>
      </>
    ),
  },
  {
    key: 'issuedPrice',
    label: '발행 금액',
    sortField: 'issuedPrice',
    width: 124,
    align: 'right',
    render: (r) => wonText(r.issuedPrice),
  },
  {
    key: 'collectedPrice',
    card: 1,
    label: '수금 금액',
    sortField: 'collectedPrice',
    width: 132,
    align: 'right',
    render: (r) => (
      <>
        {wonText(r.collectedPrice)}
        {r.shortfall ? (
          <Typography component="span" variant="caption" color="error" sx={{ display: 'block' }}>
            부족 {wonText(r.shortfall)}
          </Typography>
        ) : null}
      </>
    ),
  },
  {
    key: 'settledDatetime',
    card: 3,
    label: '입금 확인일시',
    sortField: 'settledDatetime',
    width: 144,
    align: 'center',
    render: (r) => (r.settledDatetime ? formatDateTime(r.settledDatetime) : '-'),
  },
  {
    key: 'status',
    card: 'status',
    label: '상태',
    width: 132,
    align: 'center',
    // Money to return (환불 필요), a 무상 settlement and a former advertiser's entry show beside the state.
    render: (r) => (
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', justifyContent: 'center' }}>
        <StatusChip workflow={depositWorkflow} value={r.status} />
        <EntryMarks entry={r} />
      </Stack>
    ),
  },
  { key: 'remark', label: '비고', width: 160, render: (r) => <span title={r.remark}>{r.remark}</span> },
];

/** /admin/cs/deposit_history: deposit entries (settled by default) with the list kit's dates and searches. */
export function DepositHistoryPage() {
  const [settled, setSettled] = useSettledParam();
  const paged = useDepositHistory(settled);
  return (
    <ListPage
      title="입금 내역"
      help={help}
      paged={paged}
      filters={
        <>
          <TextField
            select
            size="small"
            label="입금 상태"
            value={settled}
            onChange={(e) => setSettled(parseChoice(DEPOSIT_HISTORY_SETTLED, e.target.value) ?? 'SETTLED')}
            sx={{ flex: { xs: '1 1 120px', md: '0 0 136px' }, minWidth: 120 }}
          >
            {DEPOSIT_HISTORY_SETTLED.map((s) => (
              <MenuItem key={s} value={s}>
                {DEPOSIT_HISTORY_SETTLED_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <DateRangeFilter list={paged.list} dateFields={DEPOSIT_HISTORY_DATE_FILTERS} />
          <SearchBar list={paged.list} filters={DEPOSIT_HISTORY_SEARCH_FILTERS} />
        </>
      }
      tableLabel="입금 내역 목록"
      columns={columns}
      getRowKey={(r) => r.id}
      minWidth={900}
    />
  );
}
