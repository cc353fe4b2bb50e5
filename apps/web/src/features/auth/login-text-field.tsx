import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId } from 'react';

type Props = Omit<OutlinedInputProps, 'id' | 'label' | 'error'> & { label: string; error?: string };

/**
 * An outlined text field built from MUI's input parts. TextField would look the same but also brings Select, Menu,
 * Popover and Modal into /login, which has no select.
 */
export function LoginTextField({ label, error, ...input }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={error !== undefined}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={error ? helperId : undefined} />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
