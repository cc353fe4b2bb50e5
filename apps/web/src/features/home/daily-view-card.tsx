import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { canAccessArea, type MenuArea } from '@scm/contract';
import { Link } from 'react-router';
import { useAuthorities } from '../../shared/access';
import { formatDate, formatNumber } from '../../shared/format';
import { useDailyView } from './api';

interface Entry {
  label: string;
  count: number | undefined;
  to: string;
  area: MenuArea;
  detail?: string;
}

/** The day's operational picture, each line linking to its list (when the user may read it). */
export function DailyViewCard() {
  const authorities = useAuthorities();
  const { data } = useDailyView();
  const teams = data?.jobsPerTeam ?? [];
  const entries: Entry[] = [
    { label: '접수 대기 주문', count: data?.receiptOrders, to: '/admin/wk/work_order', area: 'WORK' },
    // With no team holding a job, one line says so (0건) instead of none.
    ...(teams.length === 0
      ? [
          {
            label: '팀별 작업중',
            count: data ? 0 : undefined,
            to: '/admin/wk/work_order?tab=department&mine=false',
            area: 'WORK' as const,
          },
        ]
      : []),
    ...teams.map((t) => ({
      label: `${t.departmentName} 작업중`,
      count: t.count,
      to: `/admin/wk/work_order?tab=department&mine=false&departmentId=${t.departmentId}`,
      area: 'WORK' as const,
    })),
    { label: '배송 준비', count: data?.readyDeliveries, to: '/admin/wk/delivery?status=READY', area: 'WORK' },
    {
      label: '입고 대기 발주',
      count: data?.openPurchaseOrders,
      to: '/admin/wk/purchase_order?status=ORDERED',
      area: 'WORK',
    },
    {
      label: '최소 재고 미달 품목',
      count: data?.belowMinimum.count,
      to: '/admin/pr/stock',
      area: 'PROCESS',
      detail: data?.belowMinimum.items
        .map((i) => `${i.itemName} ${formatNumber(i.amount)}/${formatNumber(i.minimumStock)}${i.itemUnit}`)
        .join(', '),
    },
    {
      label: '오늘 일정',
      count: data?.schedules.count,
      to: '/admin/cm/schedule',
      area: 'COMMON',
      detail: data?.schedules.items.map((s) => s.name).join(', '),
    },
  ];
  return (
    <Card component="section" aria-labelledby="daily-view-title" sx={{ height: '100%' }}>
      <CardHeader
        title={
          <Typography id="daily-view-title" variant="h6" component="h2">
            오늘의 현황
          </Typography>
        }
        subheader={data ? formatDate(data.today) : undefined}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ pt: 1 }}>
        <List dense disablePadding>
          {entries.map((e) => {
            const open = canAccessArea(authorities, e.area);
            const text = <ListItemText primary={e.label} secondary={e.detail || undefined} />;
            const count = (
              <Chip
                label={e.count === undefined ? '…' : `${formatNumber(e.count)}건`}
                size="small"
                color={e.count ? 'primary' : 'default'}
                variant={e.count ? 'filled' : 'outlined'}
                sx={{ ml: 1, fontWeight: 600 }}
              />
            );
            return open ? (
              <ListItemButton key={e.label} component={Link} to={e.to}>
                {text}
                {count}
                <ChevronRight color="action" />
              </ListItemButton>
            ) : (
              <Box key={e.label} sx={{ display: 'flex', alignItems: 'center', px: 2, py: 0.5 }}>
                {text}
                {count}
              </Box>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
