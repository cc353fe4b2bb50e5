import {
  API_JOB_COSTING,
  API_SELLER,
  apiJobCosting,
  type JobCosting,
  type JobCostingRow,
  type SellerSelectItem,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const JOB_COSTING_KEY = 'job-costing';

/** The month's completed orders with charged, actual cost and margin; loss-makers first by default. */
export const useJobCostingList = (month: string, lossOnly: boolean) =>
  usePagedList<JobCostingRow>(
    JOB_COSTING_KEY,
    API_JOB_COSTING,
    { month, ...(lossOnly ? { lossOnly: 'true' } : {}) },
    { defaultSort: 'margin,asc' },
  );

/** One order's estimate against actual. */
export const useJobCosting = (orderId: number, enabled = true) =>
  useQuery({
    queryKey: [JOB_COSTING_KEY, 'order', orderId],
    queryFn: () => api.get<JobCosting>(apiJobCosting(orderId)),
    enabled,
  });

/** An outsourcing write (entry or reversal): answers the order's costing; every costing read is refreshed. */
export const useOutsourcingWrite = <T>(url: (target: number) => string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, body }: { target: number; body: T }) => api.post<JobCosting>(url(target), body),
    onSettled: () => client.invalidateQueries({ queryKey: [JOB_COSTING_KEY] }),
  });
};

/** The suppliers to pick from (any employee may read the pick list). */
export const useSupplierOptions = () =>
  useQuery({
    queryKey: [JOB_COSTING_KEY, 'sellers'],
    queryFn: () => api.get<SellerSelectItem[]>(`${API_SELLER}/select`),
    staleTime: 60_000,
  });
