import { Alert } from '@mui/material';
import { FormSkeleton } from '../../shared/form-kit';

/** What a my page shows until its record is there: a skeleton while loading, a warning when it can't be read. */
export function RecordState({ failed }: { failed: boolean }) {
  if (failed) return <Alert severity="warning">내 정보를 불러올 수 없습니다. 잠시 후 다시 시도해주세요.</Alert>;
  return <FormSkeleton maxWidth={860} />;
}
