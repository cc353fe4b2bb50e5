import {
  API_RATES_EFFECTIVE,
  estimate,
  ratesAt,
  type Estimate,
  type EstimateInput,
  type PrintingSpecInput,
  type RateRow,
} from '@scm/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { api, retryServerErrors } from '../../shared/api/client';
import { today } from '../../shared/format';
import { QUOTE_KEY } from './api';

/** A typed count ('1,200', '') as the engine reads it: a number, or null when nothing (or nothing numeric) is typed. */
const countOf = (typed: unknown): number | null => {
  if (typeof typed === 'number') return typed;
  const text = typeof typed === 'string' ? typed.trim().replaceAll(',', '') : '';
  return /^\d+$/.test(text) ? Number(text) : null;
};

/** What the live estimate reads of a staff spec form: the spec as the editor holds it, and the copies. */
export type SpecDraft = Partial<PrintingSpecInput<'staff'>> & { quantity?: unknown };

/**
 * The form's spec as the engine's input: counts from their typed text, 후가공 and 접지/제본 only when switched on
 * (as the contract's check keeps them), and the chosen papers' names for the formulas.
 */
export function estimateInputOf(draft: SpecDraft): EstimateInput {
  const entries = draft.printingList ?? [];
  const rawItems: Record<number, string> = {};
  for (const entry of entries)
    for (const p of entry.usePaperList ?? [])
      if (p.rawItemId != null && p.rawItemName) rawItems[p.rawItemId] = p.rawItemName;
  return {
    workType: draft.workType ?? 'LEAFLET',
    quantity: countOf(draft.quantity) ?? 0,
    finishedSize: draft.finishedSize ?? '',
    printingList: entries.map((e) => ({
      ...e,
      pageCount: countOf(e.pageCount),
      usePaperList: (e.usePaperList ?? []).map((p) => ({
        rawItemId: p.rawItemId ?? null,
        amount: countOf(p.amount),
        wrongAmount: countOf(p.wrongAmount),
      })),
      postProcessList: e.isPostProcess ? (e.postProcessList ?? []) : [],
    })),
    foldingBindingList: draft.isFoldingBinding ? (draft.foldingBindingList ?? []) : [],
    names: { rawItems },
  };
}

/** The rate rows in force today (GET /api/rates/effective), read once per visit to the form. */
export const useEffectiveRates = () => {
  const day = today();
  return useQuery({
    queryKey: [QUOTE_KEY, 'rates', day],
    queryFn: async () => ratesAt(await api.get<RateRow[]>(API_RATES_EFFECTIVE, { date: day }), day),
    staleTime: 5 * 60_000,
    retry: retryServerErrors(2),
  });
};

/**
 * The estimate of the spec being typed, in the browser with the contract's engine (no request per keystroke); it
 * follows the typing a frame behind (useDeferredValue) so the fields never wait for it. Null until the rates are in.
 */
export function useLiveEstimate(draft: SpecDraft): { estimate: Estimate | null; failed: boolean } {
  const rates = useEffectiveRates();
  const deferred = useDeferredValue(draft);
  const result = useMemo(
    () => (rates.data ? estimate(estimateInputOf(deferred), rates.data) : null),
    [deferred, rates.data],
  );
  return { estimate: result, failed: rates.isError };
}
