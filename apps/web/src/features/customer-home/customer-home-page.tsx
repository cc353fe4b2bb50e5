import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { OpenOrders } from '../customer-orders';
import { CUSTOMER_HOME_CARDS } from './customer-home-cards';

interface Props {
  name: string;
  /** Whether a screen is mounted; cards of screens not built yet stay hidden. */
  isAvailable: (path: string) => boolean;
}

/** /customer/main: a card per customer screen, then the customer's orders still on their way with their steps. */
export function CustomerHomePage({ name, isAvailable }: Props) {
  const cards = CUSTOMER_HOME_CARDS.filter((c) => isAvailable(c.path));
  return (
    <Stack spacing={3}>
      <title>홈 | 인쇄 SCM</title>
      <Stack spacing={0.5}>
        <Typography variant="h5" component="h1">
          {name}님, 반갑습니다
        </Typography>
        <Typography color="text.secondary">원하시는 메뉴를 선택해주세요.</Typography>
      </Stack>
      <Box
        component="ul"
        aria-label="고객 메뉴"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {cards.map(({ title, description, path, icon: Icon }) => (
          <li key={path}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={path} sx={{ height: '100%', p: 1 }}>
                <CardContent>
                  <Stack spacing={1.5}>
                    <Box
                      sx={{
                        width: 48,
                        height: 48,
                        borderRadius: '50%',
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                      }}
                    >
                      <Icon />
                    </Box>
                    <Typography variant="h6" component="h2">
                      {title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {description}
                    </Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
      {isAvailable('/co/printing_order') && <OpenOrders />}
    </Stack>
  );
}
