import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { KPI_INDICATOR_INFO, ROLE_ADMIN, canAccessArea, type KpiIndicator, type MenuArea } from '@scm/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuthorities } from '../../shared/access';
import { useLiveRefresh } from '../../shared/use-live-refresh';
import { formatNumber, shopNow } from '../../shared/format';
import {
  useDefectPercent,
  useDeliveryYield,
  useInventoryCost,
  useMonthlyDelivery,
  DASHBOARD_REFRESH_MS,
  DASHBOARD_STATISTICS_KEY,
  useMonthlyOrder,
  useProductionPerHour,
} from './api';
import { formatMeasure } from './dashboard-format';
import { DailyViewCard } from './daily-view-card';
import type { DrillKind } from './drill-columns';
import { DrillDialog } from './drill-dialog';
import { KpiCard } from './kpi-card';
import { MonthStatCard } from './month-stat-card';
import { RecentOrdersCard } from './recent-orders-card';
import { ReceivablesCard } from './receivables-card';

const KPI_AREA: Record<KpiIndicator, MenuArea> = {
  PRODUCTION_PER_HOUR: 'WORK',
  DEFECT_RATE: 'WORK',
  INVENTORY_COST: 'PROCESS',
  DELIVERY_LEAD_TIME: 'WORK',
};

const grid = (columns: Record<string, string>) => ({ display: 'grid', gap: 2, gridTemplateColumns: columns });

/** /admin/main: the seven statistics of spec 000 §2, their records, and the day's picture. */
export function AdminHomePage() {
  const authorities = useAuthorities();
  const can = (area: MenuArea) => canAccessArea(authorities, area);
  const [drill, setDrill] = useState<DrillKind | null>(null);
  // Every 3 s while the tab is visible (spec 002 §4); a hidden tab asks nothing, and reads at once when shown again.
  useLiveRefresh(DASHBOARD_STATISTICS_KEY, DASHBOARD_REFRESH_MS);
  // Every statistic starts here at once: one round of parallel calls.
  const order = useMonthlyOrder().data;
  const delivery = useMonthlyDelivery().data;
  const production = useProductionPerHour().data;
  const defect = useDefectPercent().data;
  const inventory = useInventoryCost().data;
  const lead = useDeliveryYield().data;
  const kpi = (indicator: KpiIndicator) => ({
    indicator,
    canOpen: can(KPI_AREA[indicator]),
    onDrill: () => setDrill(KPI_INDICATOR_INFO[indicator].drill),
  });
  return (
    <Stack spacing={2}>
      <title>메인 | 인쇄 SCM</title>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            대시보드
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {shopNow().format('YYYY년 M월 D일 dddd')} · 이번 달 1일부터 지금까지
          </Typography>
        </Box>
        {authorities.includes(ROLE_ADMIN) && (
          <Button component={Link} to="/admin/main/kpi_setting" startIcon={<SettingsOutlined />} variant="outlined">
            KPI 설정
          </Button>
        )}
      </Stack>

      <Box sx={grid({ xs: '1fr', sm: '1fr 1fr' })}>
        <MonthStatCard
          title="이번 달 주문"
          thisMonth={order?.thisMonthOrder}
          beforeMonth={order?.beforeMonthOrder}
          compare={order?.compareToPreviousMonth}
          to={can('ORDER') ? '/admin/od/order' : null}
          onDrill={can('ORDER') ? () => setDrill('order') : undefined}
        />
        <MonthStatCard
          title="이번 달 배송 완료"
          thisMonth={delivery?.thisMonthCompleteDelivery}
          beforeMonth={delivery?.beforeMonthCompleteDelivery}
          compare={delivery?.compareToPreviousMonth}
          to={can('WORK') ? '/admin/wk/delivery_complete_history' : null}
          onDrill={can('WORK') ? () => setDrill('delivery') : undefined}
        />
      </Box>
      {can('ORDER') && <ReceivablesCard />}

      <Box component="section" aria-label="핵심 지표" sx={grid({ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' })}>
        <KpiCard {...kpi('PRODUCTION_PER_HOUR')} basis={production} />
        <KpiCard
          {...kpi('DEFECT_RATE')}
          basis={defect}
          headline={
            defect &&
            `이번 달 불량 ${formatNumber(defect.defectAmount)}개 · 불량률 ${formatMeasure(defect.defectRatio, '%')}`
          }
        />
        <KpiCard
          {...kpi('INVENTORY_COST')}
          basis={inventory}
          headline={inventory && `총 재고 금액 ${formatMeasure(inventory.totalInventoryCost, '원', 0)}`}
        />
        <KpiCard {...kpi('DELIVERY_LEAD_TIME')} basis={lead} />
      </Box>

      <Box sx={grid({ xs: '1fr', xl: '3fr 2fr' })}>
        {can('ORDER') ? <RecentOrdersCard /> : <Box />}
        <DailyViewCard />
      </Box>
      <DrillDialog kind={drill} onClose={() => setDrill(null)} />
    </Stack>
  );
}
