import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mui/material';
import {
  FacilityManagerUpdateSchema,
  type FacilityManager,
  type FacilityManagerInput,
  type FacilityManagerValues,
} from '@scm/contract';
import { FormColorField, FormCountField, FormTextField } from '../../shared/form-kit';
import { FormModeContext } from '../../shared/form-kit/form-mode';
import { useSaveManager } from './api';
import { RowFrame } from './row-frame';
import { useRowForm } from './row-form';
import { useRowSave } from './use-row-save';

/**
 * One machine's monitoring card settings: colour, name, daily max amount and rated speed per minute (digits only)
 * and unit, saved per row.
 */
export function FacilityManagerRow({
  row,
  phone,
  canWrite,
}: {
  row: FacilityManager;
  phone: boolean;
  canWrite: boolean;
}) {
  const save = useSaveManager();
  const formId = `manager-${row.id}`;
  const form = useRowForm<FacilityManagerInput, FacilityManagerValues>(row.id, {
    resolver: zodResolver(FacilityManagerUpdateSchema),
    defaultValues: {
      id: row.id,
      facilityCode: row.facilityCode,
      facilityName: row.facilityName,
      circleColor: row.circleColor,
      maxAmount: String(row.maxAmount),
      unit: row.unit,
      ratedPerMinute: String(row.ratedPerMinute),
      hourlyRate: String(row.hourlyRate),
    },
  });
  const submit = useRowSave(form, (v) => save.mutateAsync(v));
  const { control } = form;
  const field = (node: React.ReactNode) => (
    <FormModeContext.Provider value={canWrite ? 'UPDATE' : 'READ'}>{node}</FormModeContext.Provider>
  );
  return (
    <RowFrame
      phone={phone}
      title={row.facilityName}
      cells={[
        {
          label: '색상',
          node: field(<FormColorField control={control} name="circleColor" label="색상" />),
          width: 200,
        },
        { label: '설비 코드', node: row.facilityCode },
        {
          label: '설비명',
          node: field(<FormTextField control={control} name="facilityName" label="설비명" required />),
        },
        {
          label: '최대 수량',
          node: field(<FormCountField control={control} name="maxAmount" label="최대 수량" required />),
          width: 150,
        },
        {
          label: '단위',
          node: field(<FormTextField control={control} name="unit" label="단위" required />),
          width: 100,
        },
        {
          label: '정격 속도(분당)',
          node: field(<FormCountField control={control} name="ratedPerMinute" label="정격 속도(분당)" required />),
          width: 150,
        },
        {
          label: '시간당 단가(원)',
          node: field(<FormCountField control={control} name="hourlyRate" label="시간당 단가(원)" />),
          width: 150,
        },
        ...(canWrite
          ? [
              {
                label: '저장',
                align: 'right' as const,
                node: (
                  <form noValidate id={formId} onSubmit={(e) => void submit(e)}>
                    <Button type="submit" variant="contained" size="small" loading={form.formState.isSubmitting}>
                      저장
                    </Button>
                  </form>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
