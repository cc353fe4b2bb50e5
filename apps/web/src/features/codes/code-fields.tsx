import { Grid } from '@mui/material';
import type { CodeInput } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormCheckbox, FormTextField, useFormMode } from '../../shared/form-kit';
import type { CodeValues } from './api';

interface Props {
  /** Seeded codes are protected: their '사용' flag stays as it is (spec 000 §5). */
  isDeletable: boolean;
}

/** The code's fields for READ, CREATE and UPDATE; the mode comes from the surrounding EntityForm. */
export function CodeFields({ isDeletable }: Props) {
  const { control } = useFormContext<CodeInput, unknown, CodeValues>();
  const mode = useFormMode();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField control={control} name="name" label="코드명" required maxLength={255} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormCheckbox
          control={control}
          name="isUsed"
          label="사용"
          disabled={!isDeletable}
          helperText={mode !== 'READ' && !isDeletable ? '기본 코드는 사용 여부를 바꿀 수 없습니다.' : undefined}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="remark" label="비고" maxLength={255} multiline minRows={2} />
      </Grid>
    </Grid>
  );
}
