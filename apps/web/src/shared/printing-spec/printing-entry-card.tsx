import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Grid, IconButton, Paper, Stack, Typography } from '@mui/material';
import {
  allowsPostProcess,
  printingEntryTitle,
  printingSpecMessages,
  VARIANT_FIELDS,
  variantStages,
  type PrintingStage,
  type PrintingType,
} from '@scm/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField, useFormMode } from '../form-kit';
import { SupplierField } from './bound-pickers';
import { blankFinishing, FinishingList } from './finishing-list';
import { PaperLines } from './paper-lines';
import type { PrintingSpecEditorProps, SpecForm } from './pickers';
import { PrintingTypeSelect, useConfirmedChange } from './printing-type-select';
import { isBlankEntry, printingTypeChange, turnOffNeedsConfirm } from './spec-editing';
import { YesNoField } from './yes-no-field';

type Props = PrintingSpecEditorProps & {
  index: number;
  /** Replaces this entry (a printing-type change). */
  onReplace: (entry: SpecForm['printingList'][number]) => void;
  /** Removes this entry (inner pages only). */
  onRemove?: () => void;
};

/** One printing entry: its type, 도수/절수, each stage's outsourcing and remark, post-process and paper. */
export function PrintingEntryCard(props: Props) {
  const { variant, pickers, index, onReplace, onRemove } = props;
  const { control, getValues, setValue } = useFormContext<SpecForm>();
  const readOnly = useFormMode() === 'READ';
  const ask = useConfirmedChange();
  const printingType = useWatch({ control, name: `printingList.${index}.printingType` });
  const isPostProcess = useWatch({ control, name: `printingList.${index}.isPostProcess` });
  const at = `printingList.${index}` as const;
  const composition = useWatch({ control, name: `${at}.composition` });
  const inner = composition === 'INNER';
  const title = printingEntryTitle(index);
  const staffPickers = props.variant === 'customer' ? undefined : props.pickers;
  const withSupplier = VARIANT_FIELDS[variant].finishingOutsourcing;

  const changeType = async (to: PrintingType) => {
    const entry = getValues(at);
    if (to === entry.printingType) return;
    const change = printingTypeChange(variant, entry, to);
    if (await ask(change.confirm)) onReplace(change.next);
  };
  const remove = async () => {
    if (onRemove && (await ask(!isBlankEntry(variant, getValues(at)), printingSpecMessages.innerRemoveConfirm)))
      onRemove();
  };

  return (
    <Paper component="section" aria-label={`${title} 인쇄 정보`} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {onRemove && !readOnly && (
          <IconButton size="small" aria-label={`${title} 삭제`} onClick={() => void remove()}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <PrintingTypeSelect index={index} onChange={changeType} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField control={control} name={`${at}.dosu`} label="도수" maxLength={255} placeholder="예: 4도" />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField control={control} name={`${at}.julsu`} label="절수" maxLength={255} placeholder="예: 16절" />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField
            control={control}
            name={`${at}.pageCount`}
            label="페이지 수"
            inputMode="numeric"
            maxLength={5}
            placeholder={inner ? '예: 32' : '선택'}
            helperText={inner ? '내지의 쪽수 (2쪽 = 1장)' : '낱장이면 비워 두세요'}
          />
        </Grid>
        {variantStages(variant, printingType).map((stage) => (
          <StageFields key={stage.remark} index={index} stage={stage} Supplier={staffPickers?.supplier} />
        ))}
        {allowsPostProcess(printingType) && (
          <Grid size={12}>
            <YesNoField
              name={`${at}.isPostProcess`}
              label="후가공"
              beforeNo={() =>
                ask(turnOffNeedsConfirm(getValues(`${at}.postProcessList`)), printingSpecMessages.postProcessOffConfirm)
              }
              afterYes={() => {
                if ((getValues(`${at}.postProcessList`) ?? []).length === 0)
                  setValue(`${at}.postProcessList`, [blankFinishing('POST_PROCESS', withSupplier) as never], {
                    shouldDirty: true,
                  });
              }}
              afterNo={() => setValue(`${at}.postProcessList`, [], { shouldDirty: true })}
            />
            {isPostProcess && (
              <Box sx={{ mt: 1 }}>
                <FinishingList
                  kind="POST_PROCESS"
                  name={`${at}.postProcessList`}
                  pickers={pickers}
                  withSupplier={withSupplier}
                />
              </Box>
            )}
          </Grid>
        )}
        {VARIANT_FIELDS[variant].paper && staffPickers && (
          <Grid size={12}>
            <PaperLines entryIndex={index} Picker={staffPickers.paper} />
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}

interface StageProps {
  index: number;
  stage: PrintingStage;
  Supplier: Parameters<typeof SupplierField>[0]['Picker'] | undefined;
}

/** One stage (CTP, 인쇄 …): outsourcing yes/no revealing the supplier, or an optional supplier, and its remark. */
function StageFields({ index, stage, Supplier }: StageProps) {
  const { control, getValues, setValue } = useFormContext<SpecForm>();
  const ask = useConfirmedChange();
  const at = `printingList.${index}` as const;
  const flag = stage.outsourcing?.flag ?? null;
  const idField = stage.outsourcing?.id ?? null;
  const outsourced = useWatch({ control, name: `${at}.${flag ?? 'isOffCtpOutsourcing'}` });
  return (
    <>
      {Supplier && idField && flag && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <YesNoField
            name={`${at}.${flag}`}
            label={`${stage.label} 외주`}
            yesLabel="외주"
            noLabel="자체"
            beforeNo={() => ask(getValues(`${at}.${idField}`) != null, printingSpecMessages.outsourcingOffConfirm)}
            afterNo={() => setValue(`${at}.${idField}`, null, { shouldDirty: true, shouldValidate: false })}
          />
          {outsourced === true && (
            <Box sx={{ mt: 1 }}>
              <SupplierField name={`${at}.${idField}`} label={`${stage.label} 외주처`} required Picker={Supplier} />
            </Box>
          )}
        </Grid>
      )}
      {Supplier && idField && !flag && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <SupplierField
            name={`${at}.${idField}`}
            label={`${stage.label} 외주처`}
            helperText="비워 두면 자체 인쇄입니다."
            Picker={Supplier}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: Supplier && idField ? 6 : 12 }}>
        <FormTextField control={control} name={`${at}.${stage.remark}`} label={`${stage.label} 비고`} maxLength={255} />
      </Grid>
    </>
  );
}
