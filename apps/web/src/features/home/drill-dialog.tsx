import { DialogContent, Stack, Typography } from '@mui/material';
import { monthLabel } from '@scm/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { shopNow } from '../../shared/format';
import { ListTable, Pager, type ColumnDef } from '../../shared/list-kit';
import { DialogFrame } from '../../shared/dialog-frame';
import { useDrillPage } from './api';
import { DRILLS, type DrillKind } from './drill-columns';
import { MonthPicker } from './month-picker';
import { OeeTable } from './oee-table';

const SIZE = 10;
const thisMonth = () => shopNow().format('YYYY-MM');

/**
 * The records behind a dashboard number for a month (this month when it opens, earlier ones by the picker), paged;
 * full screen on a phone. A row opens its record. The production records come with each machine's OEE.
 */
export function DrillDialog({ kind, onClose }: { kind: DrillKind | null; onClose: () => void }) {
  const [month, setMonth] = useState(thisMonth);
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const { data, isFetching } = useDrillPage<{ id?: number }>(kind, month, page, SIZE);
  const drill = kind ? (DRILLS[kind] as unknown as (typeof DRILLS)['order']) : null;
  const close = () => {
    setPage(1);
    setMonth(thisMonth());
    onClose();
  };
  const pickMonth = (next: string) => {
    setPage(1);
    setMonth(next);
  };
  return (
    <DialogFrame title={drill?.title} open={kind !== null} onClose={close} maxWidth="md" closeButton>
      <DialogContent dividers>
        {drill && (
          <>
            <Stack
              direction="row"
              useFlexGap
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
            >
              <MonthPicker value={month} max={thisMonth()} onChange={pickMonth} />
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {monthLabel(month)}
                {month === thisMonth() ? ' · 1일부터 지금까지' : ''}
              </Typography>
            </Stack>
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
            {kind === 'production' && <OeeTable month={month} live={month === thisMonth()} />}
          </>
        )}
      </DialogContent>
    </DialogFrame>
  );
}
