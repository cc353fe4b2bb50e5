import { Grid, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  DEFAULT_OPTION_TYPE,
  OPTION_TYPES,
  OPTION_TYPE_LABELS,
  itemOptionMessages,
  type ItemOption,
  type OptionType,
} from '@scm/contract';
import { useSearchParams } from 'react-router';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { reportError, useMasterDetail } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { useDeleteItemOption, useItemOptions } from './api';
import { ItemOptionForm } from './item-option-form';
import { ItemOptionTable } from './item-option-table';

const HELP_READ = [
  '품목 옵션 화면입니다. 주문서에서 고르는 후가공과 접지/제본 옵션을 관리합니다.',
  '• 위에서 옵션 종류를 고르면 그 종류의 옵션 목록이 표시됩니다.',
  '• 목록에서 옵션을 누르면 내용이 표시됩니다.',
];
const HELP_WRITE = [
  ...HELP_READ,
  '• 옵션을 고른 뒤 [수정]·[삭제]를 할 수 있습니다. 선택하지 않았을 때는 [추가]로 새 옵션을 등록합니다.',
  '• 옵션명은 15자 이내로 입력합니다. 옵션 코드(예: PP-001, FB-001)는 저장할 때 자동으로 정해집니다.',
];

const isOptionType = (v: string | null): v is OptionType => (OPTION_TYPES as readonly (string | null)[]).includes(v);

/** /admin/pr/item_option: the type toggle, the type's options, and the option form. */
export function ItemOptionPage() {
  const fb = useFeedback();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('optionType');
  const optionType: OptionType = isOptionType(raw) ? raw : DEFAULT_OPTION_TYPE;
  const { data: options = [], isPending } = useItemOptions(optionType);
  const remove = useDeleteItemOption();
  const md = useMasterDetail();
  const canWrite = useCanWrite('PROCESS');
  const selected = options.find((o) => o.id === md.selectedId) ?? null;

  const chooseType = async (next: OptionType) => {
    if (next === optionType || !(await md.select(null))) return;
    setSearchParams(next === DEFAULT_OPTION_TYPE ? {} : { optionType: next });
  };
  const deleteOption = async (option: ItemOption) => {
    if (!(await fb.confirm(itemOptionMessages.deleteConfirm, { title: '삭제 확인', confirmLabel: '삭제' }))) return;
    try {
      const { message } = await remove.mutateAsync(option.id);
      fb.snackbar('success', message);
      if (option.id === md.selectedId) md.show(null);
    } catch (error) {
      reportError(fb, error, '삭제하지 못했습니다.');
    }
  };
  const saved = (option: ItemOption) => {
    md.show(option.id);
    // An option moved to the other type is shown where it now lives.
    if (option.optionType !== optionType)
      setSearchParams(option.optionType === DEFAULT_OPTION_TYPE ? {} : { optionType: option.optionType });
  };

  return (
    <>
      <title>품목 옵션 | 인쇄 SCM</title>
      <PageHeader title="품목 옵션" pageType="list" help={(canWrite ? HELP_WRITE : HELP_READ).join('\n')} />
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} id="option-type-label">
          옵션 종류
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={optionType}
          aria-labelledby="option-type-label"
          onChange={(_, next: OptionType | null) => next && void chooseType(next)}
        >
          {OPTION_TYPES.map((t) => (
            <ToggleButton key={t} value={t} sx={{ px: 2 }}>
              {OPTION_TYPE_LABELS[t]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {OPTION_TYPE_LABELS[optionType]} 옵션 목록
            </Typography>
            <ItemOptionTable
              options={options}
              selectedId={selected?.id ?? null}
              loading={isPending}
              onSelect={(o) => void md.select(o.id)}
              onDelete={canWrite ? (o) => void deleteOption(o) : undefined}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ItemOptionForm
            key={`${optionType}-${md.detailKey}`}
            md={md}
            option={selected}
            optionType={optionType}
            onSaved={saved}
            onDelete={(o) => void deleteOption(o)}
          />
        </Grid>
      </Grid>
    </>
  );
}
