import { Grid } from '@mui/material';
import type { Inspection, InspectionInput, InspectionValues } from '@scm/contract';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PeriodFields } from '../notices';
import type { PickedItem } from '../items';
import { FormTextField } from '../../shared/form-kit';
import { InspectionItemsField } from './inspection-items-field';
import { InspectionOrderField } from './inspection-order-field';

interface Props {
  savedItems: readonly PickedItem[];
  /** The saved inspection; absent in CREATE. */
  saved?: Inspection;
}

/** The inspection's fields for CREATE, READ and UPDATE alike; the mode comes from the surrounding EntityForm. */
export function InspectionFields({ savedItems, saved }: Props) {
  const { control, trigger, getFieldState } = useFormContext<InspectionInput, unknown, InspectionValues>();
  const inspectionQuantity = useWatch({ control, name: 'inspectionQuantity' });
  useEffect(() => {
    // '불량 수량은 검수 수량보다 클 수 없습니다.' depends on both: re-judge the defects when the total changes.
    if (getFieldState('defectQuantity').error) void trigger('defectQuantity');
  }, [inspectionQuantity, trigger, getFieldState]);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField control={control} name="name" label="검수명" required maxLength={255} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name="worker" label="작업자" maxLength={255} autoComplete="off" />
      </Grid>
      <Grid size={12}>
        <InspectionItemsField savedItems={savedItems} />
      </Grid>
      <Grid size={12}>
        <InspectionOrderField saved={saved} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="inspectionQuantity"
          label="검수 수량"
          required
          inputMode="numeric"
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="defectQuantity"
          label="불량 수량"
          required
          inputMode="numeric"
          autoComplete="off"
        />
      </Grid>
      <PeriodFields />
      <Grid size={12}>
        <FormTextField control={control} name="remark" label="비고" multiline minRows={3} maxLength={1024} />
      </Grid>
    </Grid>
  );
}
