import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Checkbox, Chip, Paper, Stack, Typography } from '@mui/material';
import {
  BANK_LABELS,
  PROPOSAL_LABELS,
  formatWon,
  type BankLine,
  type BankOpenEntry,
  type ProposalKind,
} from '@scm/contract';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { formatDateTime, formatNumber } from '../../shared/format';
import { ListTable, type ColumnDef } from '../../shared/list-kit';
import { PageHeader } from '../../shared/page-kit';
import { useConfirmLines, useReview } from './api';
import { AssignDialog, type Assignment } from './assign-dialog';

const KIND_COLORS: Record<ProposalKind, 'success' | 'info' | 'warning' | 'default' | 'error'> = {
  EXACT: 'success',
  SUM: 'success',
  PARTIAL: 'info',
  AMBIGUOUS: 'warning',
  AMOUNT_ONLY: 'warning',
  UNMATCHED: 'default',
};

const help = (canWrite: boolean) =>
  [
    '입금 거래마다 맞춰 본 주문과 그 이유를 보여 줍니다. 입금자명은 (주), 주식회사, 띄어쓰기를 빼고 비교합니다.',
    '일치: 입금자명과 금액이 한 주문과 같음. 합계 일치: 같은 고객사의 여러 주문(오래된 것부터) 합계와 같음. 부분 입금: 가장 오래된 주문에 일부 입금.',
    '후보 여러 건이나 금액만 일치는 자동으로 고르지 않습니다. 직접 골라주세요.',
    ...(canWrite
      ? [
          '[배정]으로 다른 주문을 고르거나 여러 주문에 나누고, 입금자명을 고객사에 기억할 수 있습니다.',
          '체크한 거래를 [확인]하면 입금 기록이 남고, 다 받은 주문은 입금 완료가 됩니다.',
        ]
      : []),
  ].join('\n');

type Plan = Map<number, Assignment & { checked: boolean }>;

/** The starting plan: each picked proposal, checked. */
function planOf(lines: readonly BankLine[], entries: ReadonlyMap<number, BankOpenEntry>): Plan {
  const plan: Plan = new Map();
  for (const l of lines) {
    const p = l.proposal;
    if (l.status !== 'OPEN' || !p?.auto) continue;
    const allocations = p.allocations.flatMap((a) => {
      const entry = entries.get(a.entryId);
      return entry ? [{ entry, amount: a.amount }] : [];
    });
    if (allocations.length) plan.set(l.id, { allocations, checked: true });
  }
  return plan;
}

