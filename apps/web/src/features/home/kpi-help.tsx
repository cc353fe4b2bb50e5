import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { Box, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { KPI_INDICATOR_INFO, KPI_RATE_HELP, monthLabel, type KpiBasis, type KpiIndicator } from '@scm/contract';
import { useId, useState } from 'react';
import { formatMeasure } from './dashboard-format';

/** What the card's numbers are: the indicator's measure, the three values and the two formulas. */
export function KpiHelp({ indicator, basis }: { indicator: KpiIndicator; basis: KpiBasis | undefined }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
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
    <>
      <Tooltip title={`${info.label} 도움말`}>
        <IconButton
          size="small"
          aria-label={`${info.label} 도움말`}
          aria-describedby={anchor ? id : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <HelpOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 'min(440px, calc(100vw - 32px))' } } }}
      >
        <Typography variant="subtitle2" gutterBottom>
          {info.label}
        </Typography>
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
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
          {lines.join('\n')}
        </Typography>
      </Popover>
    </>
  );
}
