import { FormControlLabel, FormGroup, FormHelperText, Switch } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFormMode } from '../../shared/form-kit';

interface Fields {
  isOrderReceiptNotification?: boolean;
  isWorkRequestDepartmentNotification?: boolean;
}

function NotificationSwitch<T extends FieldValues>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint: string;
}) {
  const { field } = useController({ control, name });
  const readOnly = useFormMode() === 'READ';
  return (
    <div>
      <FormControlLabel
        label={label}
        disabled={readOnly}
        control={
          <Switch
            name={field.name}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{hint}</FormHelperText>
    </div>
  );
}

/** The employee's two notification choices (both on by default), as switches; read-only in READ mode. */
export function EmployeeNotificationSwitches<T extends FieldValues & Fields>({ control }: { control: Control<T> }) {
  return (
    <FormGroup sx={{ gap: 1 }}>
      <NotificationSwitch
        control={control}
        name={'isOrderReceiptNotification' as Path<T>}
        label="주문 접수 알림"
        hint="새 주문이 접수되면 알림을 받습니다."
      />
      <NotificationSwitch
        control={control}
        name={'isWorkRequestDepartmentNotification' as Path<T>}
        label="부서 작업 요청 알림"
        hint="우리 부서로 작업이 넘어오면 알림을 받습니다."
      />
    </FormGroup>
  );
}
