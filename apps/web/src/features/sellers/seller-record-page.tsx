import { Alert, Button, Paper, Skeleton, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { PageHeader, pageTypeOf } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/list-kit';
import { SELLER_LIST_PATH, useSeller } from './api';
import { SellerForm } from './seller-form';

const parseId = (raw: string | undefined): number | null => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** READ (/:sellerId) and UPDATE (/:sellerId/edit) of one saved seller. */
function SellerRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseId(useParams().sellerId);
  const { data, isPending, isError } = useSeller(id);
  const nav = useListNavigation(SELLER_LIST_PATH);

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
        매입처 정보를 불러올 수 없습니다. 삭제되었거나 잘못된 주소입니다.
      </Alert>
    );
  } else if (isPending) {
    body = (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 860 }}>
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      </Paper>
    );
  } else {
    // Keyed so switching record or mode starts from the saved values.
    body = <SellerForm key={`${mode}-${data.id}`} mode={mode} seller={data} />;
  }

  return (
    <>
      <PageHeader title={mode === 'READ' ? '매입처 상세' : '매입처 수정'} pageType={pageTypeOf(mode)} />
      {body}
    </>
  );
}

export const SellerReadPage = () => <SellerRecordPage mode="READ" />;
export const SellerEditPage = () => <SellerRecordPage mode="UPDATE" />;
