import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { KPI_INDICATOR_INFO, type KpiBasis, type KpiIndicator } from '@scm/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMeasure, formatRate } from './dashboard-format';
import { KpiHelp } from './kpi-help';

interface Props {
  indicator: KpiIndicator;
  basis: KpiBasis | undefined;
  /** The card's headline (this month's value, or the defect amount and ratio …). */
  headline?: ReactNode;
  /** Whether the user may read the records and the list behind it (its menu area). */
  canOpen: boolean;
  onDrill: () => void;
}

function Rate({ label, value }: { label: string; value: number | null | undefined }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        aria-label={label}
        color={value == null || value === 0 ? 'text.primary' : value > 0 ? 'success.main' : 'error.main'}
        sx={{ fontWeight: 700 }}
      >
        {value === undefined ? '…' : formatRate(value)}
      </Typography>
    </Box>
  );
}

/** One indicator: this month's value, its improvement and target achievement rates, help, and its records. */
export function KpiCard({ indicator, basis, headline, canOpen, onDrill }: Props) {
  const info = KPI_INDICATOR_INFO[indicator];
  return (
    <Card component="section" aria-label={info.label} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {canOpen ? (
              <Box
                component={Link}
                to={info.listPath}
                sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
              >
                {info.label}
              </Box>
            ) : (
              info.label
            )}
          </Typography>
          <KpiHelp indicator={indicator} basis={basis} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 24 }}>
          {headline ?? `이번 달 ${formatMeasure(basis?.monthValue, info.unit, info.digits)}`}
        </Typography>
        <Stack direction="row" sx={{ mt: 1.5, gap: 3 }}>
          <Rate label="개선율" value={basis?.improvementRate} />
          <Rate label="목표 달성률" value={basis?.achievementRate} />
        </Stack>
      </CardContent>
      {canOpen && (
        <Box sx={{ px: 2, pb: 1.5 }}>
          <Button size="small" onClick={onDrill}>
            근거 자료 보기
          </Button>
        </Box>
      )}
    </Card>
  );
}
