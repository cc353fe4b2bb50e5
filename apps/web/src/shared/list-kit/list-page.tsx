import { Paper } from '@mui/material';
import type { MenuArea } from '@scm/contract';
import type { ReactNode } from 'react';
import { useCanWrite } from '../access';
import { PageHeader, type HelpText } from '../page-kit';
import type { ColumnDef } from './column-def';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import { NewButton } from './new-button';
import { Pager } from './pager';
import type { PagedList } from './use-paged-list';

interface Props<T> {
  /** The page heading (and the browser tab's title). */
  title: string;
  help?: HelpText;
  /** The page of records, from usePagedList: its sort and page live in the URL. */
  paged: PagedList<T>;
  /** Filters on the toolbar's left: search bar, date range, category… */
  filters: ReactNode;
  /** Shows '신규 등록' when given. */
  onNew?: () => void;
  /** More toolbar buttons, before '신규 등록' (e.g. bulk delete). */
  actions?: ReactNode;
  /** The menu area the list belongs to: without its write authority, '신규 등록' and `actions` are left out. */
  area?: MenuArea;
  tableLabel: string;
  columns: readonly ColumnDef<T>[];
  getRowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  minWidth?: number;
}

/** A paged list screen: header, toolbar, sortable table and pager — the shape every record list shares. */
export function ListPage<T>({
  title,
  help,
  paged,
  filters,
  onNew: onNewGiven,
  actions: actionsGiven,
  area,
  tableLabel,
  columns,
  getRowKey,
  onRowClick,
  minWidth,
}: Props<T>) {
  const { list, rows, pageable, isLoading } = paged;
  const canWrite = useCanWrite(area);
  const onNew = canWrite ? onNewGiven : undefined;
  const actions = canWrite ? actionsGiven : undefined;
  return (
    <>
      <title>{`${title} | 인쇄 SCM`}</title>
      <PageHeader title={title} pageType="list" help={help} canWrite={canWrite} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar
          actions={
            (actions || onNew) && (
              <>
                {actions}
                {onNew && <NewButton onClick={onNew} />}
              </>
            )
          }
        >
          {filters}
        </ListToolbar>
        <ListTable
          aria-label={tableLabel}
          columns={columns}
          rows={rows}
          getRowKey={getRowKey}
          sort={list.params.sort}
          onSortChange={list.setSort}
          onRowClick={onRowClick}
          loading={isLoading}
          minWidth={minWidth}
        />
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </>
  );
}
