import { Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { formatNumber } from '../../shared/format';
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

/** This month's count against last month's. */
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
          지난달 {beforeMonth === undefined ? '…' : `${formatNumber(beforeMonth)}건`}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600 }}
          color={compare == null || compare === 0 ? 'text.secondary' : compare > 0 ? 'success.main' : 'error.main'}
        >
          전월 대비 {formatRate(compare)}
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
