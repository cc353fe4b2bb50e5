import { Alert, Button, Paper, Skeleton, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { PageHeader, pageTypeOf } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/list-kit';
import { EMPLOYEE_LIST_PATH, useEmployee } from './api';
import { EmployeeForm } from './employee-form';

const parseId = (raw: string | undefined): number | null => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** READ (/:employeeId) and UPDATE (/:employeeId/edit) of one saved employee. */
function EmployeeRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseId(useParams().employeeId);
  const { data, isPending, isError } = useEmployee(id);
  const nav = useListNavigation(EMPLOYEE_LIST_PATH);
  const title = mode === 'READ' ? '직원 상세' : '직원 수정';

  let body;
  if (id === null || isError) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => nav.toList()}>
            목록
          </Button>
        }
      >
        직원 정보를 불러올 수 없습니다. 삭제되었거나 잘못된 주소입니다.
      </Alert>
    );
  } else if (isPending) {
    body = (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 860 }}>
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      </Paper>
    );
  } else {
    // Keyed so switching record or mode starts from the saved values.
    body = <EmployeeForm key={`${mode}-${data.id}`} mode={mode} employee={data} />;
  }

  return (
    <>
      <PageHeader title={title} pageType={pageTypeOf(mode)} />
      {body}
    </>
  );
}

export const EmployeeReadPage = () => <EmployeeRecordPage mode="READ" />;
export const EmployeeEditPage = () => <EmployeeRecordPage mode="UPDATE" />;
