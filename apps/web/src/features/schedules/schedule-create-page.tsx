import { PageHeader } from '../../shared/page-kit';
import { ScheduleForm } from './schedule-form';

export function ScheduleCreatePage() {
  return (
    <>
      <title>일정 등록 | 인쇄 SCM</title>
      <PageHeader title="일정 등록" pageType="create" />
      <ScheduleForm mode="CREATE" />
    </>
  );
}
