import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Grid, IconButton, Paper, Stack, Typography } from '@mui/material';
import { blankPaperLine } from '@scm/contract';
import type { ComponentType } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormTextField, useFormMode } from '../form-kit';
import { PaperField } from './bound-pickers';
import { usePaperAvailability } from './paper-availability';
import { PaperStockLine } from './paper-stock-line';
import { usePaperEditable, usePaperStockOrder } from './paper-stock-scope';
import { FormModeContext } from '../form-kit/form-mode';
import type { PaperPickerProps, SpecForm } from './pickers';

interface Props {
  entryIndex: number;
  Picker: ComponentType<PaperPickerProps>;
}

/**
 * 용지: the raw items an entry uses, each with its amount and spoilage (파지); both amounts may stay empty. In a spec
 * locked after work started, a supervisor's correction keeps these lines editable (the rest stays read-only).
 */
export function PaperLines(props: Props) {
  const editable = usePaperEditable();
  return editable ? (
    <FormModeContext.Provider value="UPDATE">
      <PaperLineList {...props} />
    </FormModeContext.Provider>
  ) : (
    <PaperLineList {...props} />
  );
}

function PaperLineList({ entryIndex, Picker }: Props) {
  const { control } = useFormContext<SpecForm>();
  const name = `printingList.${entryIndex}.usePaperList` as const;
  const lines = useFieldArray({ control, name });
  const readOnly = useFormMode() === 'READ';
  const stock = useOrderPaperStock(readOnly);
  const own = useWatch({ control, name }) ?? [];
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        용지
      </Typography>
      {lines.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {readOnly ? '등록된 용지가 없습니다.' : '사용할 용지를 추가하세요. 인쇄 완료 때 재고에서 출고됩니다.'}
        </Typography>
      )}
      {lines.fields.map((line, i) => (
        <Paper key={line.id} variant="outlined" sx={{ p: 1.5 }}>
          <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <PaperField line={`${name}.${i}`} Picker={Picker} />
            </Grid>
            <Grid size={{ xs: 5, md: 2.5 }}>
              <FormTextField
                control={control}
                name={`${name}.${i}.amount`}
                label="수량"
                inputMode="numeric"
                maxLength={13}
              />
            </Grid>
            <Grid size={{ xs: 5, md: 2.5 }}>
              <FormTextField
                control={control}
                name={`${name}.${i}.wrongAmount`}
                label="파지"
                inputMode="numeric"
                maxLength={13}
              />
            </Grid>
            <Grid size={{ xs: 2, md: 1 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              {!readOnly && (
                <IconButton aria-label={`용지 ${i + 1} 삭제`} onClick={() => lines.remove(i)}>
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              )}
            </Grid>
          </Grid>
          {stock && (
            <PaperStockLine
              availability={stock.byItem.get(own[i]?.rawItemId ?? 0)}
              orderNeed={stock.need.get(own[i]?.rawItemId ?? 0) ?? 0}
              first={stock.firstLine.get(own[i]?.rawItemId ?? 0) === `${entryIndex}.${i}`}
            />
          )}
        </Paper>
      ))}
      {!readOnly && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => lines.append(blankPaperLine())}
        >
          용지 추가
        </Button>
      )}
    </Stack>
  );
}

const count = (v: string | number | null | undefined) => {
  const n = typeof v === 'number' ? v : Number((v ?? '').replaceAll(',', ''));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * The stock of the form's paper items (one call for all entries, once the items settle) and this order's total need
 * of each (used + spoiled, summed over every entry's lines), with the line that carries an item's warning. Nothing
 * while the form is only read.
 */
function useOrderPaperStock(readOnly: boolean) {
  const { control } = useFormContext<SpecForm>();
  const entries = useWatch({ control, name: 'printingList' });
  const orderId = usePaperStockOrder();
  const need = new Map<number, number>();
  const firstLine = new Map<number, string>();
  (entries ?? []).forEach((entry, e) =>
    (entry?.usePaperList ?? []).forEach((line, i) => {
      const id = line?.rawItemId;
      if (typeof id !== 'number' || id <= 0) return;
      need.set(id, (need.get(id) ?? 0) + count(line.amount) + count(line.wrongAmount));
      if (!firstLine.has(id)) firstLine.set(id, `${e}.${i}`);
    }),
  );
  const { byItem } = usePaperAvailability(readOnly ? [] : [...need.keys()], orderId);
  return readOnly ? null : { byItem, need, firstLine };
}
