import { useParams } from 'react-router';
import { RecordPage, parseRecordId } from '../../shared/form-kit';
import { EMPLOYEE_LIST_PATH, useEmployee } from './api';
import { EmployeeForm } from './employee-form';

/** READ (/:employeeId) and UPDATE (/:employeeId/edit) of one saved employee. */
function EmployeeRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseRecordId(useParams().employeeId);
  return (
    <RecordPage
      area="COMMON"
      mode={mode}
      title={mode === 'READ' ? '직원 상세' : '직원 수정'}
      id={id}
      query={useEmployee(id)}
      listPath={EMPLOYEE_LIST_PATH}
      notFoundText="직원 정보를 불러올 수 없습니다."
      maxWidth={860}
    >
      {(employee) => <EmployeeForm mode={mode} employee={employee} />}
    </RecordPage>
  );
}

export const EmployeeReadPage = () => <EmployeeRecordPage mode="READ" />;
export const EmployeeEditPage = () => <EmployeeRecordPage mode="UPDATE" />;
