import { API_WORK_ORDER, type NextTeamValues, type WorkOrderDetail, type WorkOrderRow } from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const WORK_ORDER_KEY = 'work-orders';
export const WORK_ORDER_LIST_PATH = '/admin/wk/work_order';

export type WorkOrderTab = 'receipt' | 'department';

/** The received tab, or the by-department tab with its team filter ("내 작업만" = the signed-in employee's team). */
export const useWorkOrderList = (tab: WorkOrderTab, filter: { mine: boolean; departmentId: number | null }) =>
  usePagedList<WorkOrderRow>(
    WORK_ORDER_KEY,
    tab === 'receipt' ? `${API_WORK_ORDER}/receipt` : API_WORK_ORDER,
    tab === 'receipt'
      ? undefined
      : { mine: filter.mine, departmentId: filter.mine ? undefined : (filter.departmentId ?? undefined) },
  );

export const useWorkOrder = (id: number | null) =>
  useQuery({
    queryKey: [WORK_ORDER_KEY, 'detail', id],
    queryFn: () => api.get<WorkOrderDetail>(`${API_WORK_ORDER}/${id ?? ''}`),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useTeams = () =>
  useQuery({
    queryKey: [WORK_ORDER_KEY, 'teams'],
    queryFn: () => api.get<{ id: number; name: string }[]>(`${API_WORK_ORDER}/teams`),
    staleTime: 60_000,
  });

/** A move of the job: the lists and the detail are read again (and stock, deliveries elsewhere on their next read). */
const useMove = <V>(send: (v: V) => Promise<{ data: WorkOrderDetail; message: string }>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => qc.invalidateQueries({ queryKey: [WORK_ORDER_KEY] }) });
};

export const useStartWork = () =>
  useMove((id: number) => api.post<WorkOrderDetail>(`${API_WORK_ORDER}/work_start/${id}`));
export const useStartProgress = () =>
  useMove((progressId: number) => api.post<WorkOrderDetail>(`${API_WORK_ORDER}/work_progress_start/${progressId}`));
export const useNextTeam = () =>
  useMove((values: NextTeamValues) => api.post<WorkOrderDetail>(`${API_WORK_ORDER}/next_team`, values));
export const useCompletePrinting = () =>
  useMove((id: number) => api.post<WorkOrderDetail>(`${API_WORK_ORDER}/printing/complete/${id}`));
