import {
  API_BANK_CONFIRM,
  API_BANK_DEPOSITOR_NAMES,
  API_BANK_OPEN_ENTRIES,
  API_BANK_STATEMENT,
  type BankColumnMapping,
  type BankConfirm,
  type BankImportResult,
  type BankOpenEntry,
  type BankReview,
  type BankStatement,
  type DepositorName,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export const BANK_KEY = 'bank-statements';

export const useStatements = () =>
  useQuery({ queryKey: [BANK_KEY, 'list'], queryFn: () => api.get<BankStatement[]>(API_BANK_STATEMENT) });

export const useReview = (id: number) =>
  useQuery({ queryKey: [BANK_KEY, 'review', id], queryFn: () => api.get<BankReview>(`${API_BANK_STATEMENT}/${id}`) });

export const useDepositorNames = () =>
  useQuery({ queryKey: [BANK_KEY, 'names'], queryFn: () => api.get<DepositorName[]>(API_BANK_DEPOSITOR_NAMES) });

/** Open entries whose buyer or order number contains `q`. */
export const useOpenEntrySearch = (q: string) =>
  useQuery({
    queryKey: [BANK_KEY, 'open', q],
    queryFn: () => api.get<BankOpenEntry[]>(API_BANK_OPEN_ENTRIES, { q }),
  });

const useReload = () => {
  const qc = useQueryClient();
  // The deposit list changes with a confirmation too.
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: [BANK_KEY] }), qc.invalidateQueries({ queryKey: ['deposits'] })]);
};

/** Uploads a statement (with the column mapping, when the server asked for one). */
export const useUploadStatement = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping?: BankColumnMapping }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      if (mapping) form.append('mapping', JSON.stringify(mapping));
      // Errors are shown by the page (a layout to map, a bad row), not as a generic alert.
      return api.post<BankImportResult>(API_BANK_STATEMENT, form);
    },
    onSuccess: reload,
  });
};

export const useConfirmLines = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: BankConfirm) => api.post<{ lines: number; receipts: number }>(API_BANK_CONFIRM, body),
    onSettled: reload,
  });
};

export const useDeleteDepositorName = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_BANK_DEPOSITOR_NAMES}/${id}`),
    onSettled: reload,
  });
};
