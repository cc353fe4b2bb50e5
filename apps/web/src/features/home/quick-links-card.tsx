import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { QuickLink } from './quick-link';

/** Tiles for the screens that exist; the list grows as screens are added. */
export function QuickLinksCard({ links }: { links: readonly QuickLink[] }) {
  return (
    <Card component="section" aria-labelledby="quick-links-title" sx={{ height: '100%' }}>
      <CardHeader
        title={
          <Typography id="quick-links-title" variant="h6" component="h2">
            바로가기
          </Typography>
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
          }}
        >
          {links.map(({ label, path, caption, icon: Icon }) => (
            <li key={path}>
              <Box
                component={Link}
                to={path}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  color: 'text.primary',
                  textDecoration: 'none',
                  transition: 'background-color .15s, border-color .15s',
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover', borderColor: 'primary.light' },
                }}
              >
                {Icon && <Icon color="primary" />}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                  {caption && (
                    <Typography variant="caption" color="text.secondary">
                      {caption}
                    </Typography>
                  )}
                </Box>
                <ChevronRight color="action" />
              </Box>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
