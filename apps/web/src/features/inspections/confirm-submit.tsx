import { Box } from '@mui/material';
import { useRef, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFeedback } from '../../shared/feedback';

interface Props<TIn extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Asked once the fields are valid, before the form saves; null saves without asking (READ never submits). */
  question: string | null;
  title: string;
  confirmLabel: string;
  /** The EntityForm to guard. */
  children: ReactNode;
}

/**
 * Spec 001 §5: register and update ask first. The question comes after validation (an invalid form shows its
 * errors without asking) and before EntityForm's own submit, so declining leaves the form and its leave guard as
 * they were.
 */
export function ConfirmSubmit<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  question,
  title,
  confirmLabel,
  children,
}: Props<TIn, TOut>) {
  const fb = useFeedback();
  // Set while the confirmed submit passes through to EntityForm.
  const confirmed = useRef(false);

  const ask = (e: FormEvent<HTMLDivElement>) => {
    if (question === null || confirmed.current) {
      confirmed.current = false;
      return;
    }
    if (!(e.target instanceof HTMLFormElement)) return;
    const target = e.target;
    e.preventDefault();
    e.stopPropagation();
    void (async () => {
      // An invalid form goes straight on, so EntityForm shows its errors the usual way.
      if ((await form.trigger()) && !(await fb.confirm(question, { title, confirmLabel }))) return;
      confirmed.current = true;
      target.requestSubmit();
    })();
  };

  return <Box onSubmitCapture={ask}>{children}</Box>;
}
