import { Paper, Skeleton, Stack } from '@mui/material';

/** A form's placeholder while its record loads. */
export function FormSkeleton({ maxWidth }: { maxWidth: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth }}>
      <Stack spacing={2}>
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    </Paper>
  );
}
