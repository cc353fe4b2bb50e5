import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  DEPOSIT_DATE_FILTERS,
  DEPOSIT_ORDER_STATUS_LABELS,
  DEPOSIT_ORDER_STATUSES,
  DEPOSIT_SEARCH_FILTERS,
  activeEntries,
  depositButtonLabel,
  depositMessages,
  isDepositComplete,
  type DepositOrder,
} from '@scm/contract';
import { useState } from 'react';
import { listHelp } from '../../shared/page-kit';
import { formatDateTime, formatNumber } from '../../shared/format';
import {
  DateRangeFilter,
  ListPage,
  SearchBar,
  StatusFilter,
  useStatusParam,
  type ColumnDef,
} from '../../shared/list-kit';
import { useDepositOrders } from './api';
import { DepositDialog } from './deposit-dialog';
import { entryOwner } from './deposit-entry-form';
import { orderMoney } from './entry-ledger';
import { wonText } from './won-text';

const help = (canWrite: boolean) =>
  [
    listHelp(false),
    '',
    '주문마다 입금 항목이 있습니다. 인쇄 주문은 고객사 1건, 쇼핑백 주문은 광고주가 정해진 디자인 칸마다 1건입니다.',
    '모든 항목의 입금이 확인되면 버튼이 [입금 완료]로 바뀌고, 고객에게 알림과 (켜 두었다면) 입금 완료 문자가 갑니다.',
    ...(canWrite
      ? [
          '[입금 확인]을 누르면 항목별로 수금 금액, 발행 금액, 비고를 고치고 저장할 수 있습니다.',
          '나눠 들어온 돈은 [입금 추가]로 들어온 만큼씩 기록합니다. 잔액이 0원이 되면 자동으로 입금 확인됩니다. 잘못 기록한 입금은 [입금 취소](사유)로 되돌리고, 할인·추가 청구는 [할인·조정], 돌려준 돈은 [환불]로 기록합니다. 기록은 지워지지 않습니다.',
          '수금 금액이 발행 금액보다 적으면 부족액을 확인한 뒤 기록하고, 입금 확인을 취소하면 취소한 사람과 시각이 남습니다.',
          '돈을 받지 않는 건은 [무상]을 선택하고 사유를 적어 확인합니다. 0원 입금 확인 문자는 보내지 않습니다.',
          '취소된 주문이나 다른 광고주로 바뀐 위치에서 받은 금액은 [환불 필요]로 표시됩니다. 입금 기록이 있는 주문은 삭제되지 않습니다.',
        ]
      : []),
    '[상품명] 검색은 주문 상품명, [연락처]는 받는 분 연락처를 찾습니다.',
  ].join('\n');

/**
 * 입금 현황: the order's 발행 · 입금 · 잔액 and its settled count (1/2건), then each entry's own when the order has
 * several (a bag's slots), so a partial payment shows as money received, not as 0/1건 alone.
 */
function Progress({ order }: { order: DepositOrder }) {
  const entries = activeEntries(order.orderDepositBuyerList);
  const money = orderMoney(order);
  const settled = `${entries.filter((e) => e.isSettled).length}/${entries.length}건`;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" component="p">
        {`발행 ${wonText(money.issuedPrice)} · 입금 ${wonText(money.collectedPrice)}`}
      </Typography>
      <Typography variant="caption" component="p" color={money.remaining > 0 ? 'warning.dark' : 'text.secondary'}>
        {`${money.remaining >= 0 ? `잔액 ${wonText(money.remaining)}` : `과입금 ${wonText(-money.remaining)}`} · ${settled}`}
      </Typography>
      {entries.length > 1 &&
        entries.map((e) => (
          <Typography key={e.id} variant="caption" component="p" color="text.secondary" noWrap>
            {`${entryOwner(e)} ${wonText(e.collectedPrice)} / ${wonText(e.issuedPrice - e.adjustedPrice)}`}
          </Typography>
        ))}
    </Box>
  );
}

