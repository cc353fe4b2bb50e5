import { PageHeader } from '../../shared/page-kit';
import { EmployeeForm } from './employee-form';

export function EmployeeCreatePage() {
  return (
    <>
      <PageHeader title="직원 등록" pageType="create" />
      <EmployeeForm mode="CREATE" />
    </>
  );
}
