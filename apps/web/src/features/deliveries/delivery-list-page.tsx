import { MenuItem, TextField } from '@mui/material';
import { DELIVERY_SEARCH_FILTERS, deliveryWorkflow } from '@scm/contract';
import { useSearchParams } from 'react-router';
import { listHelp } from '../../shared/form-kit';
import { ListPage, SearchBar } from '../../shared/list-kit';
import { useDeliveryList, type OpenDeliveryStatus } from './api';
import { DELIVERY_TABLE_MIN_WIDTH, deliveryColumns } from './delivery-columns';

const STATUSES: OpenDeliveryStatus[] = ['READY', 'SHIPPING'];
const help = () =>
  [
    listHelp(false),
    '',
    '인쇄가 완료된 작업은 [배송준비]로 이 목록에 들어옵니다.',
    '[배송 시작]에서 택배사와 송장번호를 입력하면 [배송중]이 되고, 고객에게 알림이 갑니다.',
    '물건이 도착하면 [배송 완료]를 누릅니다. 완료된 배송은 [출고 완료 내역]에서 볼 수 있습니다.',
  ].join('\n');

/** /admin/wk/delivery */
export function DeliveryListPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = STATUSES.find((s) => s === raw) ?? null;
  const paged = useDeliveryList(status);
  const setStatus = (next: string) => {
    const p = new URLSearchParams(params);
    if (next) p.set('status', next);
    else p.delete('status');
    p.delete('page');
    setParams(p);
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
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {deliveryWorkflow.label(s)}
              </MenuItem>
            ))}
          </TextField>
          <SearchBar list={paged.list} filters={DELIVERY_SEARCH_FILTERS} />
        </>
      }
      tableLabel="배송 목록"
      columns={deliveryColumns}
      getRowKey={(r) => r.id}
      minWidth={DELIVERY_TABLE_MIN_WIDTH}
    />
  );
}
