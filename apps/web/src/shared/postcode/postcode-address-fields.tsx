import { Stack } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from '../form-kit/form-text-field';
import { useFieldDisabled } from '../form-kit/field-props';
import { PostcodeButton } from './postcode-search-button';
import { POSTCODE_TEXTS, usePostcodeSearch } from './use-postcode-search';

interface Props<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
  zipCodeName: Path<TIn>;
  addressName: Path<TIn>;
  zipCodeLabel?: string;
  addressLabel?: string;
  required?: boolean;
}

/**
 * Zip code with '우편번호 검색' beside it, and the address below: the search fills both (marking the form changed);
 * both stay typeable, for a shop LAN without the search.
 */
export function PostcodeAddressFields<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  zipCodeName,
  addressName,
  zipCodeLabel = '우편번호',
  addressLabel = '주소',
  required,
}: Props<TIn, TOut>) {
  const zip = useController({ control, name: zipCodeName });
  const address = useController({ control, name: addressName });
  const readOnly = useFieldDisabled();
  const search = usePostcodeSearch((v) => {
    zip.field.onChange(v.zipCode);
    address.field.onChange(v.address);
  });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name={zipCodeName}
          label={zipCodeLabel}
          required={required}
          maxLength={255}
          helperText={!readOnly && search.unavailable ? POSTCODE_TEXTS.unavailable : undefined}
        />
        {!readOnly && <PostcodeButton search={search} />}
      </Stack>
      <FormTextField control={control} name={addressName} label={addressLabel} required={required} maxLength={255} />
      {search.dialog}
    </Stack>
  );
}
