import { Box, DialogContent, Stack, Typography } from '@mui/material';
import type { Page, SearchFilterOptions } from '@scm/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { ColumnDef } from './column-def';
import { ListTable } from './list-table';
import { Pager } from './pager';
import { SearchBar } from './search-bar';
import { useLocalListQuery } from './use-local-list-query';
import { DialogFrame } from '../dialog-frame';

export interface SelectModalProps<T> {
  open: boolean;
  /** e.g. '매입처 선택' */
  title: string;
  /** The paged list under /api/admin/modal_select. */
  path: string;
  filters: SearchFilterOptions;
  columns: readonly ColumnDef<T>[];
  getRowKey: (row: T) => number;
  /** Called with the chosen row; the modal then closes. */
  onSelect: (row: T) => void;
  onClose: () => void;
  /** Rows per page; the server accepts up to 9999. */
  pageSize?: number;
  /** Table width below which it scrolls sideways. */
  minWidth?: number;
}

/** A picker: search + paged, sortable table; a row click (or Enter) chooses it. */
export function SelectModal<T>(props: SelectModalProps<T>) {
  return (
    <DialogFrame title={props.title} open={props.open} onClose={props.onClose} maxWidth="md" closeButton>
      <DialogContent dividers>
        {/* Mounted only while open, so each opening starts from the first page without a search. */}
        {props.open && <SelectModalList {...props} />}
      </DialogContent>
    </DialogFrame>
  );
}

function SelectModalList<T>({
  path,
  filters,
  columns,
  getRowKey,
  onSelect,
  onClose,
  title,
  pageSize = 10,
  minWidth = 560,
}: SelectModalProps<T>) {
  const list = useLocalListQuery(pageSize);
  const result = useQuery({
    queryKey: ['modal-select', path, list.apiQuery],
    queryFn: () => api.get<Page<T>>(path, list.apiQuery),
    placeholderData: keepPreviousData,
  });
  const page = result.data;
  const choose = (row: T) => {
    onSelect(row);
    onClose();
  };
  return (
    <Stack spacing={2}>
      {/* A row box: the search bar grows along a row, never down a column. */}
      <Box sx={{ display: 'flex' }}>
        <SearchBar list={list} filters={filters} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        목록에서 행을 누르면 선택됩니다.
      </Typography>
      <ListTable
        aria-label={`${title} 목록`}
        columns={columns}
        rows={page?.content ?? []}
        getRowKey={getRowKey}
        sort={list.params.sort}
        onSortChange={list.setSort}
        onRowClick={choose}
        loading={result.isLoading}
        minWidth={minWidth}
      />
      <Pager pageable={page && page.pageable.totalPages > 0 ? page.pageable : null} onPageChange={list.setPage} />
    </Stack>
  );
}
