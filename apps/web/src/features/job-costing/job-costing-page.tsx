import DownloadIcon from '@mui/icons-material/Download';
import { Button, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import {
  API_JOB_COSTING_XLSX,
  JOB_COSTING_SEARCH_FILTERS,
  jobCostingFileName,
  type JobCostingPage as CostingPage,
  type JobCostingRow,
} from '@scm/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { today } from '../../shared/format';
import { ListPage, SearchBar, type ColumnDef } from '../../shared/list-kit';
import { useJobCostingList } from './api';
import { percent, won } from './costing-detail';
import { CostingDialog } from './costing-dialog';

const help = [
  '그 달에 작업이 완료된 주문의 견적 원가와 실제 원가, 손익입니다. 손해 본 주문이 먼저, 손실이 큰 순서로 나옵니다.',
  '실제 원가: 용지는 출고된 수량(파지 포함) × 최근 입고 단가(없으면 품목 단가), 인쇄는 주문 작업으로 시작한 설비 가동 시간 × 설비 시간당 단가, 외주는 입력한 외주 청구입니다. 기록이 없는 항목은 견적 금액을 그대로 씁니다.',
  '손익 = 공급가액(부가세 제외) − 실제 원가. 주문을 누르면 견적 vs 실제 상세를 보고 외주 청구를 입력할 수 있습니다.',
].join('\n');

const signed = (n: number | null) => (n == null ? '-' : `${n > 0 ? '+' : ''}${won(n)}`);

const columns: readonly ColumnDef<JobCostingRow>[] = [
  {
    key: 'orderNumber',
    card: 'title',
    label: '주문번호',
    sortField: 'orderNumber',
    width: 150,
    render: (r) => r.orderNumber,
  },
  { key: 'productName', card: 1, label: '품명', render: (r) => r.productName },
  { key: 'buyerName', label: '고객사', width: 140, render: (r) => r.buyerName ?? '-' },
  {
    key: 'completedDate',
    label: '완료일',
    sortField: 'completedDate',
    width: 110,
    align: 'center',
    render: (r) => r.completedDate,
  },
  {
    key: 'charged',
    label: '공급가액',
    sortField: 'charged',
    width: 120,
    align: 'right',
    render: (r) => won(r.charged),
  },
  {
    key: 'actualCost',
    card: 2,
    label: '실제 원가',
    sortField: 'actualCost',
    width: 120,
    align: 'right',
    render: (r) => won(r.actualCost),
  },
  {
    key: 'margin',
    card: 3,
    label: '손익',
    sortField: 'margin',
    width: 150,
    align: 'right',
    render: (r) => (
      <Typography
        component="span"
        sx={{ fontWeight: 700 }}
        color={r.margin != null && r.margin < 0 ? 'error' : undefined}
      >
        {`${signed(r.margin)} (${percent(r.marginPercent)})`}
      </Typography>
    ),
  },
];

/** /admin/od/job-costing: the month's completed orders, estimate against actual, loss-makers first. */
export function JobCostingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const month = searchParams.get('month') ?? today().slice(0, 7);
  const lossOnly = searchParams.get('lossOnly') === 'true';
  const paged = useJobCostingList(month, lossOnly);
  const [open, setOpen] = useState<JobCostingRow | null>(null);
  const totals = (paged.page as Partial<CostingPage>).totals;
  const setParam = (name: string, value: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (value) params.set(name, value);
    else params.delete(name);
    params.delete('page');
    setSearchParams(params);
  };
  const query = new URLSearchParams({ month, ...(lossOnly ? { lossOnly: 'true' } : {}) });
  return (
    <>
      <ListPage
        title="원가 분석"
        help={help}
        paged={paged}
        filters={
          <>
            <TextField
              type="month"
              size="small"
              label="완료 월"
              value={month}
              onChange={(e) => e.target.value && setParam('month', e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: { xs: '100%', sm: 170 } }}
            />
            <SearchBar list={paged.list} filters={JOB_COSTING_SEARCH_FILTERS} />
            <FormControlLabel
              control={
                <Switch checked={lossOnly} onChange={(e) => setParam('lossOnly', e.target.checked ? 'true' : null)} />
              }
              label="손실만"
            />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={`${API_JOB_COSTING_XLSX}?${query.toString()}`}
              download={jobCostingFileName(month)}
            >
              엑셀 내려받기
            </Button>
          </>
        }
        tableLabel="원가 분석 목록"
        columns={columns}
        getRowKey={(r) => r.orderId}
        onRowClick={setOpen}
        minWidth={900}
      />
      {totals && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }} aria-label="합계">
          <Stack direction="row" sx={{ gap: { xs: 1, sm: 3 }, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{`합계 ${String(totals.count)}건`}</Typography>
            <Typography
              color={totals.lossCount > 0 ? 'error' : undefined}
            >{`손실 ${String(totals.lossCount)}건`}</Typography>
            <Typography>공급가액 {won(totals.charged)}</Typography>
            <Typography>실제 원가 {won(totals.actualCost)}</Typography>
            <Typography sx={{ fontWeight: 700 }} color={totals.margin < 0 ? 'error' : undefined}>
              손익 {signed(totals.margin)}
            </Typography>
          </Stack>
        </Paper>
      )}
      {open && <CostingDialog orderId={open.orderId} orderNumber={open.orderNumber} onClose={() => setOpen(null)} />}
    </>
  );
}
