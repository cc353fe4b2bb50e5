import AttachFileIcon from '@mui/icons-material/AttachFileOutlined';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import {
  canAccessArea,
  printingEntryTitle,
  printingTypeLabel,
  shopbagTypeLabel,
  withCommas,
  type FoldingBinding,
  type PrintingEntry,
  type WorkOrderDetail,
} from '@scm/contract';
import type { ReactNode } from 'react';
import { useAuthorities } from '../../shared/access';
import { formatDate } from '../../shared/format';
import { entryStages, optionNames, paperAmount, useOrder, useTicketNames, type TicketNames } from '../orders';
import { useShopbagOrder } from '../shopbag-orders';

/** One label: value line; long values wrap. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 4.5em' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A printing entry in three lines: type with 도수 and 절수 (and who prints if outsourced), 후가공, its paper. */
function EntryLines({ entry, index, names }: { entry: PrintingEntry; index: number; names: TicketNames }) {
  const outsourced = entryStages(entry, names.supplier).filter((s) => s.worker !== '자체');
  const post = entry.isPostProcess ? entry.postProcessList : [];
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {`${printingEntryTitle(index)} · ${printingTypeLabel(entry.printingType)} · 도수 ${entry.dosu || '-'} · 절수 ${entry.julsu || '-'}`}
      </Typography>
      {outsourced.map((s) => (
        <Line key={s.label} label={s.label}>
          {s.worker}
        </Line>
      ))}
      {post.map((p, i) => (
        <Line key={`pp-${i}`} label="후가공">
          {optionNames(p.postProcessOption, names.postProcess) || '-'}
          {p.postProcessRemark ? ` (${p.postProcessRemark})` : ''}
        </Line>
      ))}
      {entry.usePaperList.map((p, i) => (
        <Line key={`${p.rawItemId}-${i}`} label="용지">
          {`${p.rawItemName} ${paperAmount(p.amount, p.itemUnit)} · 파지 ${paperAmount(p.wrongAmount, p.itemUnit)}`}
        </Line>
      ))}
    </Box>
  );
}

function BindingLine({ list, names }: { list: readonly FoldingBinding[]; names: TicketNames }) {
  return (
    <Line label="제본">
      {list
        .map(
          (f) =>
            optionNames(f.foldingBindingOption, names.foldingBinding) +
            (f.foldingBindingRemark ? ` (${f.foldingBindingRemark})` : ''),
        )
        .join(' / ') || '-'}
    </Line>
  );
}

/** The draft files, each a download link. */
function Drafts({ files }: { files: readonly { key: string; name: string; url: string | null }[] }) {
  if (files.length === 0) return <Line label="시안">없음</Line>;
  return (
    <Line label="시안">
      <Stack direction="row" useFlexGap sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        {files.map((f) =>
          f.url ? (
            <Chip
              key={f.key}
              size="small"
              icon={<AttachFileIcon />}
              label={f.name}
              component="a"
              href={f.url}
              download={f.name}
              clickable
            />
          ) : (
            <Chip key={f.key} size="small" label={f.name} variant="outlined" />
          ),
        )}
      </Stack>
    </Line>
  );
}

interface SpecFacts {
  quantity: string;
  dueDate: string | null;
  remark: string;
  head: ReactNode;
  printingList: readonly PrintingEntry[];
  foldingBinding: readonly FoldingBinding[] | null;
  drafts: { key: string; name: string; url: string | null }[];
}

function SpecBody({ facts, names }: { facts: SpecFacts; names: TicketNames }) {
  return (
    <Stack spacing={0.75}>
      {facts.head}
      <Line label="수량">{facts.quantity}</Line>
      <Line label="납기일">{facts.dueDate ? formatDate(facts.dueDate) : '-'}</Line>
      {facts.printingList.map((entry, i) => (
        <EntryLines key={i} entry={entry} index={i} names={names} />
      ))}
      <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
        {facts.foldingBinding && <BindingLine list={facts.foldingBinding} names={names} />}
        <Drafts files={facts.drafts} />
        <Line label="비고">
          <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
            {facts.remark || '-'}
          </Box>
        </Line>
      </Box>
    </Stack>
  );
}

const quantityOf = (amount: number, cases: number) =>
  cases > 1 ? `${withCommas(amount)} × ${withCommas(cases)}건` : withCommas(amount);

function PrintingOrderSpec({ orderId, names }: { orderId: number; names: TicketNames }) {
  const { data: order } = useOrder(orderId);
  if (!order) return <Typography color="text.secondary">사양을 불러오는 중입니다…</Typography>;
  const facts: SpecFacts = {
    quantity: quantityOf(order.amount, order.numberCases),
    dueDate: order.deliveryDate,
    remark: order.remark,
    head: order.quality ? <Line label="품질">{order.quality}</Line> : null,
    printingList: order.printingList,
    foldingBinding: order.isFoldingBinding ? order.foldingBindingList : null,
    drafts: order.attachments.map((a) => ({ key: `a-${a.id}`, name: a.originalFileName, url: a.url })),
  };
  return <SpecBody facts={facts} names={names} />;
}

function BagOrderSpec({ orderId, names }: { orderId: number; names: TicketNames }) {
  const { data: bag } = useShopbagOrder(orderId);
  if (!bag) return <Typography color="text.secondary">사양을 불러오는 중입니다…</Typography>;
  const facts: SpecFacts = {
    quantity: quantityOf(bag.amount, bag.numberCases),
    dueDate: bag.deliveryDate,
    remark: bag.remark,
    head: (
      <>
        <Line label="규격">{`쇼핑백 ${shopbagTypeLabel(bag.shopbagType)}${bag.quality ? ` · ${bag.quality}` : ''}`}</Line>
        <Line label="디자인">{`광고주 ${bag.buyerListNumber}곳 · 시안 완료 ${bag.completeProgress}곳`}</Line>
      </>
    ),
    printingList: bag.printingList,
    foldingBinding: bag.isFoldingBinding ? bag.foldingBindingList : null,
    drafts: bag.buyerList
      .filter((s) => s.draftUrl)
      .map((s) => ({ key: `s-${s.id}`, name: `${s.position} ${s.buyerName}`, url: s.draftUrl })),
  };
  return <SpecBody facts={facts} names={names} />;
}

/**
 * 작업 사양: what the team needs at the machine, read-only and compact — quantity, due date, each printing entry's
 * type, 도수, 절수, 후가공 and paper with amounts, binding, the draft files to download and the remarks. The words are
 * the job ticket's (orders/public). A bag order's job shows its type, its design board's drafts and its spec.
 */
export function WorkOrderSpecCard({ job }: { job: WorkOrderDetail }) {
  const mayReadOrder = canAccessArea(useAuthorities(), 'ORDER', false);
  const names = useTicketNames();
  return (
    <Paper variant="outlined" component="section" aria-label="작업 사양" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        작업 사양
      </Typography>
      {!mayReadOrder ? (
        <Typography variant="body2" color="text.secondary">
          주문 조회 권한이 없어 사양을 볼 수 없습니다. 작업지시서를 확인해주세요.
        </Typography>
      ) : job.workType === 'SHOPBAG' ? (
        <BagOrderSpec orderId={job.orderId} names={names} />
      ) : (
        <PrintingOrderSpec orderId={job.orderId} names={names} />
      )}
    </Paper>
  );
}
