import { NoticeCreateSchema, noticeMessages, type Notice, type NoticeInput, type NoticeValues } from '@scm/contract';
import { RecordForm, useRecordForm, type FormMode } from '../../shared/form-kit';
import { today } from '../../shared/format';
import { NOTICE_LIST_PATH, useCreateNotice, useDeleteNotice, useUpdateNotice } from './api';
import { NoticeFields } from './notice-fields';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  notice?: Notice;
}

const newNotice = (): NoticeInput => ({ title: '', comment: '', startDate: today(), endDate: today(), isUsed: true });

const valuesOf = (n: Notice): NoticeInput => ({
  title: n.title,
  comment: n.comment,
  startDate: n.startDate,
  endDate: n.endDate,
  isUsed: n.isUsed,
});

export function NoticeForm({ mode, notice }: Props) {
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const remove = useDeleteNotice();
  const record = useRecordForm<NoticeInput, NoticeValues, Notice>({
    mode,
    record: notice,
    listPath: NOTICE_LIST_PATH,
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: NoticeCreateSchema,
    valuesOf,
    blank: newNotice,
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.id, message: noticeMessages.created };
    },
    update: async (values, n) => {
      const saved = await update.mutateAsync({ ...values, id: n.id });
      return { id: saved.id, message: noticeMessages.updated };
    },
    remove: async (n) => {
      await remove.mutateAsync(n.id);
      return noticeMessages.deleted;
    },
    confirm: {
      create: noticeMessages.createConfirm,
      update: noticeMessages.updateConfirm,
      delete: noticeMessages.deleteConfirm,
    },
  });
  return (
    <RecordForm record={record} area="PARTNER" aria-label="공지사항 정보" maxWidth={960}>
      <NoticeFields />
    </RecordForm>
  );
}
