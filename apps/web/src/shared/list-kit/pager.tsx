import { Pagination, Stack, Typography } from '@mui/material';
import type { Pageable } from '@scm/contract';
import { formatNumber } from '../format';

interface Props {
  /** null hides the pager (nothing loaded, or the read failed). */
  pageable: Pageable | null;
  /** Called with the 1-based page. */
  onPageChange: (page: number) => void;
}

export function Pager({ pageable, onPageChange }: Props) {
  if (!pageable || pageable.totalPages < 1) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        총 {formatNumber(pageable.totalElements)}건
      </Typography>
      <Pagination
        page={pageable.number + 1}
        count={pageable.totalPages}
        onChange={(_e, page) => onPageChange(page)}
        showFirstButton
        showLastButton
        siblingCount={1}
        boundaryCount={1}
        shape="rounded"
        color="primary"
        size="small"
        getItemAriaLabel={(type, page, selected) => {
          switch (type) {
            case 'first':
              return '첫 페이지';
            case 'last':
              return '마지막 페이지';
            case 'previous':
              return '이전 페이지';
            case 'next':
              return '다음 페이지';
            case 'page':
            case 'start-ellipsis':
            case 'end-ellipsis':
              return selected ? `${page ?? ''} 페이지 (현재)` : `${page ?? ''} 페이지로 이동`;
          }
        }}
      />
      <span />
    </Stack>
  );
}
