import { preflightUrl, type FilePreflight } from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryServerErrors } from '../api/client';

export const PREFLIGHT_KEY = 'preflight';

/** What an unattached draft is checked against: the form's 완성 사이즈 and pages (an attached file: its order's). */
export interface PreflightForm {
  finishedSize?: string;
  pages?: number | null;
}

/** A file's checklist; the server runs the check on first read (off its request thread) and keeps it. */
export function usePreflight(fileId: number, form: PreflightForm = {}) {
  const query: Record<string, string> = {};
  if (form.finishedSize?.trim()) query.finishedSize = form.finishedSize.trim();
  if (form.pages && form.pages > 0 && form.pages < 10000) query.pages = String(form.pages);
  return useQuery({
    queryKey: [PREFLIGHT_KEY, fileId, query],
    queryFn: () => api.get<FilePreflight>(preflightUrl(fileId), query),
    retry: retryServerErrors(2),
    staleTime: 60_000,
  });
}

/** Staff accept one warning; the checklist is read again. */
export function useAcceptWarning(fileId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<FilePreflight>(`${preflightUrl(fileId)}/accept`, { code }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [PREFLIGHT_KEY, fileId] }),
  });
}
