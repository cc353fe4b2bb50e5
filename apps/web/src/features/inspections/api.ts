import {
  API_AUTH,
  API_INSPECTION,
  inspectionCompletePath,
  inspectionsOfOrderPath,
  type CheckLoggedIn,
  type INSPECTION_DATE_FILTERS,
  type Inspection,
  type InspectionValues,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const INSPECTION_KEY = 'inspections';
export const INSPECTION_LIST_PATH = '/admin/wk/inspection';
/** Spec 001 §2: the list filters on the start date by default. */
const DEFAULT_DATE_FIELD: keyof typeof INSPECTION_DATE_FILTERS = 'startDate';

export const useInspectionList = () =>
  usePagedList<Inspection>(INSPECTION_KEY, API_INSPECTION, undefined, { defaultDateFilter: DEFAULT_DATE_FIELD });

export const useInspection = (id: number | null) =>
  useQuery({
    queryKey: [INSPECTION_KEY, 'detail', id],
    queryFn: () => api.get<Inspection>(`${API_INSPECTION}/${id ?? ''}`),
    enabled: id !== null,
    // A 4xx (deleted, no such id) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useCreateInspection = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: InspectionValues) => (await api.post<Inspection>(API_INSPECTION, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [INSPECTION_KEY] }),
  });
};

export const useUpdateInspection = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: InspectionValues & { id: number }) =>
      (await api.put<Inspection>(API_INSPECTION, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [INSPECTION_KEY] }),
  });
};

export const useDeleteInspection = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_INSPECTION}/${id}`),
    // Not the detail query: refetching the record just deleted would answer 404 while its page is still open.
    onSuccess: () => qc.invalidateQueries({ queryKey: [INSPECTION_KEY, 'list'] }),
  });
};

/** Marks complete or cancels it; the answer replaces the detail at once. */
export const useSetInspectionComplete = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, complete }: { id: number; complete: boolean }) =>
      api.patch<Inspection>(inspectionCompletePath(id), { complete }),
    onSuccess: ({ data }) => {
      qc.setQueryData([INSPECTION_KEY, 'detail', data.id], data);
      return qc.invalidateQueries({ queryKey: [INSPECTION_KEY, 'list'] });
    },
  });
};

/** The inspections naming one order (its detail's 검수 section). */
export const useInspectionsOfOrder = (orderId: number, enabled: boolean) =>
  useQuery({
    queryKey: [INSPECTION_KEY, 'order', orderId],
    queryFn: async () => await api.get<Inspection[]>(inspectionsOfOrderPath(orderId), undefined, { silent: true }),
    enabled,
  });

/** The signed-in employee's name (the logged-in check answers it), the new form's default worker. */
export const useSignedInName = () =>
  useQuery({
    queryKey: ['session', 'name'],
    queryFn: async () => {
      const { data } = await api.post<CheckLoggedIn>(API_AUTH.checkLoggedIn, undefined, { silent: true });
      return data.account.userInfo.employee?.name ?? '';
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
