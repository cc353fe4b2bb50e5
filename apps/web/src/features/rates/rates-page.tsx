import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { RATE_KIND_LABELS, type RateKind, type StoredRateRow } from '@scm/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCanWrite } from '../../shared/access';
import { today } from '../../shared/format';
import { ListTable, type ColumnDef } from '../../shared/list-kit';
import { PageHeader } from '../../shared/page-kit';
import { exportUrl, useRates } from './api';
import { KEY_LABELS, RATE_TABS, keyFieldsOf, keyText, valueText } from './kind-views';
import { RateDialog, type RateDialogMode } from './rate-dialog';
import { groupRates, type RateGroup } from './rate-groups';
import { RateHistoryDialog } from './rate-history-dialog';
import { RateImportDialog } from './rate-import-dialog';

const help = (canWrite: boolean) =>
  [
    '견적과 주문 금액을 계산하는 단가입니다. 탭마다 종류별로 항목(용지, 옵션, 외주처…)과 오늘 적용되는 단가를 보여줍니다.',
    '단가는 적용 시작일부터 쓰입니다. 이미 적용된 단가는 바꾸지 않고, 다음 날짜부터의 새 단가를 추가합니다.',
    '행을 누르면 그 항목의 예정 단가와 지난 단가(읽기 전용)를 봅니다.',
    ...(canWrite
      ? [
          '[단가 추가]로 새 항목을, [새 단가]로 같은 항목의 다음 단가를 등록합니다. 예정 단가를 누르면 수정하거나 삭제합니다.',
          '[엑셀 내려받기]로 오늘의 단가표를 받아 고친 뒤 [엑셀 올리기]로 한꺼번에 등록합니다. 잘못된 행이 있으면 아무것도 저장하지 않고 행별로 알려줍니다.',
        ]
      : ['[엑셀 내려받기]로 오늘의 단가표를 받을 수 있습니다.']),
  ].join('\n');

const shortDate = (d: string) => d.slice(2).replaceAll('-', '.');

function FutureChips({ group, onEdit }: { group: RateGroup; onEdit?: (r: StoredRateRow) => void }) {
  if (group.future.length === 0) return <>-</>;
  return (
    // A chip's press must not also open the row's history.
    <Stack
      direction="row"
      sx={{ gap: 0.5, flexWrap: 'wrap' }}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {group.future.map((r) => (
        <Chip
          key={r.id}
          size="small"
          color="info"
          variant="outlined"
          // The whole rate to come, on two lines if the column is narrow (never cut with '…').
          sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          label={`예정 ${shortDate(r.effectiveFrom)}~ ${valueText(r)}`}
          onClick={onEdit && (() => onEdit(r))}
          aria-label={`${keyText(r)} ${r.effectiveFrom}부터 예정 단가${onEdit ? ' 수정' : ''}`}
        />
      ))}
    </Stack>
  );
}

interface SectionProps {
  kind: RateKind;
  day: string;
  canWrite: boolean;
  open: (mode: RateDialogMode) => void;
  showHistory: (group: RateGroup) => void;
}

/** One kind: its keys with the rate in force today, the rates to come and the way to their history. */
function KindSection({ kind, day, canWrite, open, showHistory }: SectionProps) {
  const { data = [], isPending } = useRates(kind);
  const groups = groupRates(data, day);
  const keyless = keyFieldsOf(kind).length === 0;
  const onEdit = canWrite ? (row: StoredRateRow) => open({ type: 'edit', kind, row }) : undefined;
  const columns: ColumnDef<RateGroup>[] = [
    { key: 'key', card: 'title', label: KEY_LABELS[kind], wrap: true, render: (g) => keyText(g.any) },
    {
      key: 'current',
      card: 1,
      label: '현재 단가',
      wrap: true,
      render: (g) =>
        g.current ? (
          valueText(g.current)
        ) : (
          <Typography variant="body2" color="text.secondary">
            적용 전
          </Typography>
        ),
    },
    {
      key: 'since',
      card: 2,
      label: '적용일',
      width: 112,
      align: 'center',
      render: (g) => (g.current ? `${g.current.effectiveFrom}~` : '-'),
    },
    { key: 'future', card: 3, label: '예정', wrap: true, render: (g) => <FutureChips group={g} onEdit={onEdit} /> },
    {
      key: 'actions',
      card: 'control',
      label: '이력·변경',
      width: canWrite ? 190 : 96,
      align: 'center',
      render: (g) => (
        <Stack
          direction="row"
          sx={{ gap: 0.5, justifyContent: 'center' }}
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        >
          <Button
            size="small"
            startIcon={<HistoryIcon />}
            onClick={() => showHistory(g)}
            aria-label={`${keyText(g.any)} 단가 이력`}
          >
            {`이력 ${g.past.length + g.future.length}`}
          </Button>
          {canWrite && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => open({ type: 'price', kind, base: g.current ?? g.any })}
              aria-label={`${keyText(g.any)} 새 단가`}
            >
              새 단가
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <Box component="section" aria-label={RATE_KIND_LABELS[kind]} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h2">
          {RATE_KIND_LABELS[kind]}
        </Typography>
        {canWrite && !(keyless && groups.length > 0) && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open({ type: 'new', kind })}>
            {`${RATE_KIND_LABELS[kind]} 단가 추가`}
          </Button>
        )}
      </Stack>
      <ListTable
        aria-label={`${RATE_KIND_LABELS[kind]} 단가 목록`}
        columns={columns}
        rows={groups}
        getRowKey={(g) => g.key}
        onRowClick={showHistory}
        loading={isPending}
        minWidth={860}
      />
    </Box>
  );
}

/** /admin/od/rate: the rate tables (단가표) by tab, with the Excel export and import. */
export function RatesPage() {
  const canWrite = useCanWrite('ORDER');
  const [params, setParams] = useSearchParams();
  const tab = RATE_TABS.find((t) => t.id === params.get('tab')) ?? RATE_TABS[0]!;
  const [dialog, setDialog] = useState<RateDialogMode | null>(null);
  const [history, setHistory] = useState<RateGroup | null>(null);
  const [importing, setImporting] = useState(false);
  const day = today();
  return (
    <>
      <title>단가표 | 인쇄 SCM</title>
      <PageHeader
        title="단가표"
        pageType="list"
        help={help}
        canWrite={canWrite}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={exportUrl(day)}
              download={`단가표_${day}.xlsx`}
            >
              엑셀 내려받기
            </Button>
            {canWrite && (
              <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
                엑셀 올리기
              </Button>
            )}
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Tabs
          value={tab.id}
          onChange={(_e, id: string) => setParams({ tab: id }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="단가 종류"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {RATE_TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={t.label} />
          ))}
        </Tabs>
        {tab.kinds.map((kind) => (
          <KindSection key={kind} kind={kind} day={day} canWrite={canWrite} open={setDialog} showHistory={setHistory} />
        ))}
      </Paper>
      {history && (
        <RateHistoryDialog
          group={history}
          canWrite={canWrite}
          onClose={() => setHistory(null)}
          onEdit={(row) => {
            setHistory(null);
            setDialog({ type: 'edit', kind: row.kind, row });
          }}
        />
      )}
      {dialog && <RateDialog key={JSON.stringify(dialog)} mode={dialog} onClose={() => setDialog(null)} />}
      {importing && <RateImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
