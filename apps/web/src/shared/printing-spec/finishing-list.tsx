import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button, FormHelperText, Grid, IconButton, Paper, Stack, Typography } from '@mui/material';
import { OPTION_TYPE_LABELS, type OptionType } from '@scm/contract';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { FormTextField, useFormMode } from '../form-kit';
import { OptionField, SupplierField } from './bound-pickers';
import type { OptionPickers, SpecForm, StaffPickers } from './pickers';
import { listErrorMessage } from './spec-editing';

type ListPath = 'foldingBindingList' | `printingList.${number}.postProcessList`;

/** The field names of each kind of finishing entry. */
const KEYS = {
  POST_PROCESS: {
    option: 'postProcessOption',
    supplier: 'postProcessOutsourcingId',
    remark: 'postProcessRemark',
  },
  FOLDING_BINDING: {
    option: 'foldingBindingOption',
    supplier: 'foldingBindingOutsourcingId',
    remark: 'foldingBindingRemark',
  },
} as const;

/** A new row: no option chosen yet (the schema asks for one), no supplier. */
export function blankFinishing(kind: OptionType, withSupplier: boolean): Record<string, unknown> {
  const keys = KEYS[kind];
  return withSupplier
    ? { [keys.option]: [], [keys.supplier]: null, [keys.remark]: '' }
    : { [keys.option]: [], [keys.remark]: '' };
}

interface Props {
  kind: OptionType;
  name: ListPath;
  pickers: OptionPickers & Partial<StaffPickers>;
  /** Staff and bag forms choose who does each finishing step; customers do not. */
  withSupplier: boolean;
}

/** Post-process or folding/binding rows: options (one at least), supplier, remark; add and delete outside READ. */
export function FinishingList({ kind, name, pickers, withSupplier }: Props) {
  const { control } = useFormContext<SpecForm>();
  // One component serves both lists; their rows differ only in field names (KEYS), so the array is read untyped.
  const list = useFieldArray({ control, name: name as 'foldingBindingList' });
  const { errors } = useFormState({ control, name });
  const readOnly = useFormMode() === 'READ';
  const keys = KEYS[kind];
  const label = OPTION_TYPE_LABELS[kind];
  const listError = listErrorMessage(get(errors, name));
  const Supplier = withSupplier ? pickers.supplier : undefined;
  return (
    <Stack sx={{ gap: 1.5 }}>
      {list.fields.map((row, i) => {
        const at = (key: string) => `${name}.${i}.${key}` as 'foldingBindingList.0.foldingBindingRemark';
        return (
          <Paper key={row.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {label} {i + 1}
              </Typography>
              {!readOnly && (
                <IconButton size="small" aria-label={`${label} ${i + 1} 삭제`} onClick={() => list.remove(i)}>
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
            <Grid container spacing={1.5}>
              <Grid size={12}>
                <OptionField name={at(keys.option)} optionType={kind} label={`${label} 옵션`} Picker={pickers.option} />
              </Grid>
              {Supplier && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SupplierField
                    name={at(keys.supplier)}
                    label="외주처"
                    helperText="비워 두면 자체 작업입니다."
                    Picker={Supplier}
                  />
                </Grid>
              )}
              <Grid size={{ xs: 12, sm: Supplier ? 6 : 12 }}>
                <FormTextField control={control} name={at(keys.remark)} label="비고" maxLength={255} />
              </Grid>
            </Grid>
          </Paper>
        );
      })}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      {!readOnly && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => list.append(blankFinishing(kind, withSupplier) as never)}
        >
          {label} 추가
        </Button>
      )}
    </Stack>
  );
}
