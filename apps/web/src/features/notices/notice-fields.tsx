import { Grid } from '@mui/material';
import type { NoticeInput, NoticeValues } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormCheckbox, FormTextField, useFormMode } from '../../shared/form-kit';
import { PeriodFields } from './period-fields';

/** The notice's fields for CREATE, READ and UPDATE alike; the mode comes from the surrounding EntityForm. */
export function NoticeFields() {
  const { control } = useFormContext<NoticeInput, unknown, NoticeValues>();
  const mode = useFormMode();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField control={control} name="title" label="제목" required maxLength={255} autoComplete="off" />
      </Grid>
      <PeriodFields endLabel="만료일" />
      <Grid size={12}>
        <FormTextField control={control} name="comment" label="내용" required multiline minRows={8} maxLength={1024} />
      </Grid>
      <Grid size={12}>
        <FormCheckbox
          control={control}
          name="isUsed"
          label="고객에게 공개"
          helperText={mode === 'READ' ? undefined : '체크하면 시작일부터 만료일까지 고객 공지사항 게시판에 표시됩니다.'}
        />
      </Grid>
    </Grid>
  );
}
