import { Box } from '@mui/material';
import { FINISHED_SIZE_MAX } from '@scm/contract';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../form-kit';
import type { SpecForm } from './pickers';

/**
 * 완성 사이즈 (the spec's finishedSize: 'A4', '90x50'): free text, with the rate table's 절수 sizes offered as the
 * browser's own suggestion list (a datalist: arrow keys and Enter pick one, any other size may be typed). With the
 * paper's parent sheet it finds the 절수 when an entry names none.
 */
export function FinishedSizeField({ sizes }: { sizes: readonly string[] }) {
  const { control } = useFormContext<SpecForm>();
  const listId = useId();
  return (
    <Box sx={{ maxWidth: { sm: 320 } }}>
      <FormTextField
        control={control}
        name="finishedSize"
        label="완성 사이즈"
        maxLength={FINISHED_SIZE_MAX}
        placeholder="예: A4, 90x50"
        helperText={
          sizes.length > 0 ? `단가표의 규격: ${sizes.slice(0, 6).join(', ')}${sizes.length > 6 ? ' …' : ''}` : undefined
        }
        slotProps={{ htmlInput: { list: listId, autoComplete: 'off' } }}
      />
      <datalist id={listId}>
        {sizes.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </Box>
  );
}