function DepositButton({ order, onOpen }: { order: DepositOrder; onOpen: (o: DepositOrder) => void }) {
  const complete = isDepositComplete(order.orderDepositBuyerList);
  return (
    // Pressing the button must not also act on the row.
    <Box onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <Button
        size="small"
        variant={complete ? 'outlined' : 'contained'}
        color={complete ? 'success' : 'warning'}
        startIcon={complete ? <CheckCircleIcon /> : <PaymentsIcon />}
        onClick={() => onOpen(order)}
        aria-label={`${order.orderNumber} ${depositButtonLabel(order.orderDepositBuyerList)}`}
      >
        {depositButtonLabel(order.orderDepositBuyerList)}
      </Button>
    </Box>
  );
}

const columnsWith = (onOpen: (o: DepositOrder) => void): readonly ColumnDef<DepositOrder>[] => [
  { key: 'id', label: 'No', sortField: 'id', width: 72, align: 'right', render: (o) => formatNumber(o.id) },
  {
    key: 'orderNumber',
    card: 2,
    label: '주문번호',
    sortField: 'orderNumber',
    width: 120,
    render: (o) => o.orderNumber,
  },
  {
    key: 'productName',
    card: 'title',
    label: '상품명',
    sortField: 'productName',
    render: (o) => (
      <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', minWidth: 0 }}>
        {o.workType === 'SHOPBAG' && <Chip size="small" label="쇼핑백" />}
        {o.cancelled && <Chip size="small" color="error" variant="outlined" label="취소" />}
        {o.orderDepositBuyerList.some((e) => e.refundDue) && (
          <Chip size="small" color="error" label={depositMessages.refundDueLabel} />
        )}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {o.productName}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
            {[...new Set(activeEntries(o.orderDepositBuyerList).map((e) => e.buyerName))].join(', ')}
          </Typography>
        </Box>
      </Stack>
    ),
  },
  {
    key: 'receiptDatetime',
    card: 1,
    label: '주문일시',
    sortField: 'receiptDatetime',
    width: 148,
    align: 'center',
    render: (o) => formatDateTime(o.receiptDatetime),
  },
  { key: 'progress', card: 3, label: '입금 현황', width: 260, render: (o) => <Progress order={o} /> },
  {
    key: 'deposit',
    card: 'control',
    label: '입금',
    width: 124,
    align: 'center',
    render: (o) => <DepositButton order={o} onOpen={onOpen} />,
  },
];

/** /admin/od/deposit: orders with their deposit entries; the button opens the per-buyer popup. */
export function DepositListPage() {
  const [status, setStatus] = useStatusParam(DEPOSIT_ORDER_STATUSES);
  const paged = useDepositOrders(status);
  const [selected, setSelected] = useState<DepositOrder | null>(null);
  // The list's fresh copy once it is read again; the save's answer while the filter leaves the order out.
  const open = selected && (paged.rows.find((r) => r.id === selected.id) ?? selected);
  return (
    <>
      <ListPage
        area="ORDER"
        title="입금 관리"
        help={help}
        paged={paged}
        filters={
          <>
            <StatusFilter
              label="입금 상태"
              values={DEPOSIT_ORDER_STATUSES}
              labelOf={(s) => DEPOSIT_ORDER_STATUS_LABELS[s]}
              value={status}
              onChange={setStatus}
            />
            <DateRangeFilter list={paged.list} dateFields={DEPOSIT_DATE_FILTERS} />
            <SearchBar list={paged.list} filters={DEPOSIT_SEARCH_FILTERS} />
          </>
        }
        tableLabel="입금 관리 목록"
        columns={columnsWith(setSelected)}
        getRowKey={(o) => o.id}
        onRowClick={setSelected}
        minWidth={860}
      />
      {open && <DepositDialog order={open} onClose={() => setSelected(null)} onSaved={setSelected} />}
    </>
  );
}
