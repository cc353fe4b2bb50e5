import { PageHeader } from '../../shared/page-kit';
import { DepartmentForm } from './department-form';

export function DepartmentCreatePage() {
  return (
    <>
      <PageHeader title="부서 등록" pageType="create" />
      <DepartmentForm mode="CREATE" />
    </>
  );
}
