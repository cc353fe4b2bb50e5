import { FormControlLabel, MenuItem, Switch, Tab, Tabs, TextField } from '@mui/material';
import { WORK_ORDER_SEARCH_FILTERS } from '@scm/contract';
import { useSearchParams } from 'react-router';
import { listHelp } from '../../shared/form-kit';
import { ListPage, SearchBar, useListNavigation } from '../../shared/list-kit';
import { useTeams, useWorkOrderList, WORK_ORDER_LIST_PATH, type WorkOrderTab } from './api';
import { WORK_ORDER_TABLE_MIN_WIDTH, workOrderColumns } from './work-order-columns';

const help = () =>
  [
    listHelp(false),
    '',
    '[접수] 탭은 아직 아무 팀도 시작하지 않은 작업지시입니다. [작업 시작]을 누르면 내 부서가 작업을 맡습니다.',
    '[부서별] 탭은 팀이 맡고 있는 작업입니다. [내 작업만]을 끄면 부서를 골라 볼 수 있습니다.',
    '[다음 팀 요청]으로 다음 부서에 넘기면 그 부서 직원에게 알림이 갑니다. 받은 팀은 [작업 시작]으로 시작합니다.',
    '[인쇄 완료]를 누르면 사용한 용지와 파지가 재고에서 출고되고 배송 준비가 만들어집니다.',
    '납기일이 지난 작업에는 [지연] 표시가 붙습니다.',
  ].join('\n');

/** Tab, "my work only" (on unless turned off) and the chosen team live in the URL beside the list state. */
function useTabParams() {
  const [params, setParams] = useSearchParams();
  const tab: WorkOrderTab = params.get('tab') === 'department' ? 'department' : 'receipt';
  const mine = params.get('mine') !== 'false';
  const raw = Number(params.get('departmentId'));
  const departmentId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v === null) next.delete(k);
      else next.set(k, v);
    next.delete('page');
    setParams(next);
  };
  return { tab, mine, departmentId, set };
}

/** /admin/wk/work_order */
export function WorkOrderListPage() {
  const { tab, mine, departmentId, set } = useTabParams();
  const paged = useWorkOrderList(tab, { mine, departmentId });
  const teams = useTeams();
  const nav = useListNavigation(WORK_ORDER_LIST_PATH);
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, v: WorkOrderTab) => set({ tab: v === 'receipt' ? null : v })}
        aria-label="작업지시 보기"
        sx={{ mb: 1 }}
      >
        <Tab value="receipt" label="접수" />
        <Tab value="department" label="부서별" />
      </Tabs>
      <ListPage
        area="WORK"
        title="작업지시서"
        help={help}
        paged={paged}
        filters={
          <>
            {tab === 'department' && (
              <>
                <FormControlLabel
                  control={<Switch checked={mine} onChange={(e) => set({ mine: e.target.checked ? null : 'false' })} />}
                  label="내 작업만"
                />
                <TextField
                  select
                  size="small"
                  label="부서"
                  disabled={mine}
                  value={mine || departmentId === null ? '' : String(departmentId)}
                  onChange={(e) => set({ departmentId: e.target.value || null })}
                  sx={{ flex: { xs: '1 1 140px', md: '0 0 160px' } }}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">전체</MenuItem>
                  {(teams.data ?? []).map((t) => (
                    <MenuItem key={t.id} value={String(t.id)}>
                      {t.name}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            <SearchBar list={paged.list} filters={WORK_ORDER_SEARCH_FILTERS} />
          </>
        }
        tableLabel={tab === 'receipt' ? '접수된 작업지시 목록' : '부서별 작업지시 목록'}
        columns={workOrderColumns}
        getRowKey={(r) => r.id}
        onRowClick={(r) => nav.toDetail(r.id)}
        minWidth={WORK_ORDER_TABLE_MIN_WIDTH}
      />
    </>
  );
}
