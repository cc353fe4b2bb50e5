import { Paper, Tab, Tabs } from '@mui/material';
import { WORK_ORDER_SEARCH_FILTERS, type WorkOrderRow } from '@scm/contract';
import { useCanWrite } from '../../shared/access';
import { listHelp, PageHeader } from '../../shared/page-kit';
import { ListTable, ListToolbar, Pager, SearchBar, type PagedList } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import {
  useHeldWorkOrders,
  useReceivedWorkOrders,
  useReloadWorkOrders,
  useSignedInEmployee,
  WORK_ORDER_LIST_PATH,
} from './api';
import { WorkOrderActions } from './work-order-actions';
import { WORK_ORDER_TABLE_MIN_WIDTH, workOrderColumns } from './work-order-columns';
import { DepartmentFilter, useWorkOrderFilters, type WorkOrderTab } from './work-order-filters';
import { WorkOrderScanButton } from './work-order-scan-button';

const TITLE = '작업지시서';

const help = (canWrite: boolean) =>
  [
    listHelp(false),
    '',
    '[접수] 탭은 아직 작업을 시작하지 않은 주문, [부서별] 탭은 지금 어느 팀이 맡고 있는 작업입니다.',
    '[내 작업만]을 켜면 내 부서가 맡은 작업만 보입니다. 끄면 부서를 골라 볼 수 있습니다.',
    '[담당 팀 · 보유 시간]은 그 팀이 작업을 넘겨받은 뒤 지난 시간입니다. 납기일이 지난 작업은 빨간색으로 표시됩니다.',
    ...(canWrite
      ? [
          '[작업 시작]으로 내 부서가 작업을 맡고, [다음 팀 요청]으로 다음 부서에 넘깁니다. 팀이 맡은 공정의 버튼은 그 팀과 작업 총괄 권한이 있는 사람에게만 보입니다.',
          '[인쇄 완료]를 누르면 사용한 용지가 재고에서 출고되고, 고른 대로 배송이 준비되거나 후가공 팀이 넘겨받습니다.',
        ]
      : []),
    '접수된 작업은 주문 관리 쓰기 권한으로도 [다음 팀 요청]으로 작업할 팀에 넘길 수 있습니다.',
    '[작업지시서 스캔]으로 작업지시서의 바코드를 읽으면 그 작업이 열립니다.',
  ].join('\n');

function WorkOrderTable({ paged, tab }: { paged: PagedList<WorkOrderRow>; tab: WorkOrderTab }) {
  const nav = useListNavigation(WORK_ORDER_LIST_PATH);
  const { list, rows, pageable, isLoading } = paged;
  const reload = useReloadWorkOrders();
  const columns = workOrderColumns((row) => <WorkOrderActions job={row} reload={reload} />);
  return (
    <>
      <ListTable
        aria-label={tab === 'receipt' ? '접수 작업 목록' : '부서별 작업 목록'}
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        sort={list.params.sort}
        onSortChange={list.setSort}
        onRowClick={(r) => nav.toDetail(r.id)}
        loading={isLoading}
        minWidth={WORK_ORDER_TABLE_MIN_WIDTH}
      />
      <Pager pageable={pageable} onPageChange={list.setPage} />
    </>
  );
}

function ReceiptTab() {
  const paged = useReceivedWorkOrders();
  return (
    <>
      <ListToolbar actions={<WorkOrderScanButton />}>
        <SearchBar list={paged.list} filters={WORK_ORDER_SEARCH_FILTERS} />
      </ListToolbar>
      <WorkOrderTable paged={paged} tab="receipt" />
    </>
  );
}

function DepartmentTab() {
  const filters = useWorkOrderFilters();
  const me = useSignedInEmployee();
  const paged = useHeldWorkOrders(filters.departmentId, filters.mine);
  return (
    <>
      <ListToolbar actions={<WorkOrderScanButton />}>
        <DepartmentFilter
          mine={filters.mine}
          departmentId={filters.departmentId}
          ownDepartment={
            me.data?.departmentId ? { id: me.data.departmentId, name: me.data.departmentName ?? '' } : null
          }
          onMineChange={filters.setMine}
          onDepartmentChange={filters.setDepartmentId}
        />
        <SearchBar list={paged.list} filters={WORK_ORDER_SEARCH_FILTERS} />
      </ListToolbar>
      <WorkOrderTable paged={paged} tab="department" />
    </>
  );
}

/** /admin/wk/work_order: 접수 and 부서별 tabs; each row carries its moves (001 §2, §4). */
export function WorkOrderListPage() {
  const canWrite = useCanWrite('WORK');
  const { tab, setTab } = useWorkOrderFilters();
  return (
    <>
      <title>{`${TITLE} | 인쇄 SCM`}</title>
      <PageHeader title={TITLE} pageType="list" help={help} canWrite={canWrite} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Tabs
          value={tab}
          onChange={(_, t: WorkOrderTab) => setTab(t)}
          aria-label="작업지시 구분"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="receipt" label="접수" />
          <Tab value="department" label="부서별" />
        </Tabs>
        {tab === 'receipt' ? <ReceiptTab /> : <DepartmentTab />}
      </Paper>
    </>
  );
}
