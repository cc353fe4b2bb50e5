import { Button, Stack, Typography } from '@mui/material';
import { KPI_RATE_HELP, ROLE_ADMIN, addMonths, kpiMessages, monthLabel } from '@scm/contract';
import { Navigate } from 'react-router';
import { useAuthorities } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { PageHeader } from '../../shared/page-kit';
import { shopNow } from '../../shared/format';
import { useKpiSettings, useRecomputeKpi } from './api';
import { KpiSettingRow } from './kpi-setting-row';

const HELP = [
  '대시보드 핵심 지표의 기준 기간과 목표값을 정합니다. 관리자만 저장할 수 있습니다.',
  KPI_RATE_HELP.baseline,
  KPI_RATE_HELP.target,
  KPI_RATE_HELP.improvement,
  KPI_RATE_HELP.achievement,
  '지난 달 값은 한 번 계산해 저장해 둡니다. 지난 달 자료를 고쳤다면 "지난 달 값 다시 계산"을 눌러주세요.',
].join('\n');

/** /admin/main/kpi_setting: admins only (others are sent to the 403 page; the dashboard hides the button). */
export function KpiSettingsPage() {
  const authorities = useAuthorities();
  const admin = authorities.includes(ROLE_ADMIN);
  const { data = [] } = useKpiSettings();
  const recompute = useRecomputeKpi();
  const feedback = useFeedback();
  if (!admin) return <Navigate to="/error_403" replace />;
  const month = shopNow().format('YYYY-MM');
  const defaultBase = `${monthLabel(addMonths(month, -3))} ~ ${monthLabel(addMonths(month, -1))}`;
  const refresh = async () => {
    const { message } = await recompute.mutateAsync();
    feedback.snackbar('success', message || kpiMessages.refreshed);
  };
  return (
    <Stack spacing={2}>
      <title>KPI 설정 | 인쇄 SCM</title>
      <PageHeader
        title="KPI 설정"
        pageType="update"
        help={HELP}
        canWrite
        actions={
          <Button variant="outlined" onClick={() => void refresh()} disabled={recompute.isPending}>
            지난 달 값 다시 계산
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary">
        기준 기간을 비우면 지난 3개월({defaultBase})의 평균을 기준값으로 씁니다.
      </Typography>
      {data.map((s) => (
        <KpiSettingRow key={s.indicator} setting={s} defaultBase={defaultBase} />
      ))}
    </Stack>
  );
}
