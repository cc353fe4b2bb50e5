import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Alert, Button, TextField } from '@mui/material';
import {
  API_TAX_INVOICE_HOMETAX,
  TAX_INVOICE_KIND_LABELS,
  TAX_INVOICE_SEARCH_FILTERS,
  TAX_INVOICE_STATE_LABELS,
  TAX_INVOICE_STATE_VALUES,
  hometaxFileName,
  type TaxInvoiceRow,
} from '@scm/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCanWrite } from '../../shared/access';
import { formatNumber } from '../../shared/format';
import { ListPage, SearchBar, StatusFilter, useStatusParam, type ColumnDef } from '../../shared/list-kit';
import { useTaxInvoiceSettings, useTaxInvoices } from './api';
import { InvoiceDialog } from './invoice-dialog';
import { MonthlyDialog } from './monthly-dialog';
import { StateChip } from './state-chip';

const won = (n: number) => `${formatNumber(n)}원`;
const help = [
  '전자세금계산서 목록입니다. [주문별] 고객사는 배송 완료 때 자동으로 발행되고, [월합계] 고객사는 [월합계 발행]으로 한 달 치를 한 장으로 발행합니다.',
  '발행 서비스가 설정되지 않았으면 "발행 대기 (수동)"로 기록됩니다. [홈택스 엑셀]로 내려받아 홈택스 일괄발급에 올려주세요.',
  '행을 누르면 세금계산서를 보고 PDF 보기, 상태 조회, 재발행, 취소, 수정 발행을 할 수 있습니다. 발행된 세금계산서는 고치지 않고 수정세금계산서로 바로잡습니다.',
].join('\n');

const columns: readonly ColumnDef<TaxInvoiceRow>[] = [
  { key: 'buyerName', card: 'title', label: '고객사', sortField: 'buyerName', wrap: true, render: (r) => r.buyerName },
  { key: 'state', card: 1, label: '상태', sortField: 'state', width: 140, render: (r) => <StateChip row={r} /> },
  { key: 'total', card: 2, label: '합계', sortField: 'total', width: 130, align: 'right', render: (r) => won(r.total) },
  {
    key: 'writeDate',
    card: 3,
    label: '작성일자',
    sortField: 'writeDate',
    width: 110,
    align: 'center',
    render: (r) => r.writeDate,
  },
  { key: 'kind', label: '구분', width: 80, align: 'center', render: (r) => TAX_INVOICE_KIND_LABELS[r.kind] },
  { key: 'supplyTotal', label: '공급가액', width: 120, align: 'right', render: (r) => won(r.supplyTotal) },
  { key: 'taxTotal', label: '세액', width: 100, align: 'right', render: (r) => won(r.taxTotal) },
  { key: 'approvalNumber', label: '국세청 승인번호', width: 210, render: (r) => r.approvalNumber ?? '-' },
  { key: 'documentKey', label: '문서번호', width: 190, render: (r) => r.documentKey },
];

const thisMonth = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7);

/** /admin/od/tax-invoices: 세금계산서 list with month and state filters, 월합계 발행 and the 홈택스 Excel. */
export function TaxInvoicesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const month = searchParams.get('month') ?? '';
  const [state, setState] = useStatusParam(TAX_INVOICE_STATE_VALUES);
  const paged = useTaxInvoices(month, state);
  const settings = useTaxInvoiceSettings().data;
  const canWrite = useCanWrite('ORDER');
  const [open, setOpen] = useState<TaxInvoiceRow | null>(null);
  const [monthly, setMonthly] = useState(false);
  const setMonth = (m: string) => {
    const params = new URLSearchParams(searchParams);
    if (m) params.set('month', m);
    else params.delete('month');
    params.delete('page');
    setSearchParams(params);
  };
  const excelMonth = month || thisMonth();
  return (
    <>
      {settings?.notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {settings.notice}
        </Alert>
      )}
      <ListPage
        area="ORDER"
        title="세금계산서"
        help={help}
        paged={paged}
        filters={
          <>
            <TextField
              type="month"
              size="small"
              label="월"
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: { xs: '1 1 140px', md: '0 0 160px' } }}
            />
            <StatusFilter
              label="상태"
              values={TAX_INVOICE_STATE_VALUES}
              labelOf={(s) => TAX_INVOICE_STATE_LABELS[s]}
              value={state}
              onChange={setState}
            />
            <SearchBar list={paged.list} filters={TAX_INVOICE_SEARCH_FILTERS} />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={`${API_TAX_INVOICE_HOMETAX}?month=${excelMonth}`}
              download={hometaxFileName(excelMonth, 1, 1)}
            >
              홈택스 엑셀 ({excelMonth})
            </Button>
          </>
        }
        actions={
          <Button variant="contained" startIcon={<ReceiptLongIcon />} onClick={() => setMonthly(true)}>
            월합계 발행
          </Button>
        }
        tableLabel="세금계산서 목록"
        columns={columns}
        getRowKey={(r) => r.id}
        onRowClick={setOpen}
        minWidth={1300}
      />
      {open && <InvoiceDialog id={open.id} canWrite={canWrite} onClose={() => setOpen(null)} />}
      {monthly && (
        <MonthlyDialog
          initialMonth={month || thisMonth()}
          businessStatusConfigured={settings?.businessStatusConfigured ?? false}
          onClose={() => setMonthly(false)}
        />
      )}
    </>
  );
}
