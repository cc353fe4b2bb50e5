import { useFeedback } from '../../shared/feedback';
import { applyServerFieldErrors, reportError } from '../../shared/form-kit';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** A row's save: call, success snackbar, the form's new baseline; server field errors land under the row's fields. */
export function useRowSave<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  call: (values: TOut) => Promise<{ message: string }>,
) {
  const fb = useFeedback();
  return form.handleSubmit(async (values) => {
    try {
      const answer = await call(values);
      form.reset(form.getValues());
      fb.snackbar('success', answer.message);
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) reportError(fb, error, '저장에 실패했습니다.');
    }
  });
}
