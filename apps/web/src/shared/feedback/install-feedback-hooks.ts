import { apiHooks } from '../api/client';
import type { Feedback } from './feedback-context';

/** Lets the HTTP client (outside React) show the app's alert dialog and error snackbar. */
export const installFeedbackHooks = (fb: Feedback): void => {
  apiHooks.alert = (text: string) => {
    void fb.alert(text);
  };
  apiHooks.snackbarError = (text: string) => fb.snackbar('error', text);
};
