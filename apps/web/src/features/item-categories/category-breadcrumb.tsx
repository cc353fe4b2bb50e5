import { Breadcrumbs, Typography } from '@mui/material';
import type { ItemCategory } from '@scm/contract';

interface Props {
  path: readonly ItemCategory[];
  emptyText?: string;
  /** What the path is, for screen readers; the form's parent path is not the page's selection. */
  label?: string;
}

/** The selected path, e.g. 용지 › 아트지 › 150g. */
export function CategoryBreadcrumb({
  path,
  emptyText = '카테고리를 선택해주세요.',
  label = '선택한 카테고리 경로',
}: Props) {
  if (path.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  return (
    <Breadcrumbs separator="›" aria-label={label}>
      {path.map((c, i) => (
        <Typography
          key={c.id}
          variant="body2"
          color={i === path.length - 1 ? 'text.primary' : 'text.secondary'}
          sx={{ fontWeight: i === path.length - 1 ? 700 : 400 }}
        >
          {c.name}
        </Typography>
      ))}
    </Breadcrumbs>
  );
}
