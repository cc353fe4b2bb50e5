import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import type { ColumnDef } from './column-def';
import { ListCards, usePhoneCards } from './list-cards';
import { nextSort, parseSort } from './sort';

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const WRAPPING = { whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

interface Props<T> {
  columns: readonly ColumnDef<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string | number;
  /** 'field,asc' | 'field,desc' | '' */
  sort?: string;
  onSortChange?: (sort: string) => void;
  onRowClick?: (row: T) => void;
  loading?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  'aria-label'?: string;
}

export function ListTable<T>({
  columns,
  rows,
  getRowKey,
  sort = '',
  onSortChange,
  onRowClick,
  loading = false,
  minWidth = 640,
  'aria-label': ariaLabel,
}: Props<T>) {
  // The list's own element: a list inside a dialog switches layout with the width even while its dialog is open.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const phoneCards = usePhoneCards(columns, root);
  const current = parseSort(sort);
  const openOnKey = (e: KeyboardEvent, row: T) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onRowClick?.(row);
    }
  };

  if (phoneCards) {
    const cardProps = { columns, rows, getRowKey, sort, onSortChange, onRowClick, loading, 'aria-label': ariaLabel };
    return (
      <div ref={setRoot}>
        <ListCards {...cardProps} />
      </div>
    );
  }

  return (
    <TableContainer ref={setRoot} sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" sx={{ minWidth, tableLayout: 'fixed' }} aria-label={ariaLabel}>
        <TableHead>
          <TableRow>
            {columns.map((c) => {
              const active = c.sortField !== undefined && current?.field === c.sortField;
              return (
                <TableCell
                  key={c.key}
                  align={c.align}
                  sx={{ width: c.width, whiteSpace: 'nowrap' }}
                  sortDirection={active ? current.direction : false}
                >
                  {c.sortField !== undefined && onSortChange ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? current.direction : 'asc'}
                      onClick={() => onSortChange(nextSort(sort, c.sortField ?? ''))}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 6 }}>
                <Typography variant="body2" color="text.secondary">
                  {loading ? '불러오는 중입니다…' : '데이터가 없습니다.'}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow
                key={getRowKey(row)}
                hover={onRowClick !== undefined}
                tabIndex={onRowClick ? 0 : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={onRowClick ? (e) => openOnKey(e, row) : undefined}
                sx={onRowClick ? { cursor: 'pointer', '&:last-child td': { borderBottom: 0 } } : undefined}
              >
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align} sx={c.wrap ? WRAPPING : ONE_LINE}>
                    {c.render(row, index)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
