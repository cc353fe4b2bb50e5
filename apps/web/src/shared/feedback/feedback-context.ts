import { createContext, useContext } from 'react';

export type SnackbarKind = 'success' | 'error' | 'info' | 'warning';

export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  /** The button that answers no; '취소' unless the action itself is a cancelling (then '돌아가기'). */
  dismissLabel?: string;
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

/**
 * The no-answer's label: '취소' beside '주문 취소' (or 배송 취소, 완료 취소) would offer two cancels, one of which
 * keeps the order; there the no-answer reads '돌아가기'.
 */
export const dismissLabelOf = (confirmLabel?: string, dismissLabel?: string) =>
  dismissLabel ?? (confirmLabel?.includes('취소') ? '돌아가기' : '취소');

export const FeedbackContext = createContext<Feedback | null>(null);

export const useFeedback = (): Feedback => {
  const fb = useContext(FeedbackContext);
  if (!fb) throw new Error('useFeedback must be used inside <FeedbackProvider>.');
  return fb;
};
