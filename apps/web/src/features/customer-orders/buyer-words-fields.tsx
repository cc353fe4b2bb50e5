import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  InputAdornment,
} from '@mui/material';
import {
  CUSTOMER_WORK_TYPE_LABELS,
  FINISH_GROUP_LABELS,
  FINISH_GROUPS,
  PARENT_SHEET_LABELS,
  PRINT_COLOR_LABELS,
  PRINT_COLORS,
  PRINT_SIDE_LABELS,
  PRINT_SIDES,
  sizesForPaper,
  type PriceCatalog,
} from '@scm/contract';
import { useEffect, type ReactNode } from 'react';
import { useController, useFormContext, useWatch, type Control } from 'react-hook-form';
import { FormSelect, FormTextField, type SelectOption } from '../../shared/form-kit';
import type { SpecFields } from './customer-order-form-schema';

type Ctl = Control<SpecFields>;

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>): SelectOption[] =>
  keys.map((k) => ({ value: k, label: labels[k] }));

/** 후가공 and 접지·제본: the shop's published finishes as checkboxes, grouped by kind; the field holds their ids. */
function FinishesField({ control, catalog }: { control: Ctl; catalog: PriceCatalog }) {
  const { field, fieldState } = useController({ control, name: 'finishIds' });
  const chosen = new Set<number>(Array.isArray(field.value) ? field.value : []);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    field.onChange(catalog.finishes.filter((f) => next.has(f.id)).map((f) => f.id));
  };
  const groups = FINISH_GROUPS.map((g) => ({ group: g, items: catalog.finishes.filter((f) => f.group === g) })).filter(
    (g) => g.items.length > 0,
  );
  if (groups.length === 0) return null;
  return (
    <Grid container spacing={2}>
      {groups.map(({ group, items }) => (
        <Grid key={group} size={{ xs: 12, sm: 6 }}>
          <FormControl component="fieldset" error={fieldState.invalid} fullWidth>
            <FormLabel component="legend" sx={{ fontSize: '0.875rem' }}>
              {FINISH_GROUP_LABELS[group]} (선택)
            </FormLabel>
            <FormGroup row>
              {items.map((f) => (
                <FormControlLabel
                  key={f.id}
                  label={f.name}
                  sx={{ minWidth: 120 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.has(f.id)}
                      onChange={(e) => toggle(f.id, e.target.checked)}
                      onBlur={field.onBlur}
                      name={`finish-${f.id}`}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        </Grid>
      ))}
      {fieldState.error?.message && (
        <Grid size={12}>
          <FormHelperText error>{fieldState.error.message}</FormHelperText>
        </Grid>
      )}
    </Grid>
  );
}

/**
 * The buyer's questions, from what the shop publishes: 종류, 용지 (a brochure's 표지 and 내지 with its pages), 완성
 * 사이즈 (those the chosen paper is cut to), 인쇄 (단면/양면 × 컬러/흑백), 수량 in 부 and the finishes. One set of fields
 * for the customer order and the customer quote: any form whose values hold `SpecFields` under these names.
 * `extra` goes after 수량 (the order's 희망 납기일).
 */
export function BuyerWordsFields({ catalog, extra }: { catalog: PriceCatalog; extra?: ReactNode }) {
  const { control, setValue, getValues } = useFormContext<SpecFields>();
  const ctl = control;
  const [workType, paperId] = useWatch({ control, name: ['workType', 'paperId'] });
  const brochure = workType === 'BROCHURE';
  const sizes = sizesForPaper(catalog, paperId ?? null);
  const paperOptions: SelectOption[] = catalog.papers.map((p) => ({
    value: p.id,
    label: `${p.name} (${PARENT_SHEET_LABELS[p.parentSheet]})`,
  }));

  // A size the newly chosen paper is not cut to is cleared, so the form never holds a size the shop cannot make.
  useEffect(() => {
    const size = getValues('finishedSize');
    if (size && !sizes.some((s) => s.size === size)) setValue('finishedSize', '', { shouldValidate: false });
  }, [paperId, sizes, getValues, setValue]);

  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={ctl}
            name="workType"
            label="종류"
            required
            options={catalog.workTypes.map((w) => ({ value: w, label: CUSTOMER_WORK_TYPE_LABELS[w] }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={ctl}
            name="paperId"
            label={brochure ? '표지 용지' : '용지'}
            required
            emptyLabel="선택해주세요"
            options={paperOptions}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={ctl}
            name="finishedSize"
            label="완성 사이즈"
            required
            emptyLabel="선택해주세요"
            options={sizes.map((s) => ({ value: s.size, label: s.size }))}
            helperText={paperId ? undefined : '용지를 고르면 그 용지로 만들 수 있는 사이즈만 보입니다.'}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormSelect
            control={ctl}
            name="sides"
            label="인쇄 면"
            required
            options={options(PRINT_SIDES, PRINT_SIDE_LABELS)}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormSelect
            control={ctl}
            name="color"
            label="인쇄 색상"
            required
            options={options(PRINT_COLORS, PRINT_COLOR_LABELS)}
          />
        </Grid>
        {brochure && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect
                control={ctl}
                name="innerPaperId"
                label="내지 용지"
                required
                emptyLabel="선택해주세요"
                options={paperOptions}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={ctl}
                name="innerPageCount"
                label="내지 페이지 수"
                required
                inputMode="numeric"
                maxLength={5}
                helperText="양면 인쇄, 2쪽 단위"
                slotProps={{ input: { endAdornment: <InputAdornment position="end">쪽</InputAdornment> } }}
              />
            </Grid>
          </>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={ctl}
            name="quantity"
            label="수량"
            required
            inputMode="numeric"
            maxLength={11}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">부</InputAdornment> } }}
          />
        </Grid>
        {extra}
      </Grid>
      <FinishesField control={ctl} catalog={catalog} />
    </>
  );
}
