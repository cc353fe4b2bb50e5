import { Paper, Stack, Typography } from '@mui/material';
import { usePhoneLayout } from '../../shared/use-phone';
import { API_NOTIFICATION, NOTIFICATION_SEARCH_FILTERS, type NotificationMessage, type UserType } from '@scm/contract';
import { PageHeader } from '../../shared/page-kit';
import { ListTable, ListToolbar, Pager, SearchBar, usePagedList } from '../../shared/list-kit';
import { NOTIFICATIONS_KEY, useUnreadNotificationCount } from './api';
import { notificationColumns } from './notification-columns';
import { NotificationPhoneList } from './notification-phone-list';

const HELP = [
  '나에게 온 알림 목록입니다. 새 알림은 실시간으로 도착하며 화면 위쪽 종 아이콘에 읽지 않은 알림 수가 표시됩니다.',
  '• 내용을 누르면 관련 문서로 이동하고, 읽지 않은 알림은 읽음으로 바뀝니다.',
  '• [번호]는 목록에서의 순서입니다.',
  '• [확인] 칸의 체크 상자로 읽음과 읽지 않음을 바꿀 수 있습니다.',
  '• 검색어를 입력하고 Enter 키나 [검색] 버튼을 누르면 내용으로 검색합니다.',
  '• 열 제목을 누르면 정렬이 바뀝니다.',
].join('\n');

interface Props {
  role: UserType;
}

/** /admin/notification and /my/notification: the signed-in user's messages, searchable by content. */
export function NotificationCentrePage({ role }: Props) {
  const { list, rows, pageable, isLoading } = usePagedList<NotificationMessage>(NOTIFICATIONS_KEY, API_NOTIFICATION);
  const unread = useUnreadNotificationCount();
  const phone = usePhoneLayout();

  return (
    <Stack>
      <title>알림 | 인쇄 SCM</title>
      <PageHeader
        title="알림"
        pageType="list"
        help={HELP}
        actions={
          unread.data !== undefined && (
            <Typography variant="body2" color="text.secondary">
              읽지 않은 알림 {unread.data}건
            </Typography>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar>
          <SearchBar list={list} filters={NOTIFICATION_SEARCH_FILTERS} placeholder="알림 내용으로 검색" />
        </ListToolbar>
        {phone ? (
          <NotificationPhoneList rows={rows} role={role} loading={isLoading} pageable={pageable} />
        ) : (
          <ListTable
            aria-label="알림 목록"
            columns={notificationColumns(role, pageable)}
            rows={rows}
            getRowKey={(m) => m.id}
            sort={list.params.sort}
            onSortChange={list.setSort}
            loading={isLoading}
            minWidth={720}
          />
        )}
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </Stack>
  );
}
