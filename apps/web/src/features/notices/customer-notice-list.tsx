import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { CustomerNotice } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNumber } from '../../shared/format';

export const customerNoticeColumns: readonly ColumnDef<CustomerNotice>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: 80, align: 'right', render: (n) => formatNumber(n.id) },
  { key: 'title', label: '제목', sortField: 'title', render: (n) => n.title },
  {
    key: 'startDate',
    label: '시작일',
    sortField: 'startDate',
    width: 130,
    align: 'center',
    render: (n) => n.startDate,
  },
  { key: 'endDate', label: '종료일', sortField: 'endDate', width: 130, align: 'center', render: (n) => n.endDate },
];

interface Props {
  rows: readonly CustomerNotice[];
  loading: boolean;
  onOpen: (notice: CustomerNotice) => void;
}

/** Phones: one line per notice with its period underneath, instead of a table that would scroll sideways. */
export function CustomerNoticePhoneList({ rows, loading, onOpen }: Props) {
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
        {loading ? '불러오는 중입니다…' : '데이터가 없습니다.'}
      </Typography>
    );
  }
  return (
    <List aria-label="공지사항 목록" disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
      {rows.map((n) => (
        <ListItemButton key={n.id} divider onClick={() => onOpen(n)} sx={{ px: 1 }}>
          <ListItemText
            primary={n.title}
            secondary={`${n.startDate} ~ ${n.endDate}`}
            slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
