import { PAPER_SHORTAGE_CODE, SHOPBAG_DRAFTS_MISSING, type PrintingCompleteValues } from '@scm/contract';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { useCompletePrinting } from './api';

type Confirmation = keyof PrintingCompleteValues;

/**
 * The 409s printing complete answers with a question rather than a refusal (the server does not alert them): each
 * code and the body flag that answers it. A bag whose filled positions lack drafts names them and asks.
 */
const QUESTIONS: Partial<Record<string, Confirmation>> = {
  [SHOPBAG_DRAFTS_MISSING]: 'confirmWithoutDrafts',
  // Paper used beyond stock: the message names each short item; confirmed, the stock goes below zero.
  [PAPER_SHORTAGE_CODE]: 'confirmShortage',
};

/**
 * 인쇄 완료 that asks instead of failing: when the server answers one of the questions above, its message (e.g.
 * 'A2, B1 위치에 시안이 없습니다…') is shown for confirmation and the call is made again with the flag. Declining
 * leaves the job as it was. Any other error goes to the caller.
 */
export function useConfirmedPrintingComplete() {
  const complete = useCompletePrinting();
  const fb = useFeedback();
  return async (id: number) => {
    const body: PrintingCompleteValues = {};
    for (;;) {
      try {
        return await complete.mutateAsync({ id, body });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        const flag = QUESTIONS[error.body?.errorCode ?? ''];
        if (flag === undefined || body[flag]) throw error;
        if (!(await fb.confirm(error.message, { title: '인쇄 완료 확인', confirmLabel: '인쇄 완료' })))
          return undefined;
        body[flag] = true;
      }
    }
  };
}
