import { useParams } from 'react-router';
import { RecordPage, parseRecordId } from '../../shared/form-kit';
import { DEPARTMENT_LIST_PATH, useDepartment } from './api';
import { DepartmentForm } from './department-form';

/** READ (/:departmentId) and UPDATE (/:departmentId/edit) of one saved department. */
function DepartmentRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseRecordId(useParams().departmentId);
  return (
    <RecordPage
      area="COMMON"
      mode={mode}
      title={mode === 'READ' ? '부서 상세' : '부서 수정'}
      id={id}
      query={useDepartment(id)}
      listPath={DEPARTMENT_LIST_PATH}
      notFoundText="부서 정보를 불러올 수 없습니다."
    >
      {(department) => <DepartmentForm mode={mode} department={department} />}
    </RecordPage>
  );
}

export const DepartmentReadPage = () => <DepartmentRecordPage mode="READ" />;
export const DepartmentEditPage = () => <DepartmentRecordPage mode="UPDATE" />;
