import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import type { PrintedOrderPickerProps } from '../inspections';
import { usePrintedJobs } from './api';

/** An order whose printing is done, found by its order number (the remake dialog's, an inspection's order). */
export function PrintedOrderPicker({
  value,
  onChange,
  error,
  label = '주문 (주문번호로 찾기)',
  helperText = '인쇄가 완료된 주문만 재작업할 수 있습니다.',
  required = true,
  disabled = false,
}: PrintedOrderPickerProps) {
  const [typed, setTyped] = useState('');
  const { data = [], isFetching } = usePrintedJobs(typed);
  const seen = new Set<number>();
  const options = data
    .map((r) => ({ id: r.orderId, orderNumber: r.orderNumber, productName: r.productName }))
    .filter((o) => !seen.has(o.id) && seen.add(o.id));
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_e, o) => onChange(o)}
      onInputChange={(_e, text) => setTyped(text)}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => (o.productName ? `${o.orderNumber} · ${o.productName}` : o.orderNumber)}
      loading={isFetching}
      disabled={disabled}
      noOptionsText={
        typed.trim().length < 2 ? '주문번호를 두 글자 이상 입력해주세요.' : '인쇄가 완료된 주문이 없습니다.'
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={!!error}
          helperText={error ?? helperText}
          size="small"
        />
      )}
    />
  );
}
