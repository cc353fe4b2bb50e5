import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { API_RECEIVABLES_SUMMARY, type ReceivableSummary } from '@scm/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../shared/api/client';
import { formatNumber } from '../../shared/format';

const won = (n: number | undefined) => (n === undefined ? '…' : `${formatNumber(n)}원`);

/** This month's 매출 and 입금 and today's 미수 total; opens 미수금 filtered to buyers owing. ORDER read only. */
export function ReceivablesCard() {
  const { data } = useQuery({
    queryKey: ['receivables', 'summary'],
    queryFn: () => api.get<ReceivableSummary>(API_RECEIVABLES_SUMMARY),
  });
  return (
    <Card component="section" aria-label="이번 달 매출·입금·미수">
      <CardActionArea component={Link} to="/admin/od/receivables?outstandingOnly=true">
        <CardContent>
          <Typography variant="subtitle2" color="text.secondary" component="h3">
            이번 달 매출 · 입금 · 미수
          </Typography>
          <Stack direction="row" sx={{ gap: { xs: 2, sm: 4 }, flexWrap: 'wrap', mt: 0.5 }}>
            <Typography component="p">
              매출 <b>{won(data?.sales)}</b>
            </Typography>
            <Typography component="p">
              입금 <b>{won(data?.receipts)}</b>
            </Typography>
            <Typography component="p" color="error">
              미수 <b>{won(data?.outstanding)}</b>
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
