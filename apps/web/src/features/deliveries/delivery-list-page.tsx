import { DELIVERY_SEARCH_FILTERS, deliveryWorkflow, type DeliveryRow } from '@scm/contract';
import { useNavigate } from 'react-router';
import { listHelp } from '../../shared/page-kit';
import { ListPage, SearchBar, StatusFilter, useStatusParam, type ColumnDef } from '../../shared/list-kit';
import { useOpenDeliveries } from './api';
import { DeliveryActions } from './delivery-actions';
import { deliveryColumns } from './delivery-columns';

const OPEN_STATES = ['READY', 'SHIPPING'] as const;

const help = (canWrite: boolean) =>
  [
    listHelp(false),
    '',
    '인쇄가 완료된 작업의 배송입니다. [배송준비]와 [배송중]인 배송만 보이고, 완료된 배송은 [출고 완료 내역]에 있습니다.',
    ...(canWrite
      ? [
          '[배송 시작]에서 택배사와 송장번호(숫자만)를 넣으면 [배송중]이 되고, [배송 완료]를 누르면 완료됩니다.',
          '같은 택배사·송장번호가 이미 다른 배송에 쓰였으면 그 주문을 알려 주고 묻습니다. 한 상자로 보내는 경우에만 [합포장으로 확인]을 누르세요. 합포장 배송은 목록에 [합포장]으로 표시됩니다.',
          '받는 분 이름·연락처·주소가 없는 주문은 배송을 시작할 수 없습니다. 주문의 배송 정보를 먼저 입력하세요.',
          '배송을 시작하거나 완료하면 고객에게 알림이 갑니다.',
        ]
      : []),
    '[배송 조회]는 택배사의 배송 현황을 보여줍니다. 행을 누르면 그 작업지시 상세로 이동합니다.',
  ].join('\n');

const columns: readonly ColumnDef<DeliveryRow>[] = deliveryColumns<DeliveryRow>(
  // Narrow: its buttons stack (배송 완료 over 배송 조회), leaving the names and the address their room.
  [{ key: 'actions', card: 'control', label: '처리', width: 140, render: (d) => <DeliveryActions delivery={d} /> }],
  true,
);

/** /admin/wk/delivery: ready and shipping deliveries, with 배송 시작, 배송 완료 and 배송 조회. */
export function DeliveryListPage() {
  const [status, setStatus] = useStatusParam(OPEN_STATES);
  const paged = useOpenDeliveries(status);
  const navigate = useNavigate();
  return (
    <ListPage
      area="WORK"
      title="배송 관리"
      help={help}
      paged={paged}
      filters={
        <>
          <StatusFilter
            label="상태"
            values={OPEN_STATES}
            labelOf={(s) => deliveryWorkflow.label(s)}
            value={status}
            onChange={setStatus}
          />
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
