import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';

/** The 409 codes a move answers with a question rather than a refusal: each code and the body flag that answers it. */
export type MoveQuestions<B> = Partial<Record<string, keyof B & string>>;

/**
 * A move that asks instead of failing: when the server answers one of `questions` (409, not alerted), its message
 * (naming the short paper, the missing drafts…) is shown for confirmation and the call is made again with that flag
 * set. Declining leaves the job as it was (undefined). Any other error goes to the caller. Work start and printing
 * complete both use it.
 */
export function useConfirmedMove<B extends Partial<Record<string, unknown>>>(
  questions: MoveQuestions<B>,
  texts: { title: string; confirmLabel: string },
) {
  const fb = useFeedback();
  return async <R>(call: (body: B) => Promise<R>, first: B): Promise<R | undefined> => {
    const body: B = { ...first };
    for (;;) {
      try {
        return await call(body);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        const flag = questions[error.body?.errorCode ?? ''];
        if (flag === undefined || body[flag] === true) throw error;
        if (!(await fb.confirm(error.message, texts))) return undefined;
        Object.assign(body, { [flag]: true });
      }
    }
  };
}
