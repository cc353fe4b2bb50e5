import { Grid } from '@mui/material';
import type { ItemCategoryInput } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormCheckbox, FormTextField, useFormMode } from '../../shared/form-kit';
import type { ItemCategoryValues } from './api';

/** The category's fields for READ, CREATE and UPDATE alike. */
export function ItemCategoryFields() {
  const { control } = useFormContext<ItemCategoryInput, unknown, ItemCategoryValues>();
  const mode = useFormMode();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="code"
          label="카테고리 코드"
          required
          maxLength={255}
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="name" label="카테고리명" required maxLength={255} autoComplete="off" />
      </Grid>
      <Grid size={12}>
        <FormCheckbox
          control={control}
          name="isHidden"
          label="숨김"
          helperText={
            mode === 'READ' ? undefined : '숨긴 카테고리는 품목·발주 화면의 카테고리 선택에 나타나지 않습니다.'
          }
        />
      </Grid>
    </Grid>
  );
}
