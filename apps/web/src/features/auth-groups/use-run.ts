import { useCallback } from 'react';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';

/** Runs a change, shows its success message as a snackbar, and explains a refusal (incl. field errors) in Korean. */
export function useRun() {
  const fb = useFeedback();
  return useCallback(
    async (change: () => Promise<{ message: string }>) => {
      try {
        const { message } = await change();
        if (message) fb.snackbar('success', message);
        return true;
      } catch (error) {
        const field = error instanceof ApiError ? error.fieldErrors : null;
        const first = field ? Object.values(field)[0]?.defaultMessage : undefined;
        if (first) await fb.alert(first);
        else reportError(fb, error);
        return false;
      }
    },
    [fb],
  );
}
