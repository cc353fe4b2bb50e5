import {
  API_RATES,
  API_RATES_EXPORT,
  API_RATES_IMPORT,
  rateKindUrl,
  type OptionType,
  type RateImportProblem,
  type RateKind,
  type RateRow,
  type StoredRateRow,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, buildUrl } from '../../shared/api/client';
import { selectQuery } from '../../shared/api/graphql';

export const RATES_KEY = 'rates';

/** Every row of a kind, history included, with the names of what it points at. */
export const useRates = (kind: RateKind) =>
  useQuery({
    queryKey: [RATES_KEY, kind],
    queryFn: () => api.get<StoredRateRow[]>(API_RATES, { kind }),
  });

const useReload = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [RATES_KEY] });
};

/** Adds a row (POST) or changes a future one (PUT, with its id); answers the server's message. */
export const useSaveRate = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: async ({ id, row }: { id?: number; row: RateRow }) =>
      (id === undefined
        ? await api.post<StoredRateRow>(rateKindUrl(row.kind), row)
        : await api.put<StoredRateRow>(rateKindUrl(row.kind), { ...row, id })
      ).message,
    onSuccess: reload,
  });
};

export const useDeleteRate = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: RateKind; id: number }) =>
      (await api.delete<null>(`${rateKindUrl(kind)}/${id}`)).message,
    onSettled: reload,
  });
};

/** The rates in force on a day as an .xlsx file (a sheet per kind). */
export const exportUrl = (date: string) => buildUrl(API_RATES_EXPORT, { date });

/** What an import answered: saved (how many) or refused with its row report. */
export type ImportResult = { saved: number; message: string } | { problems: RateImportProblem[]; message: string };

const problemsOf = (error: unknown): RateImportProblem[] | null => {
  if (!(error instanceof ApiError) || !error.body) return null;
  const problems = (error.body as { problems?: unknown }).problems;
  return Array.isArray(problems) ? (problems as RateImportProblem[]) : null;
};

export const useImportRates = () => {
  const reload = useReload();
  return useMutation({
    mutationFn: async ({ file, effectiveFrom }: { file: File; effectiveFrom: string }): Promise<ImportResult> => {
      const body = new FormData();
      body.append('effectiveFrom', effectiveFrom);
      body.append('file', file);
      try {
        const res = await api.post<{ added: number }>(API_RATES_IMPORT, body);
        return { saved: res.data.added, message: res.message };
      } catch (error) {
        const problems = problemsOf(error);
        if (problems && error instanceof Error) return { problems, message: error.message };
        throw error;
      }
    },
    onSuccess: reload,
  });
};

/** One type's item options, for the 후가공·제본 option picker (the same list the order forms pick from). */
export const useOptionList = (optionType?: OptionType) =>
  useQuery({
    queryKey: [RATES_KEY, 'options', optionType ?? 'ALL'],
    queryFn: async () =>
      (
        await selectQuery<{ getOptionList: { id: number; optionName: string; optionType: OptionType }[] }>(
          'query($optionType: String) { getOptionList(optionType: $optionType) { id optionName optionType } }',
          { optionType: optionType ?? null },
        )
      ).getOptionList,
    staleTime: 60_000,
  });
