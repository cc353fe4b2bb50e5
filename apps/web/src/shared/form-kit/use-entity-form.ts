import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { FormMode } from './form-mode';

export interface UseEntityFormOptions<TIn extends FieldValues, TOut extends FieldValues> {
  /** The contract schema the server validates with, so both sides give the same messages. */
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  mode: FormMode;
}

export type EntityFormApi<TIn extends FieldValues, TOut extends FieldValues = TIn> = UseFormReturn<
  TIn,
  unknown,
  TOut
> & { mode: FormMode };

export function useEntityForm<TIn extends FieldValues, TOut extends FieldValues>({
  schema,
  defaultValues,
  mode,
}: UseEntityFormOptions<TIn, TOut>): EntityFormApi<TIn, TOut> {
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    // Judge fields when the user submits, then live as they fix them. Validating on blur instead would push
    // the submit button down under the pointer the moment an empty field is left by clicking it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  return { ...form, mode };
}
