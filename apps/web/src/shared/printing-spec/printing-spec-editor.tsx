import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Divider, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  allowsInnerPages,
  isWorkType,
  newInnerEntry,
  printingSpecMessages,
  VARIANT_FIELDS,
  type WorkType,
} from '@scm/contract';
import { useController, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useFieldRequired, useFormMode } from '../form-kit';
import { blankFinishing, FinishingList } from './finishing-list';
import type { PrintingSpecEditorProps, SpecForm } from './pickers';
import { FinishedSizeField } from './finished-size-field';
import { PrintingEntryCard } from './printing-entry-card';
import { useConfirmedChange } from './printing-type-select';
import { listErrorMessage, turnOffNeedsConfirm, workTypeChange, workTypeOptions } from './spec-editing';
import { YesNoField } from './yes-no-field';

/**
 * The printing spec inside a react-hook-form form whose root holds workType, printingList, isFoldingBinding and
 * foldingBindingList (the contract's printingSpecShape(variant)). One editor serves the staff order, the customer
 * order and the bag order; the variant decides which fields show, the contract's rules which choices exist.
 * Render it inside EntityForm/RecordForm: READ mode disables everything and hides add/delete.
 */
export function PrintingSpecEditor(props: PrintingSpecEditorProps) {
  const { variant, pickers } = props;
  const { control, getValues, setValue } = useFormContext<SpecForm>();
  const entries = useFieldArray({ control, name: 'printingList' });
  const { errors } = useFormState({ control, name: 'printingList' });
  const workType = useWatch({ control, name: 'workType' }) as WorkType;
  const isFoldingBinding = useWatch({ control, name: 'isFoldingBinding' });
  const readOnly = useFormMode() === 'READ';
  const ask = useConfirmedChange();
  const withSupplier = VARIANT_FIELDS[variant].finishingOutsourcing;

  const changeWorkType = async (to: WorkType) => {
    if (to === workType) return;
    const change = workTypeChange(variant, workType, to, getValues('printingList'));
    if (!(await ask(change.confirm, printingSpecMessages.workTypeChangeConfirm))) return;
    setValue('workType', to, { shouldDirty: true });
    entries.replace(change.next);
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack component="section" aria-labelledby="printing-spec-printing" sx={{ gap: 2 }}>
        <Typography id="printing-spec-printing" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          인쇄 정보
        </Typography>
        {variant !== 'shopbag' && <WorkTypeSelect variant={variant} onChange={changeWorkType} />}
        {props.finishedSizes && <FinishedSizeField sizes={props.finishedSizes} />}
        {entries.fields.map((entry, i) => (
          <PrintingEntryCard
            key={entry.id}
            {...props}
            index={i}
            onReplace={(next) => entries.update(i, next)}
            onRemove={i > 0 ? () => entries.remove(i) : undefined}
          />
        ))}
        {listErrorMessage(errors.printingList) && (
          <FormHelperText error>{listErrorMessage(errors.printingList)}</FormHelperText>
        )}
        {allowsInnerPages(workType) && !readOnly && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => entries.append(newInnerEntry(variant))}
          >
            내지 추가
          </Button>
        )}
      </Stack>
      <Divider />
      <Stack component="section" aria-labelledby="printing-spec-binding" sx={{ gap: 2 }}>
        <Typography id="printing-spec-binding" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          제본 정보
        </Typography>
        <YesNoField
          name="isFoldingBinding"
          label="접지/제본"
          beforeNo={() =>
            ask(turnOffNeedsConfirm(getValues('foldingBindingList')), printingSpecMessages.foldingBindingOffConfirm)
          }
          afterYes={() => {
            if ((getValues('foldingBindingList') ?? []).length === 0)
              setValue('foldingBindingList', [blankFinishing('FOLDING_BINDING', withSupplier) as never], {
                shouldDirty: true,
              });
          }}
          afterNo={() => setValue('foldingBindingList', [], { shouldDirty: true })}
        />
        {isFoldingBinding && (
          <Box>
            <FinishingList
              kind="FOLDING_BINDING"
              name="foldingBindingList"
              pickers={pickers}
              withSupplier={withSupplier}
            />
          </Box>
        )}
      </Stack>
    </Stack>
  );
}

interface WorkTypeSelectProps {
  variant: PrintingSpecEditorProps['variant'];
  onChange: (to: WorkType) => Promise<void>;
}

/** 작업 유형: a change resets the printing list, asking first when it holds anything. */
function WorkTypeSelect({ variant, onChange }: WorkTypeSelectProps) {
  const { control } = useFormContext<SpecForm>();
  const { field, fieldState } = useController({ control, name: 'workType' });
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label="작업 유형"
      required={useFieldRequired(true)}
      value={field.value ?? ''}
      onChange={(e) => {
        if (isWorkType(e.target.value)) void onChange(e.target.value);
      }}
      onBlur={field.onBlur}
      disabled={useFormMode() === 'READ'}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      size="small"
      sx={{ maxWidth: { sm: 320 } }}
      fullWidth
    >
      {workTypeOptions(variant).map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
