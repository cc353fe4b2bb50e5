import { Alert } from '@mui/material';
import { canAccessArea } from '@scm/contract';
import { useAuthorities } from '../access';
import { useProofThread } from './api';

/**
 * The work-order screen's "시안 승인 대기": what the printing step waits for (the gate's own words), shown to whoever
 * may read the order's proofs (ORDER read); the 인쇄 완료 button's 409 says the same to everyone else.
 */
export function ProofWaitingBanner({ orderId }: { orderId: number }) {
  const readable = canAccessArea(useAuthorities(), 'ORDER');
  const { data } = useProofThread('staff', orderId, readable);
  if (!data?.waiting) return null;
  return (
    <Alert severity="warning" role="status">
      {data.waiting}
    </Alert>
  );
}
