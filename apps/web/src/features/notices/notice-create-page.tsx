import { PageHeader } from '../../shared/page-kit';
import { NoticeForm } from './notice-form';

export function NoticeCreatePage() {
  return (
    <>
      <title>공지사항 등록 | 인쇄 SCM</title>
      <PageHeader title="공지사항 등록" pageType="create" />
      <NoticeForm mode="CREATE" />
    </>
  );
}
