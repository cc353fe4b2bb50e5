import {
  API_AUTH,
  API_WORK_ORDER,
  type CheckLoggedIn,
  type MachineOption,
  type NextTeamValues,
  type ProgressMachineValues,
  type Page,
  type PrintingCompleteValues,
  type RemakeCreateInput,
  type RemakeSummary,
  type RemakeUpdateInput,
  type WorkOrderDetail,
  type WorkOrderRow,
  type WorkStartValues,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const WORK_ORDER_KEY = 'work-orders';
export const WORK_ORDER_LIST_PATH = '/admin/wk/work_order';
export const workOrderPath = (id: number) => `${WORK_ORDER_LIST_PATH}/${id}`;

/** 접수 탭: work orders still in RECEIPT. */
export const useReceivedWorkOrders = () => usePagedList<WorkOrderRow>(WORK_ORDER_KEY, `${API_WORK_ORDER}/receipt`);

/** 부서별 탭: jobs a team holds — the caller's own department (`mine`), one department, or every team's. */
export const useHeldWorkOrders = (departmentId: number | null, mine: boolean) =>
  usePagedList<WorkOrderRow>(WORK_ORDER_KEY, API_WORK_ORDER, {
    mine: mine ? 'true' : undefined,
    departmentId: !mine && departmentId !== null ? departmentId : undefined,
  });

/** The open turn counting on a machine: its count is live, so the detail reads it again every few seconds. */
export const countingTurn = (job: WorkOrderDetail | undefined) =>
  job?.progresses.find((p) => p.id === job.workProgressId && p.finishedAt === null && p.facilityId !== null);

export const useWorkOrder = (id: number | null) =>
  useQuery({
    queryKey: [WORK_ORDER_KEY, 'detail', id],
    queryFn: () => api.get<WorkOrderDetail>(`${API_WORK_ORDER}/${id ?? ''}`),
    enabled: id !== null,
    refetchInterval: (q) => (countingTurn(q.state.data)?.startedAt ? 5_000 : false),
    // A 4xx (no such job) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** Every move changes both tabs, the detail, and (printing complete) stock and deliveries. */
const useMove = <V>(call: (v: V) => Promise<{ data: WorkOrderDetail; message: string }>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => qc.invalidateQueries({ queryKey: [WORK_ORDER_KEY] }),
  });
};

/** 작업 시작 on a received job: its first team is the starter's department. */
export const useStartWork = () =>
  useMove(({ id, body }: { id: number; body?: WorkStartValues }) =>
    api.post<WorkOrderDetail>(`${API_WORK_ORDER}/work_start/${id}`, body),
  );

/** 작업 시작 by the team a job was passed to. */
export const useStartProgress = () =>
  useMove(({ progressId, body }: { progressId: number; body?: WorkStartValues }) =>
    api.post<WorkOrderDetail>(`${API_WORK_ORDER}/work_progress_start/${progressId}`, body),
  );

export const useNextTeam = () =>
  useMove((values: NextTeamValues) => api.post<WorkOrderDetail>(`${API_WORK_ORDER}/next_team`, values));

/** 다음 팀 요청 from 접수: a received job handed to a team (order or work writers). */
export const useHandOff = () =>
  useMove((values: NextTeamValues) => api.post<WorkOrderDetail>(`${API_WORK_ORDER}/hand_off`, values));

/** 인쇄 완료, with the confirmations the body may carry (`useConfirmedPrintingComplete` asks for them). */
export const useCompletePrinting = () =>
  useMove(({ id, body }: { id: number; body?: PrintingCompleteValues }) =>
    api.post<WorkOrderDetail>(`${API_WORK_ORDER}/printing/complete/${id}`, body),
  );

const exactly = (rows: readonly WorkOrderRow[], orderNumber: string) =>
  rows.find((r) => r.orderNumber.toUpperCase() === orderNumber.toUpperCase());

/**
 * The job a ticket's order number names: looked up by the lists' order-number search, received jobs first,
 * then jobs a team holds, then completed ones. Undefined when none matches exactly.
 */
export async function findWorkOrderByNumber(orderNumber: string): Promise<WorkOrderRow | undefined> {
  const query = { searchFilter: 'orderNumber', searchKeyword: orderNumber, size: 20 };
  for (const path of [`${API_WORK_ORDER}/receipt`, API_WORK_ORDER, `${API_WORK_ORDER}/history`]) {
    const page = await api.get<Page<WorkOrderRow>>(path, query);
    const hit = exactly(page.content, orderNumber);
    if (hit) return hit;
  }
  return undefined;
}

/** The signed-in employee (the logged-in check answers it): the 부서별 tab's own department. */
export const useSignedInEmployee = () =>
  useQuery({
    queryKey: ['session', 'employee'],
    queryFn: async () => {
      const { data } = await api.post<CheckLoggedIn>(API_AUTH.checkLoggedIn, undefined, { silent: true });
      return data.account.userInfo.employee;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Reads both tabs and any open detail again (after a 409: someone else moved the job first). */
export const useReloadWorkOrders = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [WORK_ORDER_KEY] });
};

/**
 * The teams a job can go to (used departments), from the work-order API itself, so WORK users need no authority
 * over the departments screen.
 */
export const useWorkTeams = () =>
  useQuery({
    queryKey: [WORK_ORDER_KEY, 'teams'],
    queryFn: () => api.get<{ id: number; name: string }[]>(`${API_WORK_ORDER}/teams`),
    staleTime: 60_000,
  });

/** The machines a turn may run on, from the work-order API (WORK users need no FACILITY authority). */
export const useWorkMachines = () =>
  useQuery({
    queryKey: [WORK_ORDER_KEY, 'machines'],
    queryFn: () => api.get<MachineOption[]>(`${API_WORK_ORDER}/machines`),
    staleTime: 60_000,
  });

/** Binds the open turn to a machine (or unbinds it with null). */
export const useBindMachine = () =>
  useMove(({ progressId, ...values }: ProgressMachineValues & { progressId: number }) =>
    api.put<WorkOrderDetail>(`${API_WORK_ORDER}/work_progress/${progressId}/machine`, values),
  );

/** 재작업 지시 (POST), its edit before work starts (PUT) and its delete: they change the tabs, the detail and the order. */
export const useCreateRemake = () =>
  useMove((values: RemakeCreateInput) => api.post<WorkOrderDetail>(API_WORK_ORDER, values));
export const useUpdateRemake = () =>
  useMove((values: RemakeUpdateInput) => api.put<WorkOrderDetail>(API_WORK_ORDER, values));
export const useDeleteRemake = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_WORK_ORDER}/${id}`),
    onSettled: () => qc.invalidateQueries({ queryKey: [WORK_ORDER_KEY] }),
  });
};

/** The remakes an inspection led to (its detail's list). */
export const useRemakesOfInspection = (inspectionId: number) =>
  useQuery({
    queryKey: [WORK_ORDER_KEY, 'remakes', inspectionId],
    queryFn: () => api.get<RemakeSummary[]>(`${API_WORK_ORDER}/remakes`, { inspectionId }),
  });

/** Printed jobs whose order number holds `keyword` (the remake dialog's order picker). */
export const usePrintedJobs = (keyword: string) =>
  useQuery({
    queryKey: [WORK_ORDER_KEY, 'printed', keyword],
    queryFn: async () =>
      (
        await api.get<Page<WorkOrderRow>>(
          `${API_WORK_ORDER}/history`,
          { searchFilter: 'orderNumber', searchKeyword: keyword, size: 20 },
          { silent: true },
        )
      ).content,
    enabled: keyword.trim().length >= 2,
    staleTime: 10_000,
  });
