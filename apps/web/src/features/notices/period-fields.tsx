import { Grid } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormDateField } from '../../shared/form-kit';

interface PeriodValues {
  startDate: string;
  endDate: string;
}

interface Props {
  startLabel?: string;
  endLabel?: string;
}

/**
 * Start and end date side by side for a form holding `startDate` and `endDate`. Moving the start re-checks the end,
 * so '종료일은 시작일보다 빠를 수 없습니다.' appears and clears with either date.
 */
export function PeriodFields({ startLabel = '시작일', endLabel = '종료일' }: Props) {
  const { control, trigger, getFieldState } = useFormContext<PeriodValues>();
  const startDate = useWatch({ control, name: 'startDate' });
  useEffect(() => {
    // Only on a new start date: validating sets form state, so depending on that state would loop.
    if (getFieldState('endDate').isTouched) void trigger('endDate');
  }, [startDate, trigger, getFieldState]);

  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField control={control} name="startDate" label={startLabel} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField control={control} name="endDate" label={endLabel} required />
      </Grid>
    </>
  );
}
