import { Paper, Stack, Typography } from '@mui/material';
import { shopNow } from '../../shared/format';

export interface EmployeeSummary {
  name: string;
  departmentName: string | null;
  position: string | null;
}

/** Who is signed in, and today's date. */
export function GreetingCard({ user }: { user: EmployeeSummary }) {
  const affiliation = [user.departmentName, user.position].filter(Boolean).join(' · ');
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 3 },
        color: 'primary.contrastText',
        borderColor: 'primary.dark',
        background: (t) => `linear-gradient(120deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
      }}
    >
      <Stack spacing={0.5}>
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          {shopNow().format('YYYY년 M월 D일 dddd')}
        </Typography>
        <Typography variant="h5" component="h1">
          안녕하세요, {user.name}님
        </Typography>
        <Typography sx={{ opacity: 0.9 }}>{affiliation || '소속 부서 미지정'}</Typography>
      </Stack>
    </Paper>
  );
}
