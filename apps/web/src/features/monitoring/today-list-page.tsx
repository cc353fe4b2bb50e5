import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import { Stack, Typography } from '@mui/material';
import { MONITORING_REFRESH_MS, type MenuArea, type MonitoringList, type SearchFilterOptions } from '@scm/contract';
import { useNavigate } from 'react-router';
import { today } from '../../shared/format';
import { listHelp } from '../../shared/page-kit';
import { ListPage, SearchBar, type ColumnDef } from '../../shared/list-kit';
import { useTodayList, type TodayRow } from './api';
import { useMayOpen } from './monitoring-columns';

/** Which day the list shows and that it keeps itself current. */
function TodayNote() {
  return (
    <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', color: 'text.secondary' }}>
      <AutorenewRounded fontSize="small" aria-hidden />
      <Typography variant="body2" component="span">
        {`${today()} 기준 · ${MONITORING_REFRESH_MS / 1000}초마다 자동 갱신`}
      </Typography>
    </Stack>
  );
}

interface TodayListConfig<L extends MonitoringList> {
  list: L;
  title: string;
  /** What the list holds, for the help popover. */
  about: string;
  searchFilters: SearchFilterOptions;
  tableLabel: string;
  columns: readonly ColumnDef<TodayRow<L>>[];
  /** The menu area of the detail a row opens; rows open nothing for a user who may not read it. */
  detailArea: MenuArea;
  detailOf: (row: TodayRow<L>) => string;
  minWidth: number;
}

/**
 * One of the monitoring screens, from its configuration: today's records, searchable, re-read every few seconds,
 * rows opening their detail.
 */
export function todayListPage<L extends MonitoringList>(config: TodayListConfig<L>) {
  const { list, title, about, searchFilters, tableLabel, columns, detailArea, detailOf, minWidth } = config;
  return function TodayList() {
    const paged = useTodayList(list);
    const mayOpen = useMayOpen(detailArea);
    const navigate = useNavigate();
    const help = [
      listHelp(false),
      '',
      about,
      `오늘은 가게 달력(한국 시간) 기준이며, 목록은 ${MONITORING_REFRESH_MS / 1000}초마다 저절로 새로 읽습니다. 다른 탭을 보는 동안은 멈춥니다.`,
      ...(mayOpen ? ['행을 누르면 상세 화면으로 이동합니다.'] : []),
    ].join('\n');
    return (
      <ListPage
        title={title}
        help={help}
        paged={paged}
        filters={
          <>
            <SearchBar list={paged.list} filters={searchFilters} />
            <TodayNote />
          </>
        }
        tableLabel={tableLabel}
        columns={columns}
        getRowKey={(r) => r.id}
        onRowClick={mayOpen ? (r) => void navigate(detailOf(r)) : undefined}
        minWidth={minWidth}
      />
    );
  };
}
