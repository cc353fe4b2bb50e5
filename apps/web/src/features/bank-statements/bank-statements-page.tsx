import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import {
  BANK_LABELS,
  BankLayoutUnknownSchema,
  bankMessages,
  type BankColumnMapping,
  type BankImportResult,
  type BankStatement,
  type DepositorName,
} from '@scm/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCanWrite } from '../../shared/access';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { formatDateTime, formatNumber } from '../../shared/format';
import { ListTable, type ColumnDef } from '../../shared/list-kit';
import { PageHeader } from '../../shared/page-kit';
import { useDeleteDepositorName, useDepositorNames, useStatements, useUploadStatement } from './api';
import { MappingDialog } from './mapping-dialog';

const help = (canWrite: boolean) =>
  [
    '은행 인터넷뱅킹에서 내려받은 거래내역 파일(.xlsx, .csv)을 올리면 입금 거래를 주문의 입금 항목과 맞춰 봅니다.',
    'KB국민, 신한, 우리, 하나, NH농협, IBK기업 은행의 양식은 머리글로 알아봅니다. 다른 양식은 열을 한 번 지정하면 기억합니다.',
    '같은 파일이나 기간이 겹치는 파일을 다시 올려도 이미 가져온 거래는 다시 더하지 않습니다.',
    ...(canWrite ? ['거래내역을 누르면 제안을 검토하고 고친 뒤 [확인]으로 입금을 반영합니다.'] : []),
  ].join('\n');

const columns: readonly ColumnDef<BankStatement>[] = [
  { key: 'fileName', label: '파일', card: 'title', wrap: true, render: (s) => s.fileName },
  { key: 'bank', label: '은행', width: 130, card: 1, render: (s) => BANK_LABELS[s.bank] },
  {
    key: 'uploadedAt',
    label: '올린 시각',
    width: 150,
    card: 2,
    render: (s) => `${formatDateTime(s.uploadedAt)} ${s.uploadedBy}`,
  },
  {
    key: 'counts',
    label: '거래',
    width: 220,
    card: 3,
    render: (s) =>
      `입금 ${formatNumber(s.depositCount)}건 · 새 거래 ${formatNumber(s.addedCount)}건 · 중복 ${formatNumber(s.duplicateCount)}건`,
  },
  {
    key: 'open',
    label: '대사',
    width: 110,
    align: 'center',
    card: 'control',
    render: (s) =>
      s.openCount > 0 ? (
        <Chip size="small" color="warning" label={`미반영 ${formatNumber(s.openCount)}건`} />
      ) : (
        <Chip size="small" color="success" variant="outlined" label="완료" />
      ),
  },
];

function DepositorNames({ canWrite }: { canWrite: boolean }) {
  const names = useDepositorNames();
  const remove = useDeleteDepositorName();
  const fb = useFeedback();
  const drop = async (n: DepositorName) => {
    if (!(await fb.confirm(`${n.buyerName}의 입금자명 '${n.name}'을 지우시겠습니까?`, { confirmLabel: '삭제' })))
      return;
    const r = await remove.mutateAsync(n.id);
    fb.snackbar('success', r.message);
  };
  const rows = names.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        기억한 입금자명
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          아직 없습니다. 검토 화면에서 입금을 직접 배정할 때 [이 입금자명을 고객사에 기억]을 고르면 여기에 더해집니다.
        </Typography>
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {rows.map((n) => (
            <Chip
              key={n.id}
              label={`${n.name} → ${n.buyerName}`}
              onDelete={canWrite ? () => void drop(n) : undefined}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** /admin/od/bank: upload a bank statement, the statements uploaded, and the remembered depositor names. */
export function BankStatementsPage() {
  const canWrite = useCanWrite('ORDER');
  const statements = useStatements();
  const upload = useUploadStatement();
  const navigate = useNavigate();
  const fb = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<{ data: BankImportResult; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<{ file: File; headers: string[] } | null>(null);

  const send = async (file: File, columns?: BankColumnMapping) => {
    setProblem(null);
    setResult(null);
    try {
      const r = await upload.mutateAsync({ file, mapping: columns });
      setMapping(null);
      setResult(r);
      fb.snackbar('success', r.message);
    } catch (error) {
      if (columns) throw error;
      const body = error instanceof ApiError ? (error.body as unknown as Record<string, unknown> | null) : null;
      const unknown = body?.errorCode === 'BANK_LAYOUT_UNKNOWN' && BankLayoutUnknownSchema.safeParse(body.details);
      if (unknown && unknown.success && unknown.data.headers.length > 0)
        setMapping({ file, headers: unknown.data.headers });
      else setProblem(error instanceof Error ? error.message : bankMessages.unreadable);
    }
  };

  return (
    <Box>
      <PageHeader
        title={bankMessages.title}
        pageType="list"
        help={help}
        canWrite={canWrite}
        actions={
          canWrite && (
            <>
              <input
                ref={input}
                type="file"
                hidden
                accept=".xlsx,.csv"
                aria-label="거래내역 파일"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void send(file);
                }}
              />
              <Button
                variant="contained"
                startIcon={<UploadFileIcon />}
                onClick={() => input.current?.click()}
                disabled={upload.isPending}
              >
                거래내역 올리기
              </Button>
            </>
          )
        }
      />
      <Stack spacing={2}>
        {result && (
          <Alert
            severity="success"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => void navigate(`/admin/od/bank/${result.data.statementId}`)}
              >
                검토하기
              </Button>
            }
          >
            {BANK_LABELS[result.data.bank]} · {result.message} (입금 {formatNumber(result.data.deposits)}건)
          </Alert>
        )}
        {problem && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {problem}
          </Alert>
        )}
        <ListTable
          aria-label="거래내역 목록"
          columns={columns}
          rows={statements.data ?? []}
          loading={statements.isLoading}
          getRowKey={(s) => s.id}
          onRowClick={(s) => void navigate(`/admin/od/bank/${s.id}`)}
          minWidth={820}
        />
        <DepositorNames canWrite={canWrite} />
      </Stack>
      {mapping && (
        <MappingDialog
          headers={mapping.headers}
          fileName={mapping.file.name}
          onClose={() => setMapping(null)}
          onSubmit={(m) => send(mapping.file, m)}
          onError={(e) => void fb.alert(e instanceof Error ? e.message : bankMessages.unreadable)}
        />
      )}
    </Box>
  );
}
