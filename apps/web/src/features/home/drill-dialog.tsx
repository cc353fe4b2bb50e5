import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListTable, Pager, type ColumnDef } from '../../shared/list-kit';
import { useDrillPage } from './api';
import { DRILLS, type DrillKind } from './drill-columns';

const SIZE = 10;

/** The records behind a dashboard number, paged; full screen on a phone. A row opens its record. */
export function DrillDialog({ kind, onClose }: { kind: DrillKind | null; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const { data, isFetching } = useDrillPage<{ id?: number }>(kind, page, SIZE);
  const drill = kind ? (DRILLS[kind] as unknown as (typeof DRILLS)['order']) : null;
  const close = () => {
    setPage(1);
    onClose();
  };
  return (
    <Dialog
      open={kind !== null}
      onClose={close}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="drill-title"
    >
      <DialogTitle id="drill-title" sx={{ pr: 6 }}>
        {drill?.title}
        <IconButton aria-label="닫기" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {drill && (
          <>
            <ListTable
              columns={drill.columns as unknown as ColumnDef<{ id?: number }>[]}
              rows={data?.content ?? []}
              getRowKey={(r) => drill.key(r as never)}
              loading={isFetching && !data}
              minWidth={600}
              onRowClick={drill.path ? (r) => void navigate(drill.path!(r as never)) : undefined}
              aria-label={drill.title}
            />
            <Pager pageable={data?.pageable ?? null} onPageChange={setPage} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
