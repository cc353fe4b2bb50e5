import { MenuItem, Stack, TextField } from '@mui/material';
import { useChildCities, useParentCities } from './use-cities';

export interface CityValue {
  parentCityCode: string;
  childCityCode: string;
}

interface Props {
  value: CityValue;
  /** A new 시·도 clears the 시·군·구. */
  onChange: (value: CityValue) => void;
  disabled?: boolean;
  /** The first choice's text: '전체' in a list filter, '선택 안 함' in a form. */
  emptyLabel?: string;
  /** Names to show while a saved code is not (yet) in the loaded list. */
  savedNames?: { parent?: string | null; child?: string | null };
  errors?: { parent?: string; child?: string };
  size?: 'small' | 'medium';
  /** Stacks the pair on phones; a list toolbar keeps them side by side. */
  direction?: 'row' | 'responsive';
}

/** The 시·도 / 시·군·구 pair: the child list loads when a 시·도 is chosen. */
export function CitySelect({
  value,
  onChange,
  disabled,
  emptyLabel = '선택 안 함',
  savedNames,
  errors,
  size = 'small',
  direction = 'responsive',
}: Props) {
  const parents = useParentCities();
  const children = useChildCities(value.parentCityCode);
  const parentOptions = (parents.data ?? []).map((p) => ({ value: p.parentCityCode, label: p.parentCityName }));
  const childOptions = (children.data ?? []).map((c) => ({ value: c.childCityCode, label: c.childCityName }));
  // A saved code the list has not answered yet (or no longer has) still shows by its saved name.
  if (value.parentCityCode && !parentOptions.some((o) => o.value === value.parentCityCode))
    parentOptions.unshift({ value: value.parentCityCode, label: savedNames?.parent ?? value.parentCityCode });
  if (value.childCityCode && !childOptions.some((o) => o.value === value.childCityCode))
    childOptions.unshift({ value: value.childCityCode, label: savedNames?.child ?? value.childCityCode });
  const fieldSx = direction === 'row' ? { minWidth: 130, flex: '1 1 130px' } : { flex: 1, minWidth: 0 };
  return (
    <Stack
      direction={direction === 'row' ? 'row' : { xs: 'column', sm: 'row' }}
      useFlexGap
      sx={{ gap: direction === 'row' ? 1 : 2, flex: direction === 'row' ? '1 1 280px' : undefined }}
    >
      <TextField
        select
        label="시·도"
        size={size}
        value={value.parentCityCode}
        disabled={disabled}
        error={!!errors?.parent}
        helperText={errors?.parent}
        onChange={(e) => onChange({ parentCityCode: e.target.value, childCityCode: '' })}
        sx={fieldSx}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{parents.isPending ? '불러오는 중…' : emptyLabel}</MenuItem>
        {parentOptions.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="시·군·구"
        size={size}
        value={value.childCityCode}
        disabled={disabled || value.parentCityCode === ''}
        error={!!errors?.child}
        helperText={errors?.child}
        onChange={(e) => onChange({ ...value, childCityCode: e.target.value })}
        sx={fieldSx}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{value.parentCityCode === '' ? '시·도를 먼저 선택' : emptyLabel}</MenuItem>
        {childOptions.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
