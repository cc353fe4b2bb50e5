import { Button, Grid, Stack, TextField, Typography } from '@mui/material';
import {
  ItemOptionCreateSchema,
  itemOptionMessages,
  OPTION_NAME_MAX,
  OPTION_TYPES,
  OPTION_TYPE_LABELS,
  type ItemOption,
  type ItemOptionInput,
  type ItemOptionValues,
  type OptionType,
} from '@scm/contract';
import { useFormState } from 'react-hook-form';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import {
  DetailPanel,
  EntityForm,
  FormSelect,
  FormTextField,
  useDetailForm,
  type FormMode,
  type MasterDetail,
} from '../../shared/form-kit';
import { useCreateItemOption, useUpdateItemOption } from './api';

const TYPE_OPTIONS = OPTION_TYPES.map((t) => ({ value: t, label: OPTION_TYPE_LABELS[t] }));
const TITLES: Record<FormMode, string> = { READ: '옵션 정보', CREATE: '옵션 추가', UPDATE: '옵션 수정' };

interface Props {
  md: MasterDetail;
  /** The selected option; ignored in CREATE. */
  option: ItemOption | null;
  /** The type chosen above the list: a new option starts with it. */
  optionType: OptionType;
  onSaved: (option: ItemOption) => void;
  onDelete: (option: ItemOption) => void;
}

/** The spec's save and cancel (CREATE/UPDATE); must sit inside the EntityForm. */
function EditActions({ onCancel }: { onCancel: () => void }) {
  const { isSubmitting } = useFormState();
  return (
    <>
      <Button variant="outlined" color="inherit" onClick={onCancel} disabled={isSubmitting}>
        취소
      </Button>
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        저장
      </Button>
    </>
  );
}

/**
 * The option form with the page's local modes (spec 001 §4): READ offers 삭제 and 수정 for a selected option,
 * otherwise 추가; CREATE and UPDATE offer 취소 (back to READ) and 저장. Keyed by the page per mode and option.
 */
export function ItemOptionForm({ md, option, optionType, onSaved, onDelete }: Props) {
  const fb = useFeedback();
  // Without PROCESS write authority the panel only shows the chosen option (no 추가, 수정, 삭제).
  const canWrite = useCanWrite('PROCESS');
  const create = useCreateItemOption();
  const update = useUpdateItemOption();
  const mode = md.mode;
  const editing = mode === 'CREATE' ? null : option;
  const form = useDetailForm<ItemOptionInput, ItemOptionValues>(md, {
    schema: ItemOptionCreateSchema,
    defaultValues: editing
      ? { optionType: editing.optionType, optionName: editing.optionName }
      : { optionType, optionName: '' },
  });

  const save = async (values: ItemOptionValues) => {
    const { data, message } = editing
      ? await update.mutateAsync({ ...values, id: editing.id })
      : await create.mutateAsync(values);
    fb.snackbar('success', message);
    onSaved(data);
  };

  return (
    <DetailPanel md={md} title={TITLES[mode]} fullScreenWhen="selected">
      <EntityForm
        area="PROCESS"
        form={form}
        onSubmit={save}
        aria-label="옵션 정보"
        confirmSave={{ create: itemOptionMessages.createConfirm, update: itemOptionMessages.updateConfirm }}
      >
        {mode === 'READ' && !option ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            목록에서 옵션을 고르면 내용을 볼 수 있습니다.{canWrite && ' 새 옵션은 [추가]를 누르세요.'}
          </Typography>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect control={form.control} name="optionType" label="옵션 종류" required options={TYPE_OPTIONS} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="옵션 코드"
                size="small"
                fullWidth
                disabled
                value={editing?.optionCode ?? ''}
                placeholder="저장하면 자동으로 정해집니다"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={form.control}
                name="optionName"
                label="옵션명"
                required
                maxLength={OPTION_NAME_MAX}
                autoComplete="off"
                helperText={mode === 'READ' ? undefined : `${OPTION_NAME_MAX}자 이내로 입력해주세요.`}
              />
            </Grid>
          </Grid>
        )}
        <Stack direction="row" useFlexGap sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
          {mode !== 'READ' ? (
            <EditActions onCancel={() => void md.cancelEdit()} />
          ) : !canWrite ? (
            option && (
              <Button color="inherit" onClick={() => void md.select(null)}>
                선택 해제
              </Button>
            )
          ) : option ? (
            <>
              <Button color="inherit" onClick={() => void md.select(null)}>
                선택 해제
              </Button>
              <Button color="error" variant="outlined" onClick={() => onDelete(option)}>
                삭제
              </Button>
              <Button variant="contained" onClick={md.startEdit}>
                수정
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => void md.startCreate()}>
              추가
            </Button>
          )}
        </Stack>
      </EntityForm>
    </DetailPanel>
  );
}
