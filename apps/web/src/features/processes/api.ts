import { API_PROCESS, API_PROCESS_SWAP, type Process, type ProcessSwap, type ProcessValues } from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export const PROCESS_KEY = 'processes';
const LIST_KEY = [PROCESS_KEY, 'list'];

/** Every process in its place (GET /api/pr/process answers them ordered by orderNum). */
export const useProcesses = () => useQuery({ queryKey: LIST_KEY, queryFn: () => api.get<Process[]>(API_PROCESS) });

/** A change answering { data, message } after which the list is read again. */
function useProcessChange<TVars, TData>(change: (vars: TVars) => Promise<{ data: TData; message: string }>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => qc.invalidateQueries({ queryKey: [PROCESS_KEY] }) });
}

export const useCreateProcess = () =>
  useProcessChange((values: ProcessValues) => api.post<Process>(API_PROCESS, values));

export const useRenameProcess = () =>
  useProcessChange((values: ProcessValues & { id: number }) => api.put<Process>(API_PROCESS, values));

export const useDeleteProcess = () => useProcessChange((id: number) => api.delete<null>(`${API_PROCESS}/${id}`));

/** Swaps two processes; the answer is the list in its new order, shown at once while it is read again. */
export const useSwapProcesses = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (swap: ProcessSwap) => api.patch<Process[]>(API_PROCESS_SWAP, swap),
    onSuccess: ({ data }) => {
      qc.setQueryData(LIST_KEY, data);
      return qc.invalidateQueries({ queryKey: [PROCESS_KEY] });
    },
  });
};
