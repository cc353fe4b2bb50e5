import type { FieldValues } from 'react-hook-form';
import { FormTextField, useFormMode, type FieldProps } from '../form-kit';

/**
 * Hyphens as the digits are typed: '2208162517' reads '220-81-62517'. Anything but digits, hyphens and spaces is
 * left as typed, so the field's check can name the problem.
 */
export function hyphenateBusinessNumber(typed: string): string {
  if (!/^[\d\s-]*$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  if (digits.length > 10) return typed;
  if (digits.length <= 3) return typed.endsWith('-') && digits.length === 3 ? `${digits}-` : digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** 사업자등록번호: digits only on phones, hyphenated as typed; the contract's check answers at the field. */
export function BusinessNumberField<TIn extends FieldValues, TOut extends FieldValues>(props: FieldProps<TIn, TOut>) {
  // The hint is for typing; a read-only record shows the number alone.
  const reading = useFormMode() === 'READ';
  return (
    <FormTextField
      {...props}
      inputMode="numeric"
      maxLength={12}
      placeholder="123-45-67890"
      autoComplete="off"
      format={hyphenateBusinessNumber}
      helperText={props.helperText ?? (reading ? undefined : '숫자 10자리 (국세청 검증번호로 확인합니다)')}
    />
  );
}
