import { useParams } from 'react-router';
import { RecordPage, parseRecordId } from '../../shared/form-kit';
import { NOTICE_LIST_PATH, useNotice } from './api';
import { ActiveChip } from './notice-columns';
import { NoticeForm } from './notice-form';

/** READ (/:noticeId) and UPDATE (/:noticeId/edit) of one saved notice. */
function NoticeRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseRecordId(useParams().noticeId);
  return (
    <RecordPage
      area="PARTNER"
      mode={mode}
      title={mode === 'READ' ? '공지사항 상세' : '공지사항 수정'}
      id={id}
      query={useNotice(id)}
      listPath={NOTICE_LIST_PATH}
      notFoundText="공지사항을 불러올 수 없습니다."
      actions={mode === 'READ' ? (notice) => <ActiveChip active={notice.isActive} /> : undefined}
      maxWidth={960}
    >
      {(notice) => <NoticeForm mode={mode} notice={notice} />}
    </RecordPage>
  );
}

export const NoticeReadPage = () => <NoticeRecordPage mode="READ" />;
export const NoticeEditPage = () => <NoticeRecordPage mode="UPDATE" />;
