import { Box, Stack, Typography } from '@mui/material';

const POINTS = [
  '주문 접수부터 작업지시, 출고까지 한 흐름으로',
  '재고·발주·검수와 입금 현황을 한눈에',
  '진행 상황을 실시간 알림으로 확인',
];

/** The wide-screen side panel: what the system is for. Hidden on small screens. */
export function LoginBrandPanel() {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        alignItems: 'center',
        justifyContent: 'center',
        p: 8,
        color: 'primary.contrastText',
        background: (t) => `linear-gradient(150deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
      }}
    >
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <Typography variant="overline" sx={{ letterSpacing: 3, opacity: 0.8 }}>
          PRINT SUPPLY CHAIN
        </Typography>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.35 }}>
          인쇄·쇼핑백 생산과
          <br />
          공급망 관리를 한곳에서
        </Typography>
        <Stack component="ul" spacing={1.2} sx={{ m: 0, pl: 2.5, opacity: 0.9 }}>
          {POINTS.map((p) => (
            <Typography component="li" key={p}>
              {p}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
