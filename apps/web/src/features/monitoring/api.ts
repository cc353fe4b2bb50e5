import {
  API_MONITORING,
  MONITORING_REFRESH_MS,
  type MonitoringInspectionRow,
  type MonitoringList,
  type MonitoringOrderRow,
  type MonitoringReleasingRow,
  type MonitoringWorkRow,
} from '@scm/contract';
import { usePagedList } from '../../shared/list-kit';
import { useLiveRefresh } from './use-live-refresh';

export const MONITORING_KEY = 'monitoring';

/** The row of each of today's lists. */
export interface TodayRows {
  order: MonitoringOrderRow;
  work: MonitoringWorkRow;
  releasing: MonitoringReleasingRow;
  inspection: MonitoringInspectionRow;
}

/** One of today's lists, its page and search in the URL, re-read every 3 seconds while the tab is shown. */
export function useTodayList<L extends MonitoringList>(list: L) {
  const path = API_MONITORING[list];
  useLiveRefresh([MONITORING_KEY, 'list', path], MONITORING_REFRESH_MS);
  return usePagedList<TodayRow<L>>(MONITORING_KEY, path);
}

export type TodayRow<L extends MonitoringList> = TodayRows[L];
