import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Button, InputAdornment, Stack, TextField } from '@mui/material';
import { formatWon } from '@scm/contract';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FormDateField, FormSelect, FormTextField } from '../../shared/form-kit';
import { ItemPicker } from '../items';
import { SellerSelectModal } from '../sellers';
import { useOptionList } from './api';
import type { RateFieldSpec } from './kind-views';

/** The dialog's values: every field as typed (amounts with separators, percents in %), plus the shown names. */
export type RateFormValues = Record<string, unknown>;
type C = Control<RateFormValues, unknown, RateFormValues>;

/** Digits (and separators) → the same number with thousands separators; anything else stays as typed. */
const withSeparators = (typed: string): string => {
  const digits = typed.replaceAll(',', '').trim();
  if (!/^\d+$/.test(digits) || digits.length > 15) return typed;
  return formatWon(Number(digits));
};

function NumberField({ control, spec, disabled }: { control: C; spec: RateFieldSpec; disabled?: boolean }) {
  const percent = spec.type === 'percent';
  return (
    <FormTextField
      control={control}
      name={spec.name}
      label={spec.label}
      required={!spec.name.startsWith('custom')}
      disabled={disabled}
      format={percent ? undefined : withSeparators}
      inputMode={percent ? 'decimal' : 'numeric'}
      maxLength={19}
      autoComplete="off"
      slotProps={{
        htmlInput: { style: { textAlign: 'right' } },
        input: spec.unit ? { endAdornment: <InputAdornment position="end">{spec.unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

/** 용지 품목: the items feature's picker; the name travels in `rawItemName` for display. */
function ItemField({ control, disabled }: { control: C; disabled?: boolean }) {
  const id = useController({ control, name: 'rawItemId' });
  const name = useController({ control, name: 'rawItemName' });
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const itemId: unknown = id.field.value;
  const itemName: unknown = name.field.value;
  return (
    <ItemPicker
      label="용지 품목"
      categoryId={categoryId}
      onCategoryChange={setCategoryId}
      value={typeof itemId === 'number' ? { id: itemId, name: typeof itemName === 'string' ? itemName : '' } : null}
      onChange={(item) => {
        id.field.onChange(item?.id ?? null);
        name.field.onChange(item?.name ?? null);
      }}
      disabled={disabled}
      required
      error={id.fieldState.invalid}
      helperText={id.fieldState.error?.message}
    />
  );
}

/** 후가공·제본 옵션: one item option (the list the order forms pick from). */
function OptionField({ control, disabled }: { control: C; disabled?: boolean }) {
  const { field, fieldState } = useController({ control, name: 'optionId' });
  const names = useController({ control, name: 'optionName' });
  const { data = [], isPending } = useOptionList();
  const value: unknown = field.value;
  const byId = new Map(data.map((o) => [o.id, o.optionName]));
  const shownName = typeof names.field.value === 'string' ? names.field.value : undefined;
  return (
    <Autocomplete
      options={data.map((o) => o.id)}
      value={typeof value === 'number' ? value : null}
      onChange={(_e, id) => {
        field.onChange(id);
        names.field.onChange(id === null ? null : (byId.get(id) ?? null));
      }}
      getOptionLabel={(id) => byId.get(id) ?? (id === value ? shownName : undefined) ?? `옵션 #${id}`}
      loading={isPending}
      loadingText="불러오는 중…"
      noOptionsText="등록된 옵션이 없습니다."
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label="후가공·제본 옵션"
          required
          size="small"
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** 외주처: the sellers feature's select modal; the name travels in `sellerName`. */
function SellerField({ control, disabled }: { control: C; disabled?: boolean }) {
  const { field, fieldState } = useController({ control, name: 'sellerId' });
  const name = useController({ control, name: 'sellerName' });
  const [open, setOpen] = useState(false);
  const shown = typeof name.field.value === 'string' ? name.field.value : '';
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="외주처"
          value={shown}
          required
          size="small"
          fullWidth
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? (shown ? undefined : '[선택]을 눌러 매입처를 고르세요.')}
          disabled={disabled}
          slotProps={{ htmlInput: { readOnly: true } }}
          inputRef={field.ref}
        />
        {!disabled && (
          <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
            선택
          </Button>
        )}
      </Stack>
      <SellerSelectModal
        open={open}
        title="외주처 선택"
        onClose={() => setOpen(false)}
        onSelect={(s) => {
          field.onChange(s.id);
          name.field.onChange(s.sellerName);
          setOpen(false);
        }}
      />
    </>
  );
}

/** One field of a kind's dialog. */
export function RateField({ control, spec, disabled }: { control: C; spec: RateFieldSpec; disabled?: boolean }) {
  switch (spec.type) {
    case 'won':
    case 'count':
    case 'percent':
      return <NumberField control={control} spec={spec} disabled={disabled} />;
    case 'text':
      return (
        <FormTextField
          control={control}
          name={spec.name}
          label={spec.label}
          required
          disabled={disabled}
          maxLength={30}
        />
      );
    case 'select':
      return (
        <FormSelect
          control={control}
          name={spec.name}
          label={spec.label}
          required
          disabled={disabled}
          options={spec.options}
        />
      );
    case 'item':
      return <ItemField control={control} disabled={disabled} />;
    case 'option':
      return <OptionField control={control} disabled={disabled} />;
    case 'seller':
      return <SellerField control={control} disabled={disabled} />;
  }
}

export function EffectiveFromField({ control }: { control: C }) {
  return (
    <FormDateField
      control={control}
      name="effectiveFrom"
      label="적용 시작일"
      required
      helperText="이날부터 이 단가로 계산합니다. 오늘 이후 날짜만 됩니다."
    />
  );
}
