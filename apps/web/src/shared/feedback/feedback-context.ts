import { createContext, useContext } from 'react';

export type SnackbarKind = 'success' | 'error' | 'info' | 'warning';

export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
}

export interface AlertOptions {
  /** An internal error code (e.g. NOT_FOUND), shown only as a small grey detail under the message. */
  code?: string;
}

export interface Feedback {
  snackbar(kind: SnackbarKind, text: string): void;
  confirm(text: string, opts?: ConfirmOptions): Promise<boolean>;
  alert(text: string, opts?: AlertOptions): Promise<void>;
}

export const FeedbackContext = createContext<Feedback | null>(null);

export const useFeedback = (): Feedback => {
  const fb = useContext(FeedbackContext);
  if (!fb) throw new Error('useFeedback must be used inside <FeedbackProvider>.');
  return fb;
};
