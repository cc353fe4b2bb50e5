import { apiHooks } from '../api/client';
import type { Feedback } from './feedback-context';

/** Lets the HTTP client (outside React) show the app's alert dialog and error snackbar. */
export const installFeedbackHooks = (fb: Feedback): void => {
  apiHooks.alert = (text: string, code?: string) => {
    void fb.alert(text, { code });
  };
  apiHooks.snackbarError = (text: string) => fb.snackbar('error', text);
};
