import { Alert, Box, Button } from '@mui/material';
import type { MenuArea } from '@scm/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCanWrite, WriteAccessProvider } from '../access';
import { PageHeader, useListNavigation, type HelpText } from '../page-kit';
import { FormSkeleton } from './form-skeleton';
import { pageTypeOf } from './form-mode';

export { parseRecordId } from './record-id';

interface Props<T> {
  mode: 'READ' | 'UPDATE';
  title: string;
  /** The parsed id (null when the address is not a valid id). */
  id: number | null;
  /** The detail query of the record. */
  query: { data: T | undefined; isPending: boolean; isError: boolean };
  listPath: string;
  /** e.g. '부서 정보를 불러올 수 없습니다.' — the kit adds why. */
  notFoundText: string;
  help?: HelpText;
  /** Header actions, given the loaded record (e.g. a status chip). */
  actions?: (record: T) => ReactNode;
  maxWidth?: number;
  /** Keeps the header as wide as the form (maxWidth), so its actions sit above the form rather than at the far edge. */
  narrowHeader?: boolean;
  /**
   * The menu area of the record: without its write authority the page is READ only — its form offers no 수정 or
   * 삭제, and the edit address shows the record instead.
   */
  area?: MenuArea;
  /** The form for the loaded record; keyed by the kit so switching record or mode starts from the saved values. */
  children: (record: T) => ReactNode;
}

/**
 * READ and UPDATE pages of one saved record: header, a skeleton while loading, a notice with a 목록 button
 * when the record is gone or the address is wrong, and the form once it is there.
 */
export function RecordPage<T extends { id: number }>(props: Props<T>) {
  const {
    mode,
    title,
    id,
    query,
    listPath,
    notFoundText,
    help,
    actions,
    maxWidth = 760,
    narrowHeader,
    area,
    children,
  } = props;
  const nav = useListNavigation(listPath);
  const canWrite = useCanWrite(area);
  if (!canWrite && mode === 'UPDATE' && id !== null) {
    return <Navigate to={`${listPath}/${id}`} state={{ listSearch: nav.listSearch }} replace />;
  }
  let body: ReactNode;
  if (id === null || query.isError) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => nav.toList()}>
            목록
          </Button>
        }
      >
        {notFoundText} 삭제되었거나 잘못된 주소입니다.
      </Alert>
    );
  } else if (query.isPending || !query.data) {
    body = <FormSkeleton maxWidth={maxWidth} />;
  } else {
    body = <div key={`${mode}-${query.data.id}`}>{children(query.data)}</div>;
  }
  const header = (
    <PageHeader
      title={title}
      pageType={pageTypeOf(mode)}
      help={help}
      actions={query.data && actions ? actions(query.data) : undefined}
    />
  );
  // Header actions and the form read the decision with useWriteAccess (e.g. 입고 처리, 수정, 삭제).
  return (
    <WriteAccessProvider value={canWrite}>
      <title>{`${title} | 인쇄 SCM`}</title>
      {narrowHeader ? <Box sx={{ maxWidth }}>{header}</Box> : header}
      {body}
    </WriteAccessProvider>
  );
}
