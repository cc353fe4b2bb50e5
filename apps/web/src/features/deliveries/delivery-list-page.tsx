import { MenuItem, TextField } from '@mui/material';
import { DELIVERY_SEARCH_FILTERS, deliveryWorkflow, type DeliveryRow } from '@scm/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { listHelp } from '../../shared/form-kit';
import { ListPage, SearchBar, type ColumnDef } from '../../shared/list-kit';
import { useOpenDeliveries } from './api';
import { DeliveryActions } from './delivery-actions';
import { deliveryColumns } from './delivery-columns';

const OPEN_STATES = ['READY', 'SHIPPING'] as const;
type OpenState = (typeof OPEN_STATES)[number];
const STATUS_PARAM = 'status';

const parseStatus = (raw: string | null): OpenState | null => OPEN_STATES.find((s) => s === raw) ?? null;

const help = (canWrite: boolean) =>
  [
    listHelp(false),
    '',
    '인쇄가 완료된 작업의 배송입니다. [배송준비]와 [배송중]인 배송만 보이고, 완료된 배송은 [출고 완료 내역]에 있습니다.',
    ...(canWrite
      ? [
          '[배송 시작]에서 택배사와 송장번호(숫자만)를 넣으면 [배송중]이 되고, [배송 완료]를 누르면 완료됩니다.',
          '배송을 시작하거나 완료하면 고객에게 알림이 갑니다.',
        ]
      : []),
    '[배송 조회]는 택배사의 배송 현황을 보여줍니다. 행을 누르면 그 작업지시 상세로 이동합니다.',
  ].join('\n');

const columns: readonly ColumnDef<DeliveryRow>[] = deliveryColumns<DeliveryRow>(
  [{ key: 'actions', card: 'control', label: '처리', width: 236, render: (d) => <DeliveryActions delivery={d} /> }],
  true,
);

/** /admin/wk/delivery: ready and shipping deliveries, with 배송 시작, 배송 완료 and 배송 조회. */
export function DeliveryListPage() {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get(STATUS_PARAM));
  const paged = useOpenDeliveries(status);
  const navigate = useNavigate();
  const setStatus = (next: string) => {
    const out = new URLSearchParams(params);
    if (parseStatus(next)) out.set(STATUS_PARAM, next);
    else out.delete(STATUS_PARAM);
    out.delete('page');
    setParams(out);
  };
  return (
    <ListPage
      area="WORK"
      title="배송 관리"
      help={help}
      paged={paged}
      filters={
        <>
          <TextField
            select
            size="small"
            label="상태"
            value={status ?? ''}
            onChange={(e) => setStatus(e.target.value)}
            sx={{ flex: { xs: '1 1 120px', md: '0 0 132px' }, minWidth: 112 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">전체</MenuItem>
            {OPEN_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {deliveryWorkflow.label(s)}
              </MenuItem>
            ))}
          </TextField>
          <SearchBar list={paged.list} filters={DELIVERY_SEARCH_FILTERS} />
        </>
      }
      tableLabel="배송 목록"
      columns={columns}
      getRowKey={(d) => d.id}
      onRowClick={(d) => void navigate(`/admin/wk/work_order/${d.workOrderId}`)}
      minWidth={920}
    />
  );
}
