import { Pagination, Stack, Typography } from '@mui/material';
import type { Pageable } from '@scm/contract';
import { formatNumber } from '../format';

interface Props {
  /** null hides the pager (nothing loaded, or the read failed). */
  pageable: Pageable | null;
  /** Called with the 1-based page. */
  onPageChange: (page: number) => void;
}

/** "총 N건" when counted; "약 N건" when the server gave its estimate for a very long list. */
export const totalLabel = ({ totalElements, totalExact }: Pageable) =>
  `${totalExact ? '총' : '약'} ${formatNumber(totalElements)}건`;

export function Pager({ pageable, onPageChange }: Props) {
  if (!pageable || pageable.totalPages < 1) return null;
  // An estimated total has no certain last page: offer the pages around this one, not a "last" that may be wrong.
  const exact = pageable.totalExact;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}
    >
      <Typography
        variant="body2"
        color="text.secondary"
        title={exact ? undefined : '건수가 많아 데이터베이스의 추정치를 보여줍니다.'}
      >
        {totalLabel(pageable)}
      </Typography>
      <Pagination
        page={pageable.number + 1}
        count={pageable.totalPages}
        onChange={(_e, page) => onPageChange(page)}
        showFirstButton
        showLastButton={exact}
        siblingCount={1}
        boundaryCount={exact ? 1 : 0}
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
