import { Grid, InputAdornment, Stack } from '@mui/material';
import { PURCHASE_PRICE_LABEL, itemMessages, type ItemInput, type ItemValues } from '@scm/contract';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormCheckbox, FormSelect, FormTextField, useFormMode } from '../../shared/form-kit';
import { CategoryPicker, childrenOf, useItemCategoryList } from '../item-categories';
import { useItemUnitList } from './api';
import { itemUnitOptions } from './item-unit-options';

/** The category, level 1 › 2 › 3; the form steers to a level-3 leaf (any level is accepted). */
function ItemCategoryField() {
  const { control } = useFormContext<ItemInput, unknown, ItemValues>();
  const { field, fieldState } = useController({ control, name: 'itemCategoryId' });
  const readOnly = useFormMode() === 'READ';
  const { data: all = [] } = useItemCategoryList();
  const chosen = field.value ?? null;
  const notLeaf = chosen !== null && childrenOf(all, chosen).length > 0;
  return (
    <CategoryPicker
      value={chosen}
      onChange={(id) => field.onChange(id)}
      label="카테고리"
      required
      disabled={readOnly}
      error={fieldState.invalid}
      helperText={
        fieldState.error?.message ??
        (notLeaf && !readOnly ? '품목은 보통 소분류에 등록합니다. 하위 카테고리를 선택해주세요.' : undefined)
      }
    />
  );
}

/** 단위, chosen from the 품목 단위 code list; a stored unit the list lacks is shown and the user is asked to choose. */
function ItemUnitField() {
  const { control } = useFormContext<ItemInput, unknown, ItemValues>();
  const current = useWatch({ control, name: 'itemUnit' }) ?? '';
  const { data: codes = [] } = useItemUnitList();
  const { options, notListed } = itemUnitOptions(codes, current);
  return (
    <FormSelect
      control={control}
      name="itemUnit"
      label="단위"
      options={options}
      emptyLabel="없음"
      helperText={notListed ? itemMessages.unitNotInList(current) : undefined}
    />
  );
}

/** The item's fields for CREATE, READ and UPDATE alike; the mode comes from the surrounding EntityForm. */
export function ItemFields() {
  const { control } = useFormContext<ItemInput, unknown, ItemValues>();
  const editing = useFormMode() !== 'READ';
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ItemCategoryField />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="itemCode"
          label="품목 코드"
          required
          maxLength={255}
          helperText={editing ? '바코드 라벨에 인쇄되는 코드입니다. 영문, 숫자, 기호로 입력해주세요.' : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="name" label="품목명" required maxLength={255} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="standardSize" label="규격" maxLength={255} placeholder="예: 636x939" />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <ItemUnitField />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField
          control={control}
          name="itemPrice"
          label={PURCHASE_PRICE_LABEL}
          required
          inputMode="numeric"
          maxLength={13}
          helperText={editing ? '1단위를 사는 가격 (재고 금액의 기준)' : undefined}
          slotProps={{ input: { endAdornment: <InputAdornment position="end">원</InputAdornment> } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="minimumStock"
          label="최소 재고"
          inputMode="numeric"
          maxLength={13}
          helperText={editing ? '비워두면 없음. 재고가 이보다 적으면 메인 화면에 표시됩니다.' : undefined}
        />
      </Grid>
      <Grid size={12}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3 }}>
          <FormCheckbox control={control} name="isUsed" label="사용" />
          <FormCheckbox control={control} name="isBom" label="완제품(BOM)" />
        </Stack>
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="remark" label="비고" multiline minRows={3} maxLength={1024} />
      </Grid>
    </Grid>
  );
}
