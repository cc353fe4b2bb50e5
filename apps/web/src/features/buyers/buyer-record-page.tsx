import { Alert, Box, Button, Paper, Skeleton, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { PageHeader, pageTypeOf } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/list-kit';
import { BUYER_LIST_PATH, useBuyer } from './api';
import { BuyerForm } from './buyer-form';
import { CustomerPasswordResetButton } from './customer-password-reset';

const parseId = (raw: string | undefined): number | null => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** READ (/:buyerId) and UPDATE (/:buyerId/edit) of one client company. */
function BuyerRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseId(useParams().buyerId);
  const { data, isPending, isError } = useBuyer(id);
  const nav = useListNavigation(BUYER_LIST_PATH);

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
        고객사 정보를 불러올 수 없습니다. 삭제되었거나 잘못된 주소입니다.
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
    body = <BuyerForm key={`${mode}-${data.id}`} mode={mode} buyer={data} />;
  }

  return (
    <>
      {/* As wide as the form, so the reset action sits above it rather than at the far edge. */}
      <Box sx={{ maxWidth: 860 }}>
        <PageHeader
          title={mode === 'READ' ? '고객사 상세' : '고객사 수정'}
          pageType={pageTypeOf(mode)}
          actions={mode === 'READ' && data ? <CustomerPasswordResetButton buyer={data} /> : undefined}
        />
      </Box>
      {body}
    </>
  );
}

export const BuyerReadPage = () => <BuyerRecordPage mode="READ" />;
export const BuyerEditPage = () => <BuyerRecordPage mode="UPDATE" />;
