import { useParams } from 'react-router';
import { parseRecordId } from './record-id';
import { useFailedReadBack } from './use-failed-read-back';

interface FailedRead {
  /** Alerted when the answer brings no message of its own (e.g. '주문 정보를 찾을 수 없습니다.'). */
  message: string;
  /** Where to go when there is no page of this app to go back to. */
  listPath: string;
}

/**
 * The saved record a detail page shows: its id from the route parameter `param` (null when the address holds no
 * valid id), its detail query and — when the read fails — an alert and a step back (spec 002 §8). `useDetail` is the
 * feature's detail hook, a module constant, so the same hooks run in the same order on every render.
 */
export function useRecordLoad<Q extends { error: unknown }>(
  param: string,
  useDetail: (id: number | null) => Q,
  failedRead: FailedRead,
): { id: number | null; query: Q } {
  const id = parseRecordId(useParams()[param]);
  const query = useDetail(id);
  useFailedReadBack(query.error, failedRead.message, failedRead.listPath);
  return { id, query };
}
