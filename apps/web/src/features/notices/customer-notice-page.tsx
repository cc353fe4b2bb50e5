import { Box, Button, Divider, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { parseRecordId } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { useListNavigation } from '../../shared/page-kit';
import { CUSTOMER_NOTICE_LIST_PATH, useCustomerNotice } from './api';

/** /bd/notice/:noticeId, read-only. A malformed id, or a notice no longer shown, goes back to the list. */
export function CustomerNoticePage() {
  const id = parseRecordId(useParams().noticeId);
  const { data, isError } = useCustomerNotice(id);
  const nav = useListNavigation(CUSTOMER_NOTICE_LIST_PATH);

  // The client has already alerted the 404 ('공지사항을 찾을 수 없습니다.').
  if (id === null || isError) return <Navigate to={`${CUSTOMER_NOTICE_LIST_PATH}${nav.listSearch}`} replace />;

  return (
    <>
      <title>{`${data?.title ?? '공지사항'} | 인쇄 SCM`}</title>
      <PageHeader
        title="공지사항"
        pageType="read"
        help="공지 내용을 확인하는 화면입니다. [목록]을 누르면 이전 검색 조건이 유지된 목록으로 돌아갑니다."
      />
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        {data ? (
          <>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {data.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              게시 기간 {data.startDate} ~ {data.endDate}
            </Typography>
            <Divider sx={{ my: 2 }} />
            <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minHeight: 120, lineHeight: 1.8 }}>
              {data.comment}
            </Box>
          </>
        ) : (
          <Stack spacing={1.5} aria-label="불러오는 중">
            <Skeleton variant="text" width="60%" height={32} />
            <Skeleton variant="text" width={200} />
            <Skeleton variant="rounded" height={140} />
          </Stack>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button variant="outlined" color="inherit" onClick={() => nav.toList()}>
            목록
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
