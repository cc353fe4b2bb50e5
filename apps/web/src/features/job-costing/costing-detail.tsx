import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  JOB_COST_SOURCE_LABELS,
  PAPER_PRICE_SOURCE_LABELS,
  type JobCosting,
  type JobCostTotals,
  type JobOutsourcingRow,
} from '@scm/contract';
import type { ReactNode } from 'react';
import { formatNumber } from '../../shared/format';

export const won = (n: number | null) => (n == null ? '-' : `${formatNumber(n)}원`);
const signedWon = (n: number | null) => (n == null ? '-' : `${n > 0 ? '+' : ''}${formatNumber(n)}원`);
export const percent = (n: number | null) => (n == null ? '-' : `${n.toFixed(1)}%`);
const lossColor = (n: number | null) => (n != null && n < 0 ? 'error' : undefined);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A small table that scrolls sideways on a phone rather than squeezing its columns. */
function SmallTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={i === 0 ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** 공급가액, 견적 원가, 실제 원가, 손익 in one line (wraps on a phone). */
export function CostTotals({ totals }: { totals: JobCostTotals }) {
  return (
    <Stack direction="row" sx={{ gap: { xs: 1, sm: 3 }, flexWrap: 'wrap' }} aria-label="원가 합계">
      <Typography>공급가액 {won(totals.charged)}</Typography>
      <Typography>견적 원가 {won(totals.estimateCost)}</Typography>
      <Typography>실제 원가 {won(totals.actualCost)}</Typography>
      <Typography sx={{ fontWeight: 700 }} color={lossColor(totals.margin)}>
        {`손익 ${signedWon(totals.margin)} (${percent(totals.marginPercent)})`}
      </Typography>
    </Stack>
  );
}

/** One order's 견적 vs 실제: groups, paper, spoilage, machine runs and outsourcing rows. */
export function CostingDetail({
  costing: c,
  onReverse,
}: {
  costing: JobCosting;
  /** Given to those who may write: a 취소 button on each live invoice. */
  onReverse?: (row: JobOutsourcingRow) => void;
}) {
  return (
    <Box>
      <CostTotals totals={c.totals} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {`견적대로라면 손익 ${signedWon(c.totals.estimatedMargin)} · 실측이 없는 항목은 견적 금액을 그대로 씁니다.`}
      </Typography>
      <Section title="견적 vs 실제">
        <SmallTable label="견적 대비 실제 원가" head={['항목', '견적', '실제', '차이', '근거']}>
          {c.groups.map((g) => (
            <TableRow key={g.group}>
              <TableCell>{g.label}</TableCell>
              <TableCell align="right">{won(g.estimate)}</TableCell>
              <TableCell align="right">{won(g.actual)}</TableCell>
              <TableCell align="right" sx={{ color: g.actual > g.estimate ? 'error.main' : undefined }}>
                {signedWon(g.actual - g.estimate)}
              </TableCell>
              <TableCell align="right">
                <Chip
                  size="small"
                  label={JOB_COST_SOURCE_LABELS[g.source]}
                  color={g.source === 'MEASURED' ? 'primary' : 'default'}
                  variant="outlined"
                  sx={{ mr: 1 }}
                />
                <Typography component="span" variant="caption" color="text.secondary">
                  {g.note}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
          {c.groups.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>견적 금액이 없는 주문입니다.</TableCell>
            </TableRow>
          )}
        </SmallTable>
      </Section>
      {c.paper.length > 0 && (
        <Section title="용지 (계획 / 출고)">
          <SmallTable label="용지" head={['용지', '계획 사용·파지', '출고 사용·파지', '단가', '금액']}>
            {c.paper.map((p) => (
              <TableRow key={p.itemId}>
                <TableCell>{p.itemName}</TableCell>
                <TableCell align="right">{`${formatNumber(p.plannedAmount)} · ${formatNumber(p.plannedSpoilage)}${p.unit}`}</TableCell>
                <TableCell align="right">{`${formatNumber(p.releasedAmount)} · ${formatNumber(p.releasedSpoilage)}${p.unit}`}</TableCell>
                <TableCell align="right">{`${won(p.unitPrice)} (${PAPER_PRICE_SOURCE_LABELS[p.priceSource]})`}</TableCell>
                <TableCell align="right">{won(p.amount)}</TableCell>
              </TableRow>
            ))}
          </SmallTable>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {`파지: 계획 ${formatNumber(c.spoilage.planned)} · 기록 ${formatNumber(c.spoilage.recorded)}` +
              (c.spoilage.machineCount == null
                ? ' · 설비 카운트 없음'
                : ` · 설비 카운트 ${formatNumber(c.spoilage.machineCount)}개 중 수량(${formatNumber(c.spoilage.pieces)}) 초과 ${formatNumber(c.spoilage.machineCounted ?? 0)}개`)}
          </Typography>
        </Section>
      )}
      {c.machines.length > 0 && (
        <Section title="설비 가동">
          <SmallTable label="설비 가동" head={['설비', '시작', '가동 시간', '시간당', '카운트', '금액']}>
            {c.machines.map((m) => (
              <TableRow key={m.runId}>
                <TableCell>{m.facilityName}</TableCell>
                <TableCell align="right">
                  {new Date(m.began).toLocaleString('ko-KR', { dateStyle: 'short', timeStyle: 'short' })}
                </TableCell>
                <TableCell align="right">{`${formatNumber(m.minutes)}분`}</TableCell>
                <TableCell align="right">{won(m.hourlyRate)}</TableCell>
                <TableCell align="right">{formatNumber(m.counted)}</TableCell>
                <TableCell align="right">{won(m.amount)}</TableCell>
              </TableRow>
            ))}
          </SmallTable>
        </Section>
      )}
      <Section title="외주 청구">
        {c.outsourcing.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            입력된 외주 청구가 없습니다.
          </Typography>
        ) : (
          <SmallTable label="외주 청구" head={['청구일', '외주처 · 내용', '금액', '입력', '']}>
            {c.outsourcing.map((r) => (
              <TableRow key={r.id} sx={r.reversed ? { '& td': { color: 'text.disabled' } } : undefined}>
                <TableCell>{r.invoiceDate}</TableCell>
                <TableCell align="right">
                  {`${r.sellerName} · ${r.description}`}
                  {r.kind === 'REVERSAL' && ` (취소: ${r.reason ?? ''})`}
                </TableCell>
                <TableCell align="right">{won(r.amount)}</TableCell>
                <TableCell align="right">{r.createdByName ?? '-'}</TableCell>
                <TableCell align="right">
                  {onReverse && r.kind === 'COST' && !r.reversed && (
                    <Button size="small" color="error" onClick={() => onReverse(r)}>
                      취소
                    </Button>
                  )}
                  {r.reversed && '취소됨'}
                </TableCell>
              </TableRow>
            ))}
          </SmallTable>
        )}
      </Section>
    </Box>
  );
}
