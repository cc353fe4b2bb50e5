import { Alert, Button, Paper, Skeleton, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { PageHeader, pageTypeOf } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/list-kit';
import { NOTICE_LIST_PATH, parseNoticeId, useNotice } from './api';
import { ActiveChip } from './notice-columns';
import { NoticeForm } from './notice-form';

/** READ (/:noticeId) and UPDATE (/:noticeId/edit) of one saved notice. */
function NoticeRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseNoticeId(useParams().noticeId);
  const { data, isPending, isError } = useNotice(id);
  const nav = useListNavigation(NOTICE_LIST_PATH);
  const title = mode === 'READ' ? '공지사항 상세' : '공지사항 수정';

  let body;
  if (id === null || isError) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => nav.toList()}>
            목록
          </Button>
        }
      >
        공지사항을 불러올 수 없습니다. 삭제되었거나 잘못된 주소입니다.
      </Alert>
    );
  } else if (isPending) {
    body = (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 960 }}>
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      </Paper>
    );
  } else {
    // Keyed so switching record or mode starts from the saved values.
    body = <NoticeForm key={`${mode}-${data.id}`} mode={mode} notice={data} />;
  }

  return (
    <>
      <title>{`${title} | 인쇄 SCM`}</title>
      <PageHeader
        title={title}
        pageType={pageTypeOf(mode)}
        actions={mode === 'READ' && data ? <ActiveChip active={data.isActive} /> : undefined}
      />
      {body}
    </>
  );
}

export const NoticeReadPage = () => <NoticeRecordPage mode="READ" />;
export const NoticeEditPage = () => <NoticeRecordPage mode="UPDATE" />;
