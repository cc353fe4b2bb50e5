import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { RowDrafts } from './row-form';

export interface Cell {
  label: string;
  node: ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Desktop column width hint. */
  width?: number | string;
  /** Keep on one line in the table (names, times). */
  nowrap?: boolean;
}

/** The rows of an equipment screen: a table on a desk, a stack of cards on a phone (below 600 px). */
export function RowsFrame({
  phone,
  labels,
  label,
  children,
}: {
  phone: boolean;
  /** The table's headers: a label, or a label with its column's alignment (numbers and row actions on the right). */
  labels: readonly HeaderLabel[];
  label: string;
  children: ReactNode;
}) {
  return <RowDrafts>{rowsLayout(phone, labels, label, children)}</RowDrafts>;
}

export type HeaderLabel = Cell['label'] | Pick<Cell, 'label' | 'align'>;

function rowsLayout(phone: boolean, labels: readonly HeaderLabel[], label: string, children: ReactNode) {
  if (phone)
    return (
      <Stack spacing={1.5} aria-label={label} role="list">
        {children}
      </Stack>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {labels.map((l) => {
              const { label: text, align } = typeof l === 'string' ? { label: l, align: undefined } : l;
              return (
                <TableCell key={text} align={align} sx={{ whiteSpace: 'nowrap', fontWeight: 700, px: 1 }}>
                  {text}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** One record: its cells in a table row, or as label–value lines of a card. */
export function RowFrame({ phone, cells, title }: { phone: boolean; cells: readonly Cell[]; title: string }) {
  if (phone)
    return (
      <Paper variant="outlined" role="listitem" aria-label={title} sx={{ p: 1.5 }}>
        <Stack spacing={1}>
          {cells.map((c) => (
            <Stack key={c.label} direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 'none', minWidth: 72 }}>
                {c.label}
              </Typography>
              <Box sx={{ flex: 1, display: 'flex', justifyContent: 'flex-end', minWidth: 0 }}>{c.node}</Box>
            </Stack>
          ))}
        </Stack>
      </Paper>
    );
  return (
    <TableRow aria-label={title}>
      {cells.map((c) => (
        <TableCell
          key={c.label}
          align={c.align}
          sx={{ width: c.width, px: 1, whiteSpace: c.nowrap ? 'nowrap' : undefined }}
        >
          {c.node}
        </TableCell>
      ))}
    </TableRow>
  );
}
