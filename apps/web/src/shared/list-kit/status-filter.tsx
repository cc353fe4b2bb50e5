import { MenuItem, TextField } from '@mui/material';
import { useSearchParams } from 'react-router';

const STATUS_PARAM = 'status';

/** The raw value when it is one of `values`, or null (전체) for anything else. */
export const parseChoice = <S extends string>(values: readonly S[], raw: string | null): S | null =>
  values.find((v) => v === raw) ?? null;

/**
 * A list's status filter, kept in the URL's `status` beside the list state, so 목록 from a detail page comes back to
 * it; a new choice starts from the first page.
 */
export function useStatusParam<S extends string>(values: readonly S[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parseChoice(values, searchParams.get(STATUS_PARAM));
  const setStatus = (next: S | null) => {
    const params = new URLSearchParams(searchParams);
    if (next === null) params.delete(STATUS_PARAM);
    else params.set(STATUS_PARAM, next);
    params.delete('page');
    setSearchParams(params);
  };
  return [status, setStatus] as const;
}

interface Props<S extends string> {
  label: string;
  values: readonly S[];
  labelOf: (value: S) => string;
  value: S | null;
  onChange: (status: S | null) => void;
}

/** 전체 and each status, as a small select beside the search bar. */
export function StatusFilter<S extends string>({ label, values, labelOf, value, onChange }: Props<S>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(parseChoice(values, e.target.value))}
      sx={{ flex: { xs: '1 1 120px', md: '0 0 148px' }, minWidth: 120 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">전체</MenuItem>
      {values.map((s) => (
        <MenuItem key={s} value={s}>
          {labelOf(s)}
        </MenuItem>
      ))}
    </TextField>
  );
}
