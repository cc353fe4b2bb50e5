import SearchIcon from '@mui/icons-material/Search';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldDisabled, useFieldRequired } from '../../shared/form-kit/field-props';
import { BuyerSelectModal } from '../buyers';
import type { OrderFormInput } from './order-form-schema';

/**
 * 고객사: chosen in the buyer picker (/api/admin/modal_select/buyer_modal); the name shows, the id is sent. Any form
 * holding `buyerId` and `buyerName` (the order's, the quote's).
 */
export function BuyerField() {
  const { control, setValue } = useFormContext<Pick<OrderFormInput, 'buyerId' | 'buyerName'>>();
  const buyerId = useController({ control, name: 'buyerId' });
  const name = useController({ control, name: 'buyerName' });
  const disabled = useFieldDisabled();
  const required = useFieldRequired(true);
  const [open, setOpen] = useState(false);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="고객사"
        required={required}
        value={name.field.value}
        size="small"
        fullWidth
        disabled={disabled}
        inputRef={buyerId.field.ref}
        error={buyerId.fieldState.invalid}
        helperText={buyerId.fieldState.error?.message}
        onClick={() => !disabled && setOpen(true)}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      {!disabled && (
        <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
          고객사 선택
        </Button>
      )}
      <BuyerSelectModal
        open={open}
        onClose={() => setOpen(false)}
        onSelect={(buyer) => {
          buyerId.field.onChange(buyer.buyerId);
          setValue('buyerName', buyer.buyerName, { shouldDirty: true });
          setOpen(false);
        }}
      />
    </Stack>
  );
}
