import { API_CUSTOMER_PROOF, API_PROOF, apiCustomerProofOrder, apiProofOrder, type ProofThread } from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryServerErrors } from '../api/client';
import { useLiveNotifications } from '../live-notifications';

export const PROOF_KEY = 'proofs';
export type ProofViewer = 'staff' | 'customer';

/** The order's proof thread (a customer: its own targets only); re-read when a proof notification arrives. */
export function useProofThread(viewer: ProofViewer, orderId: number, enabled = true) {
  const qc = useQueryClient();
  useLiveNotifications((message) => {
    if (message.content.includes('시안') && message.targetContentId === orderId)
      void qc.invalidateQueries({ queryKey: [PROOF_KEY] });
  });
  return useQuery({
    queryKey: [PROOF_KEY, viewer, orderId],
    queryFn: () => api.get<ProofThread>(viewer === 'staff' ? apiProofOrder(orderId) : apiCustomerProofOrder(orderId)),
    retry: retryServerErrors(2),
    enabled,
  });
}

/** A proof call; the thread is re-read after it. */
export function useProofCall<V>(call: (values: V) => Promise<{ message: string }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => qc.invalidateQueries({ queryKey: [PROOF_KEY] }),
  });
}

export const proofCalls = {
  version: (v: { orderId: number; slotId: number | null; note: string; fileIds: number[] }) =>
    api.post<{ id: number }>(`${API_PROOF}/version`, v),
  phone: (v: { versionId: number; approverName: string; method: string; message: string }) =>
    api.post<null>(`${API_PROOF}/phone_approval`, v),
  answer: (v: { pinId: number; text: string }) =>
    api.post<{ id: number }>(`${API_PROOF}/pin/${v.pinId}/answer`, { text: v.text }),
  skip: (v: { orderId: number; enabled: boolean; reason: string }) =>
    api.put<null>(`${apiProofOrder(v.orderId)}/skip`, { enabled: v.enabled, reason: v.reason }),
  download: (v: { orderId: number; enabled: boolean }) =>
    api.put<null>(`${apiProofOrder(v.orderId)}/download`, { enabled: v.enabled }),
  pin: (v: {
    versionId: number;
    fileId: number;
    page: number;
    x: number;
    y: number;
    width: number | null;
    height: number | null;
    text: string;
  }) => api.post<{ id: number }>(`${API_CUSTOMER_PROOF}/pin`, v),
  decide: (v: { versionId: number; decision: 'APPROVED' | 'CHANGES_REQUESTED'; message: string }) =>
    api.post<null>(`${API_CUSTOMER_PROOF}/decision`, v),
};
