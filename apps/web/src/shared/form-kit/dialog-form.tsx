import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, DialogContent, Stack, type DialogProps } from '@mui/material';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DialogFrame, DialogSubmitActions } from '../dialog-frame';
import { applyServerFieldErrors } from './apply-server-field-errors';
import { FormModeContext, type FormMode } from './form-mode';

/** A dialog's form: react-hook-form judged by the contract's zod schema (the server's own rules and messages). */
export function useDialogForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
): UseFormReturn<TIn, unknown, TOut> {
  return useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues });
}

export interface DialogSubmitHandlers<TIn extends FieldValues, TOut extends FieldValues> {
  /** Sends the valid values. What it throws goes under the fields it names (a 400's field errors), else to onError. */
  onSubmit: (values: TOut) => Promise<unknown>;
  /** A refused save that names no field of the form (a conflict, a business error, the network). */
  onError: (error: unknown) => void;
  /** The schema refused the values (each field shows its own message already). */
  onInvalid?: (errors: FieldErrors<TIn>) => void;
  /** Runs before the values are judged: copies in what the dialog keeps outside the form (a date and a time). */
  onBeforeSubmit?: () => void;
}

/** The submit a DialogForm runs: validate, send, and put a server's field errors under their fields. */
export const dialogSubmit =
  <TIn extends FieldValues, TOut extends FieldValues>(
    form: UseFormReturn<TIn, unknown, TOut>,
    { onSubmit, onError, onInvalid, onBeforeSubmit }: DialogSubmitHandlers<TIn, TOut>,
  ) =>
  (event?: BaseSyntheticEvent) => {
    onBeforeSubmit?.();
    return form.handleSubmit(async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        if (!applyServerFieldErrors(form, error)) onError(error);
      }
    }, onInvalid)(event);
  };

interface DialogFormProps<TIn extends FieldValues, TOut extends FieldValues> extends DialogSubmitHandlers<TIn, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  title: ReactNode;
  /** The submit button's label: what the dialog does (등록, 시작, 가입하기). */
  submitLabel: string;
  /** 취소, Escape and the backdrop; none of them while a save is in flight. */
  onClose: () => void;
  /** Mounted only while open, the default; a dialog kept mounted passes its state. */
  open?: boolean;
  /** The mode the kit's fields take (FormTextField and the others); left out, they read the mode around them. */
  mode?: FormMode;
  /** The dialog cannot be submitted (it says why among its fields). */
  disabled?: boolean;
  /** Shows a server message that names no shown field (errors.root.server) below the fields; the default. */
  rootError?: boolean;
  /** The dialog's width on a wide screen ('xs' unless told); a phone always shows it full-screen. */
  maxWidth?: DialogProps['maxWidth'];
  /** The fields, stacked. */
  children: ReactNode;
}

/**
 * A form in a dialog: the dialog frame (full-screen on a phone), one form around title, fields and buttons (Enter in
 * a field submits, Escape closes), the fields stacked, a refused save's field errors under their fields, and 취소 with
 * the submit button, which spins while the save is in flight.
 */
export function DialogForm<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  title,
  submitLabel,
  onClose,
  open,
  mode,
  disabled,
  rootError = true,
  onSubmit,
  onError,
  onInvalid,
  onBeforeSubmit,
  maxWidth,
  children,
}: DialogFormProps<TIn, TOut>) {
  const { formState } = form;
  const busy = formState.isSubmitting;
  const submit = dialogSubmit(form, { onSubmit, onError, onInvalid, onBeforeSubmit });
  const serverMessage = rootError ? formState.errors.root?.server?.message : undefined;
  const fields = (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {children}
      {serverMessage && <Alert severity="error">{serverMessage}</Alert>}
    </Stack>
  );
  return (
    <DialogFrame
      title={title}
      open={open}
      maxWidth={maxWidth}
      onClose={busy ? undefined : onClose}
      onSubmit={(e) => void submit(e)}
    >
      <DialogContent>
        {mode ? <FormModeContext.Provider value={mode}>{fields}</FormModeContext.Provider> : fields}
      </DialogContent>
      <DialogSubmitActions submitLabel={submitLabel} busy={busy} onCancel={onClose} disabled={disabled} />
    </DialogFrame>
  );
}
