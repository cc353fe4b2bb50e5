import { Button, Card, CardContent, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { KPI_INDICATOR_INFO, KpiSettingUpdateSchema, kpiMessages, monthLabel, type KpiSetting } from '@scm/contract';
import { useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { formatDateTime } from '../../shared/format';
import { useSaveKpiSetting } from './api';

type Errors = Partial<Record<'baseStartMonth' | 'baseEndMonth' | 'targetValue', string>>;

/** One indicator's base period and target, saved on its own. */
export function KpiSettingRow({ setting, defaultBase }: { setting: KpiSetting; defaultBase: string }) {
  const info = KPI_INDICATOR_INFO[setting.indicator];
  const feedback = useFeedback();
  const save = useSaveKpiSetting();
  const [start, setStart] = useState(setting.baseStartMonth ?? '');
  const [end, setEnd] = useState(setting.baseEndMonth ?? '');
  const [target, setTarget] = useState(setting.targetValue === null ? '' : String(setting.targetValue));
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const targetText = target.trim().replaceAll(',', '');
    if (targetText !== '' && !Number.isFinite(Number(targetText))) {
      setErrors({ targetValue: '숫자만 입력해주세요.' });
      return;
    }
    const parsed = KpiSettingUpdateSchema.safeParse({
      baseStartMonth: start || null,
      baseEndMonth: end || null,
      targetValue: targetText === '' ? null : Number(targetText),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    if (!(await feedback.confirm(kpiMessages.saveConfirm))) return;
    try {
      const { message } = await save.mutateAsync({ indicator: setting.indicator, values: parsed.data });
      feedback.snackbar('success', message);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors)
        setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v.defaultMessage])));
      else throw err;
    }
  };

  return (
    <Card component="section" aria-label={`${info.label} 설정`}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {info.label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {info.measure} {info.direction === 'lower' ? '낮을수록 좋은 지표입니다.' : '높을수록 좋은 지표입니다.'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="기준 기간 시작 월"
            type="month"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            error={!!errors.baseStartMonth}
            helperText={errors.baseStartMonth ?? (start ? undefined : `비우면 기본 (${defaultBase})`)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="기준 기간 종료 월"
            type="month"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            error={!!errors.baseEndMonth}
            helperText={errors.baseEndMonth}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="목표값"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            inputMode="decimal"
            error={!!errors.targetValue}
            helperText={errors.targetValue ?? '비우면 목표 달성률은 – 로 표시됩니다.'}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">{info.unit}</InputAdornment> } }}
          />
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending} sx={{ mt: { sm: 1 } }}>
            저장
          </Button>
        </Stack>
        {setting.updatedAt && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            마지막 저장: {formatDateTime(setting.updatedAt)} {setting.updatedByName ?? ''}
            {setting.baseStartMonth &&
              setting.baseEndMonth &&
              ` · 기준 ${monthLabel(setting.baseStartMonth)} ~ ${monthLabel(setting.baseEndMonth)}`}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
