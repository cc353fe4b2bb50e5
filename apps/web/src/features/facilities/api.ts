import {
  API_FACILITY_CONTACT,
  API_FACILITY_CONTROLLER,
  API_FACILITY_HISTORY,
  API_FACILITY_MANAGER,
  API_FACILITY_MONITORING,
  type FacilityContact,
  type FacilityContactUpdate,
  API_FACILITY_CONTROLLER_JOBS,
  type FacilityController,
  type FacilityJobOption,
  type FacilityCreateValues,
  type FacilityEvent,
  type FacilityManager,
  type FacilityManagerValues,
  type FacilityMonitoringAnswer,
  type FacilityRunStartValues,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export const FACILITY_KEY = 'facility';
/** Spec 002 §9: equipment and monitoring data refresh every 3 seconds. */
export const REFRESH_MS = 3_000;

export const useFacilityContacts = () =>
  useQuery({
    queryKey: [FACILITY_KEY, 'contacts'],
    queryFn: () => api.get<FacilityContact[]>(`${API_FACILITY_CONTACT}/all`),
  });

/** Every facility write changes what the other screens show: they all read again. */
const useFacilityMutation = <V, R>(call: (values: V) => Promise<{ data: R; message: string }>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => qc.invalidateQueries({ queryKey: [FACILITY_KEY] }) });
};

export const useSaveContact = () =>
  useFacilityMutation((v: FacilityContactUpdate) => api.put<FacilityContact>(API_FACILITY_CONTACT, v));
export const useAddFacility = () =>
  useFacilityMutation((v: FacilityCreateValues) => api.post<FacilityContact>(API_FACILITY_CONTACT, v));
export const useRemoveFacility = () =>
  useFacilityMutation((id: number) => api.delete<FacilityContact>(`${API_FACILITY_CONTACT}/${id}`));
export const useIssueToken = () =>
  useFacilityMutation((id: number) =>
    api.post<{ facilityCode: string; token: string }>(`${API_FACILITY_CONTACT}/${id}/token`),
  );

export const useFacilityManagers = () =>
  useQuery({
    queryKey: [FACILITY_KEY, 'managers'],
    queryFn: () => api.get<FacilityManager[]>(`${API_FACILITY_MANAGER}/all`),
  });
export const useSaveManager = () =>
  useFacilityMutation((v: FacilityManagerValues) => api.put<FacilityManager>(API_FACILITY_MANAGER, v));

/** The open jobs a run can be started for (원가 분석 sums each job's machine time). */
export const useOpenJobs = () =>
  useQuery({
    queryKey: [FACILITY_KEY, 'jobs'],
    queryFn: () => api.get<FacilityJobOption[]>(API_FACILITY_CONTROLLER_JOBS),
  });

export const useFacilityControllers = () =>
  useQuery({
    queryKey: [FACILITY_KEY, 'controllers'],
    queryFn: () => api.get<FacilityController[]>(API_FACILITY_CONTROLLER, undefined, { silent: true }),
    refetchInterval: REFRESH_MS,
  });
export const useStartRun = () =>
  useFacilityMutation((v: FacilityRunStartValues) => api.put<FacilityController>(API_FACILITY_CONTROLLER, v));
export const useStopRun = () =>
  useFacilityMutation((id: number) => api.patch<FacilityController>(`${API_FACILITY_CONTROLLER}/stop/${id}`));

export const useFacilityMonitoring = () =>
  useQuery({
    queryKey: [FACILITY_KEY, 'monitoring'],
    queryFn: () => api.get<FacilityMonitoringAnswer>(API_FACILITY_MONITORING, undefined, { silent: true }),
    refetchInterval: REFRESH_MS,
  });

export const useFacilityHistory = (date: string, enabled: boolean) =>
  useQuery({
    queryKey: [FACILITY_KEY, 'history', date],
    queryFn: () => api.get<FacilityEvent[]>(API_FACILITY_HISTORY, { date }, { silent: true }),
    enabled,
    refetchInterval: enabled ? REFRESH_MS : false,
  });
