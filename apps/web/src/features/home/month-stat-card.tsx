import { Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { sameStretchLastMonth } from '@scm/contract';
import { Link } from 'react-router';
import { formatNumber, today } from '../../shared/format';
import { formatRate } from './dashboard-format';

interface Props {
  title: string;
  thisMonth: number | undefined;
  beforeMonth: number | undefined;
  compare: number | null | undefined;
  /** The list the card opens (spec 000 §2); none when the user may not read it. */
  to: string | null;
  /** Opens this month's records; absent when the user may not read them. */
  onDrill?: () => void;
}

/** '지난달 1~27일': the stretch of last month the count compares with (the 1st to the same day). */
export const lastMonthStretchLabel = (day: string) => {
  const { toDay } = sameStretchLastMonth(day);
  const last = new Date(`${toDay}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  return `지난달 1~${last.getUTCDate()}일`;
};

/** This month's count so far against the same stretch of last month (the 1st to the same day). */
export function MonthStatCard({ title, thisMonth, beforeMonth, compare, to, onDrill }: Props) {
  const body = (
    <CardContent>
      <Typography variant="subtitle2" color="text.secondary" component="h3">
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5 }} aria-label={`${title} 이번 달`}>
        {thisMonth === undefined ? '…' : `${formatNumber(thisMonth)}건`}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {lastMonthStretchLabel(today())} {beforeMonth === undefined ? '…' : `${formatNumber(beforeMonth)}건`}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600 }}
          color={compare == null || compare === 0 ? 'text.secondary' : compare > 0 ? 'success.main' : 'error.main'}
        >
          전월 같은 기간 대비 {formatRate(compare)}
        </Typography>
      </Stack>
    </CardContent>
  );
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ flex: 1 }}>
          {body}
        </CardActionArea>
      ) : (
        <Box sx={{ flex: 1 }}>{body}</Box>
      )}
      {onDrill && (
        <Box sx={{ px: 2, pb: 1.5 }}>
          <Button size="small" onClick={onDrill}>
            이번 달 내역
          </Button>
        </Box>
      )}
    </Card>
  );
}
