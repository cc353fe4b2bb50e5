import {
  API_DASHBOARD,
  type DailyView,
  type DefectPercent,
  type DeliveryYield,
  type DrillOee,
  type InventoryCost,
  type KpiIndicator,
  type KpiSetting,
  type KpiSettingUpdateValues,
  type MonthlyDelivery,
  type MonthlyOrder,
  type Page,
  type ProductionPerHour,
  type RecentOrderItem,
} from '@scm/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export const DASHBOARD_KEY = 'dashboard';
/** Spec 002 §4: the dashboard reads its figures again every 3 seconds while the tab is visible. */
export const DASHBOARD_REFRESH_MS = 3_000;
/** The home's figures (cards, recent orders, daily view), refreshed together; the drill-downs keep their own pace. */
export const DASHBOARD_STATISTICS_KEY = [DASHBOARD_KEY, 'statistic'] as const;

/** One statistic; every card's hook starts on mount, so the home loads in one round of parallel calls. */
const useStatistic = <T>(path: string, enabled = true) =>
  useQuery({
    queryKey: [...DASHBOARD_STATISTICS_KEY, path],
    queryFn: () => api.get<T>(`${API_DASHBOARD}/${path}`),
    enabled,
    staleTime: 30_000,
  });

export const useMonthlyOrder = () => useStatistic<MonthlyOrder>('order');
export const useMonthlyDelivery = () => useStatistic<MonthlyDelivery>('delivery');
export const useRecentOrders = (enabled: boolean) => useStatistic<RecentOrderItem[]>('recent_item', enabled);
export const useProductionPerHour = () => useStatistic<ProductionPerHour>('production_per_hour');
export const useDefectPercent = () => useStatistic<DefectPercent>('defect_percent');
export const useInventoryCost = () => useStatistic<InventoryCost>('inventory_cost');
export const useDeliveryYield = () => useStatistic<DeliveryYield>('delivery_yield');
export const useDailyView = () => useStatistic<DailyView>('daily');
export const useKpiSettings = () => useStatistic<KpiSetting[]>('kpi_setting');

/** One page of a month's drill-down (the records behind a number), for the dialog's own paging. */
export const useDrillPage = <T>(drill: string | null, month: string, page: number, size: number) =>
  useQuery({
    queryKey: [DASHBOARD_KEY, 'drill', drill, month, page, size],
    queryFn: () => api.get<Page<T>>(`${API_DASHBOARD}/drill/${drill ?? ''}`, { month, page: page - 1, size }),
    enabled: drill !== null,
    placeholderData: keepPreviousData,
  });

/** How often this month's OEE is read again while it is shown: machines run and stop by the minute. */
export const LIVE_OEE_REFRESH_MS = 30_000;

/** Each machine's OEE for a month (beside the production drill-down); this month's (`live`) keeps itself current. */
export const useDrillOee = (month: string, live: boolean) =>
  useQuery({
    queryKey: [DASHBOARD_KEY, 'drill', 'oee', month],
    queryFn: () => api.get<DrillOee>(`${API_DASHBOARD}/drill/oee`, { month }, { silent: live }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_OEE_REFRESH_MS : false,
  });

export const useSaveKpiSetting = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ indicator, values }: { indicator: KpiIndicator; values: KpiSettingUpdateValues }) =>
      api.put<KpiSetting>(`${API_DASHBOARD}/kpi_setting/${indicator}`, values),
    onSuccess: () => qc.invalidateQueries({ queryKey: [DASHBOARD_KEY] }),
  });
};

export const useRecomputeKpi = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>(`${API_DASHBOARD}/kpi_setting/recompute`),
    onSuccess: () => qc.invalidateQueries({ queryKey: [DASHBOARD_KEY] }),
  });
};
