import { Box, Typography } from '@mui/material';
import { KPI_INDICATOR_INFO, KPI_RATE_HELP, monthLabel, type KpiBasis, type KpiIndicator } from '@scm/contract';
import { HelpButton, HelpLines } from '../../shared/page-kit';
import { formatMeasure } from './dashboard-format';

/** What the card's numbers are: the indicator's measure, the three values and the two formulas. */
export function KpiHelp({ indicator, basis }: { indicator: KpiIndicator; basis: KpiBasis | undefined }) {
  const info = KPI_INDICATOR_INFO[indicator];
  const measure = (v: number | null | undefined) => formatMeasure(v, info.unit, info.digits);
  const lines = [
    info.measure,
    '',
    KPI_RATE_HELP.baseline,
    KPI_RATE_HELP.month,
    KPI_RATE_HELP.target,
    '',
    info.direction === 'lower' ? KPI_RATE_HELP.improvementLower : KPI_RATE_HELP.improvement,
    KPI_RATE_HELP.achievement,
    KPI_RATE_HELP.missing,
    ...(indicator === 'DEFECT_RATE' ? [KPI_RATE_HELP.defectInfinite] : []),
  ];
  return (
    <HelpButton title={info.label}>
      {basis && (
        <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            기준값
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {measure(basis.baseValue)} ({monthLabel(basis.baseFrom)} ~ {monthLabel(basis.baseTo)} 평균)
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            이번 달
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {measure(basis.monthValue)} ({monthLabel(basis.month)})
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            목표값
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {basis.targetValue === null ? '미설정' : measure(basis.targetValue)}
          </Typography>
        </Box>
      )}
      <HelpLines>{lines.join('\n')}</HelpLines>
    </HelpButton>
  );
}
