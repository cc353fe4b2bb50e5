import { Autocomplete, Chip, MenuItem, TextField } from '@mui/material';
import type { OptionType } from '@scm/contract';
import { useState } from 'react';
import { ItemPicker } from '../items';
import { useOptionChoices, useSupplierChoices } from './api';

interface PickerBase {
  label: string;
  disabled: boolean;
  required?: boolean;
  error: boolean;
  helperText?: string;
}

/** 외주처: a supplier (getSellerSelectList), or none. */
export function SupplierPicker({
  value,
  onChange,
  label,
  disabled,
  required,
  error,
  helperText,
}: PickerBase & { value: number | null; onChange: (id: number | null) => void }) {
  const { data = [], isPending } = useSupplierChoices();
  const known = value === null || data.some((s) => s.id === value);
  return (
    <TextField
      select
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      disabled={disabled}
      required={required}
      error={error}
      helperText={helperText}
      size="small"
      fullWidth
    >
      <MenuItem value="">
        <em>{isPending ? '불러오는 중…' : '선택'}</em>
      </MenuItem>
      {!known && value !== null && <MenuItem value={String(value)}>{`외주처 #${value}`}</MenuItem>}
      {data.map((s) => (
        <MenuItem key={s.id} value={String(s.id)}>
          {s.sellerName}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** 후가공 / 접지·제본 options (getOptionList(optionType)), several at once. */
export function OptionPicker({
  optionType,
  value,
  onChange,
  label,
  disabled,
  required,
  error,
  helperText,
}: PickerBase & { optionType: OptionType; value: number[]; onChange: (ids: number[]) => void }) {
  const { data = [] } = useOptionChoices(optionType);
  const byId = new Map(data.map((o) => [o.id, o.optionName]));
  return (
    <Autocomplete
      multiple
      options={data.map((o) => o.id)}
      value={value}
      onChange={(_e, ids) => onChange(ids)}
      getOptionLabel={(id) => byId.get(id) ?? `옵션 #${id}`}
      disabled={disabled}
      noOptionsText="등록된 옵션이 없습니다."
      renderValue={(ids, getItemProps) =>
        ids.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={byId.get(id) ?? `옵션 #${id}`} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} size="small" />
      )}
    />
  );
}

/** 용지: one raw item through the items feature's picker, optionally narrowed by category. */
export function PaperPicker({
  value,
  onChange,
  label,
  disabled,
  required,
  error,
  helperText,
}: PickerBase & {
  value: { id: number; name: string } | null;
  onChange: (item: { id: number; name: string } | null) => void;
}) {
  const [categoryId, setCategoryId] = useState<number | null>(null);
  return (
    <ItemPicker
      categoryId={categoryId}
      onCategoryChange={setCategoryId}
      value={value}
      onChange={onChange}
      label={label}
      disabled={disabled}
      required={required}
      error={error}
      helperText={helperText}
    />
  );
}
