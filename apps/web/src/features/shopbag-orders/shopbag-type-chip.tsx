import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { completePercent, isShopbagType, shopbagTypeLabel } from '@scm/contract';

/** The type chip: 4컷 / 8컷 / 12컷, or '유형 오류' in red for a value outside the vocabulary. */
export const ShopbagTypeChip = ({ type }: { type: string }) => (
  <Chip
    size="small"
    label={shopbagTypeLabel(type)}
    color={isShopbagType(type) ? 'primary' : 'error'}
    variant={isShopbagType(type) ? 'outlined' : 'filled'}
  />
);

/** The design progress: designed slots over the cut count, the percent rounded up. */
export function DesignProgress({ done, type, dense }: { done: number; type: string; dense?: boolean }) {
  const percent = completePercent(done, type);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: dense ? 96 : 200 }}>
      <Box sx={{ flex: 1 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="디자인 진행률"
          sx={{ height: dense ? 6 : 10, borderRadius: 5 }}
        />
      </Box>
      <Typography variant={dense ? 'caption' : 'body2'} sx={{ fontWeight: 700, minWidth: 36, textAlign: 'right' }}>
        {`${percent}%`}
      </Typography>
    </Stack>
  );
}
