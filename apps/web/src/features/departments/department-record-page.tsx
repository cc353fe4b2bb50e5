import { Alert, Button, Paper, Skeleton, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { PageHeader, pageTypeOf } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/list-kit';
import { DEPARTMENT_LIST_PATH, useDepartment } from './api';
import { DepartmentForm } from './department-form';

const parseId = (raw: string | undefined): number | null => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** READ (/:departmentId) and UPDATE (/:departmentId/edit) of one saved department. */
function DepartmentRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseId(useParams().departmentId);
  const { data, isPending, isError } = useDepartment(id);
  const nav = useListNavigation(DEPARTMENT_LIST_PATH);
  const title = mode === 'READ' ? '부서 상세' : '부서 수정';

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
        부서 정보를 불러올 수 없습니다. 삭제되었거나 잘못된 주소입니다.
      </Alert>
    );
  } else if (isPending) {
    body = (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="text" width={120} />
        </Stack>
      </Paper>
    );
  } else {
    // Keyed so switching record or mode starts from the saved values.
    body = <DepartmentForm key={`${mode}-${data.id}`} mode={mode} department={data} />;
  }

  return (
    <>
      <PageHeader title={title} pageType={pageTypeOf(mode)} />
      {body}
    </>
  );
}

export const DepartmentReadPage = () => <DepartmentRecordPage mode="READ" />;
export const DepartmentEditPage = () => <DepartmentRecordPage mode="UPDATE" />;
