import { Paper } from '@mui/material';
import { NoticeCreateSchema, noticeMessages, type Notice, type NoticeInput, type NoticeValues } from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm, type FormMode } from '../../shared/form-kit';
import { today } from '../../shared/format';
import { useListNavigation } from '../../shared/list-kit';
import { NOTICE_LIST_PATH, useCreateNotice, useDeleteNotice, useUpdateNotice } from './api';
import { NoticeFields } from './notice-fields';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  notice?: Notice;
}

const newNotice = (): NoticeInput => ({ title: '', comment: '', startDate: today(), endDate: today(), isUsed: true });

export function NoticeForm({ mode, notice }: Props) {
  const fb = useFeedback();
  const nav = useListNavigation(NOTICE_LIST_PATH);
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const remove = useDeleteNotice();
  const form = useEntityForm<NoticeInput, NoticeValues>({
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: NoticeCreateSchema,
    defaultValues: notice
      ? {
          title: notice.title,
          comment: notice.comment,
          startDate: notice.startDate,
          endDate: notice.endDate,
          isUsed: notice.isUsed,
        }
      : newNotice(),
    mode,
  });

  const save = async (values: NoticeValues) => {
    if (notice) {
      const saved = await update.mutateAsync({ ...values, id: notice.id });
      fb.snackbar('success', noticeMessages.updated);
      nav.backToDetail(saved.id);
    } else {
      const saved = await create.mutateAsync(values);
      fb.snackbar('success', noticeMessages.created);
      nav.toDetail(saved.id, { replace: true });
    }
  };

  const deleteNotice = async () => {
    if (!notice) return;
    await remove.mutateAsync(notice.id);
    fb.snackbar('success', noticeMessages.deleted);
    nav.toList({ replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <EntityForm area="PARTNER" form={form} onSubmit={save} aria-label="공지사항 정보">
        <NoticeFields />
        <FormActions
          onDelete={notice ? deleteNotice : undefined}
          deleteConfirmText={noticeMessages.deleteConfirm}
          onEdit={notice ? () => nav.toEdit(notice.id) : undefined}
          onList={() => nav.toList()}
          onCancel={() => (notice ? nav.backToDetail(notice.id) : nav.toList())}
        />
      </EntityForm>
    </Paper>
  );
}