/** /admin/od/bank/:id: a statement's deposit lines with their proposals; staff adjust and confirm. */
export function BankReviewPage() {
  const id = Number(useParams().id);
  const review = useReview(id);
  const canWrite = useCanWrite('ORDER');
  const confirmLines = useConfirmLines();
  const fb = useFeedback();
  const entries = useMemo(() => new Map((review.data?.entries ?? []).map((e) => [e.entryId, e])), [review.data]);
  const [edits, setEdits] = useState<{ version: unknown; plan: Plan } | null>(null);
  // A fresh plan whenever the review is read again (after a confirmation, a 409).
  const plan = edits && edits.version === review.data ? edits.plan : planOf(review.data?.lines ?? [], entries);
  const setPlan = (next: Plan) => setEdits({ version: review.data, plan: next });
  const [editing, setEditing] = useState<BankLine | null>(null);

  const lines = review.data?.lines ?? [];
  const checked = lines.filter((l) => plan.get(l.id)?.checked);
  const checkedTotal = checked.reduce((s, l) => s + plan.get(l.id)!.allocations.reduce((t, a) => t + a.amount, 0), 0);

  const toggle = (l: BankLine, on: boolean) => {
    const p = plan.get(l.id);
    if (!p) return;
    setPlan(new Map(plan).set(l.id, { ...p, checked: on }));
  };
  const submit = async () => {
    if (
      !(await fb.confirm(`체크한 입금 ${checked.length}건(${formatWon(checkedTotal)}원)을 반영하시겠습니까?`, {
        confirmLabel: '확인',
      }))
    )
      return;
    try {
      const r = await confirmLines.mutateAsync({
        lines: checked.map((l) => {
          const p = plan.get(l.id)!;
          return {
            lineId: l.id,
            allocations: p.allocations.map((a) => ({
              entryId: a.entry.entryId,
              version: a.entry.version,
              amount: a.amount,
            })),
            ...(p.rememberBuyerId !== undefined ? { rememberBuyerId: p.rememberBuyerId } : {}),
          };
        }),
      });
      fb.snackbar('success', r.message);
    } catch {
      // The server's 409/400 was alerted; the review is read again with fresh proposals.
    }
  };

  const assigned = (l: BankLine) => {
    if (l.status === 'APPLIED')
      return l.receipts.map((r) => `${r.orderNumber} ${r.buyerName} ${formatWon(r.amount)}원`).join(', ');
    const p = plan.get(l.id);
    if (p)
      return p.allocations
        .map((a) => `${a.entry.orderNumber} ${a.entry.buyerName} ${formatWon(a.amount)}원`)
        .join(', ');
    const c = l.proposal?.candidates.map((e) => entries.get(e)).filter(Boolean) ?? [];
    return c.length ? `후보: ${c.map((e) => `${e!.orderNumber} ${e!.buyerName}`).join(', ')}` : '—';
  };

  const columns: ColumnDef<BankLine>[] = [
    ...(canWrite
      ? [
          {
            key: 'check',
            label: '선택',
            width: 56,
            align: 'center' as const,
            card: 'control' as const,
            render: (l: BankLine) =>
              l.status === 'OPEN' && plan.has(l.id) ? (
                <Checkbox
                  checked={plan.get(l.id)!.checked}
                  onChange={(e) => toggle(l, e.target.checked)}
                  onClick={(e) => e.stopPropagation()}
                  slotProps={{ input: { 'aria-label': `${l.depositor} ${formatWon(l.deposit)}원 선택` } }}
                />
              ) : null,
          },
        ]
      : []),
    { key: 'date', label: '거래일시', width: 160, card: 2, render: (l) => `${l.date} ${l.time.slice(0, 5)}` },
    {
      key: 'depositor',
      label: '입금자명',
      width: 160,
      card: 'title',
      wrap: true,
      render: (l) => l.depositor || l.memo,
    },
    {
      key: 'deposit',
      label: '입금액',
      width: 120,
      align: 'right',
      card: 1,
      render: (l) => `${formatWon(l.deposit)}원`,
    },
    {
      key: 'proposal',
      label: '제안',
      width: 112,
      card: 'status',
      render: (l) =>
        l.status === 'APPLIED' ? (
          <Chip size="small" color="success" variant="outlined" label="반영됨" />
        ) : (
          <Chip
            size="small"
            color={KIND_COLORS[l.proposal?.kind ?? 'UNMATCHED']}
            label={PROPOSAL_LABELS[l.proposal?.kind ?? 'UNMATCHED']}
          />
        ),
    },
    {
      key: 'assigned',
      label: '배정 · 이유',
      card: 3,
      wrap: true,
      render: (l) => (
        <Stack spacing={0.25}>
          <span>{assigned(l)}</span>
          {l.status === 'OPEN' && l.proposal && (
            <Typography variant="caption" color="text.secondary">
              {l.proposal.reason}
            </Typography>
          )}
        </Stack>
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'edit',
            label: '',
            width: 104,
            align: 'center' as const,
            card: 'control' as const,
            render: (l: BankLine) =>
              l.status === 'OPEN' ? (
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  onClick={(e) => {
                    e.stopPropagation();
                    setEditing(l);
                  }}
                  aria-label={`${l.depositor} ${formatWon(l.deposit)}원 배정`}
                >
                  배정
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  const s = review.data?.statement;
  return (
    <Box>
      <PageHeader
        title="입금 대사 검토"
        pageType="read"
        help={help}
        canWrite={canWrite}
        actions={
          <Button component={RouterLink} to="/admin/od/bank">
            목록
          </Button>
        }
      />
      {s && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography sx={{ fontWeight: 700, wordBreak: 'break-all' }}>{s.fileName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {BANK_LABELS[s.bank]} · {formatDateTime(s.uploadedAt)} {s.uploadedBy} · 입금 {formatNumber(s.depositCount)}
            건 · 새 거래 {formatNumber(s.addedCount)}건 · 이미 가져온 거래 {formatNumber(s.duplicateCount)}건 · 미반영{' '}
            {formatNumber(s.openCount)}건
          </Typography>
        </Paper>
      )}
      {review.data && lines.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          이 파일이 새로 가져온 입금 거래가 없습니다. 이미 가져온 거래는 먼저 올린 거래내역에서 검토합니다.
        </Alert>
      )}
      <ListTable
        aria-label="입금 거래"
        columns={columns}
        rows={lines}
        loading={review.isLoading}
        getRowKey={(l) => l.id}
        onRowClick={canWrite ? (l) => l.status === 'OPEN' && setEditing(l) : undefined}
        minWidth={960}
      />
      {canWrite && lines.some((l) => l.status === 'OPEN') && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 2, justifyContent: 'flex-end', alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            체크한 입금 {checked.length}건 · {formatWon(checkedTotal)}원
          </Typography>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={checked.length === 0 || confirmLines.isPending}
          >
            확인
          </Button>
        </Stack>
      )}
      {editing && (
        <AssignDialog
          line={editing}
          initial={plan.get(editing.id) ?? { allocations: [] }}
          onClose={() => setEditing(null)}
          onDone={(a) => {
            const next = new Map(plan);
            if (a.allocations.length === 0) next.delete(editing.id);
            else next.set(editing.id, { ...a, checked: true });
            setPlan(next);
            setEditing(null);
          }}
        />
      )}
    </Box>
  );
}
