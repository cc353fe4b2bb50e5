import { Box, Typography } from '@mui/material';

interface Props {
  /** 0–1: how much of the ring is filled. */
  share: number;
  color: string;
  /** The big text in the middle. */
  value: string;
  /** The small text under it (unit, max). */
  caption?: string;
  /** What the gauge measures, for screen readers and tests. */
  label: string;
  size?: number;
}

const SWEEP = 270;

/** An arc from 7:30 round to 4:30 o'clock (270°), drawn in SVG: no chart library for a ring. */
export function CircularGauge({ share, color, value, caption, label, size = 148 }: Props) {
  const stroke = size * 0.09;
  const r = (size - stroke) / 2;
  const c = size / 2;
  const length = (2 * Math.PI * r * SWEEP) / 360;
  const filled = length * Math.min(1, Math.max(0, share));
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
      aria-valuetext={`${value}${caption ? ` ${caption}` : ''}`}
      sx={{ position: 'relative', width: size, height: size, flex: 'none' }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden>
        <g transform={`rotate(135 ${c} ${c})`}>
          <circle
            cx={c}
            cy={c}
            r={r}
            fill="none"
            stroke="#e0e0e0"
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={`${length} 9999`}
          />
          <circle
            cx={c}
            cy={c}
            r={r}
            fill="none"
            stroke={color}
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={`${filled} 9999`}
            // A round cap would draw a dot for nothing.
            strokeOpacity={filled > 0 ? 1 : 0}
            style={{ transition: 'stroke-dasharray 0.6s ease' }}
          />
        </g>
      </svg>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography sx={{ fontWeight: 700, fontSize: size * 0.16, lineHeight: 1.1 }} data-testid="gauge-value">
          {value}
        </Typography>
        {caption && (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
