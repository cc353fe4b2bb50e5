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
  QUOTE_REMARK_MAX,
  QUOTE_TEXT_MAX,
  sizesForPaper,
  type PriceCatalog,
} from '@scm/contract';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormSelect, FormTextField, type SelectOption } from '../../shared/form-kit';
import type { CustomerQuoteFormInput } from './customer-quote-form-schema';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>): SelectOption[] =>
  keys.map((k) => ({ value: k, label: labels[k] }));

/** 후가공 and 접지·제본: the shop's published finishes as checkboxes by kind; the field holds their ids. */
function FinishesField({ catalog }: { catalog: PriceCatalog }) {
  const { control } = useFormContext<CustomerQuoteFormInput>();
  const { field, fieldState } = useController({ control, name: 'finishIds' });
  const chosen = new Set<number>(Array.isArray(field.value) ? field.value : []);
  const toggle = (id: number, on: boolean) => {
    if (on) chosen.add(id);
    else chosen.delete(id);
    field.onChange(catalog.finishes.filter((f) => chosen.has(f.id)).map((f) => f.id));
  };
  const groups = FINISH_GROUPS.map((g) => ({ g, items: catalog.finishes.filter((f) => f.group === g) })).filter(
    ({ items }) => items.length > 0,
  );
  return (
    <>
      {groups.map(({ g, items }) => (
        <Grid key={g} size={{ xs: 12, sm: 6 }}>
          <FormControl component="fieldset" error={fieldState.invalid} fullWidth>
            <FormLabel component="legend" sx={{ fontSize: '0.875rem' }}>
              {FINISH_GROUP_LABELS[g]} (선택)
            </FormLabel>
            <FormGroup row>
              {items.map((f) => (
                <FormControlLabel
                  key={f.id}
                  label={f.name}
                  sx={{ minWidth: 120 }}
                  control={<Checkbox checked={chosen.has(f.id)} onChange={(e) => toggle(f.id, e.target.checked)} />}
                />
              ))}
            </FormGroup>
          </FormControl>
        </Grid>
      ))}
      {fieldState.error && (
        <Grid size={12}>
          <FormHelperText error>{fieldState.error.message}</FormHelperText>
        </Grid>
      )}
    </>
  );
}

/**
 * 견적 요청 in the buyer's words, from what the shop publishes today: 상품명, 종류, 용지 (a brochure's 표지 and 내지 with its
 * pages), 완성 사이즈 (those the chosen paper is cut to), 인쇄 면 × 색상, 수량 in 부, 후가공 and 요청사항.
 */
export function CustomerQuoteFields({ catalog }: { catalog: PriceCatalog }) {
  const { control } = useFormContext<CustomerQuoteFormInput>();
  const [workType, paperId] = useWatch({ control, name: ['workType', 'paperId'] });
  const brochure = workType === 'BROCHURE';
  const papers: SelectOption[] = catalog.papers.map((p) => ({
    value: p.id,
    label: `${p.name} (${PARENT_SHEET_LABELS[p.parentSheet]})`,
  }));
  const sizes = sizesForPaper(catalog, paperId ?? null).map((s) => ({ value: s.size, label: s.size }));
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField control={control} name="productName" label="상품명" required maxLength={QUOTE_TEXT_MAX} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="workType"
          label="종류"
          required
          options={catalog.workTypes.map((w) => ({ value: w, label: CUSTOMER_WORK_TYPE_LABELS[w] }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="paperId"
          label={brochure ? '표지 용지' : '용지'}
          required
          emptyLabel="선택해주세요"
          options={papers}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="finishedSize"
          label="완성 사이즈"
          required
          emptyLabel="선택해주세요"
          options={sizes}
          helperText={paperId ? undefined : '용지를 고르면 그 용지로 만들 수 있는 사이즈만 보입니다.'}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormSelect
          control={control}
          name="sides"
          label="인쇄 면"
          required
          options={options(PRINT_SIDES, PRINT_SIDE_LABELS)}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormSelect
          control={control}
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
              control={control}
              name="innerPaperId"
              label="내지 용지"
              required
              emptyLabel="선택해주세요"
              options={papers}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
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
          control={control}
          name="quantity"
          label="수량"
          required
          inputMode="numeric"
          maxLength={11}
          slotProps={{ input: { endAdornment: <InputAdornment position="end">부</InputAdornment> } }}
        />
      </Grid>
      <FinishesField catalog={catalog} />
      <Grid size={12}>
        <FormTextField
          control={control}
          name="remark"
          label="요청사항"
          placeholder="인쇄소에 전할 말씀 (선택)"
          multiline
          minRows={3}
          maxLength={QUOTE_REMARK_MAX}
        />
      </Grid>
    </Grid>
  );
}
