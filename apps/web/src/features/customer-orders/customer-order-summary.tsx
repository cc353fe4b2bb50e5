import { Box, Paper, Stack, Typography } from '@mui/material';
import {
  COMPOSITION_LABELS,
  printWords,
  workTypeLabel,
  type CustomerOrder,
  type CustomerOrderMoney,
  type CustomerOrderPrice,
  type PriceCatalog,
} from '@scm/contract';
import type { ReactNode } from 'react';
import { AmountRow, EstimateLines, won } from '../../shared/estimate';
import { Accordion, AccordionDetails, AccordionSummary } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatDate, formatDateTime } from '../../shared/format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '7.5rem minmax(0, 1fr)', gap: 1, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * 주문 내용 in the buyer's words: what was ordered, read from the stored spec — per part its papers, print and pages
 * (an older order's 도수 reads as is).
 */
export function CustomerOrderSummary({ order, catalog }: { order: CustomerOrder; catalog: PriceCatalog | undefined }) {
  const names = new Map((catalog?.finishes ?? []).map((f) => [f.id, f.name]));
  const finishIds = [
    ...order.printingList.flatMap((e) => e.postProcessList.flatMap((p) => p.postProcessOption)),
    ...order.foldingBindingList.flatMap((f) => f.foldingBindingOption),
  ];
  const finishes = finishIds.map((id) => names.get(id)).filter((n): n is string => n !== undefined);
  return (
    <Card title="주문 내용">
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="주문번호">
          <span data-testid="order-number">{order.orderNumber}</span>
        </Row>
        <Row label="접수일시">{formatDateTime(order.receiptDatetime)}</Row>
        <Row label="주문상품명">{order.productName}</Row>
        <Row label="종류">{workTypeLabel(order.workType)}</Row>
        {order.finishedSize && <Row label="완성 사이즈">{order.finishedSize}</Row>}
        {order.printingList.map((e, i) => (
          <Row key={i} label={`인쇄 · ${COMPOSITION_LABELS[e.composition]}`}>
            {[e.paperNames.join(', '), printWords(e.dosu) ?? e.dosu, e.pageCount ? `${e.pageCount}쪽` : '']
              .filter(Boolean)
              .join(' · ') || '—'}
          </Row>
        ))}
        <Row label="수량">{order.amount.toLocaleString('ko-KR')}부</Row>
        {finishes.length > 0 && <Row label="후가공·제본">{finishes.join(', ')}</Row>}
        {order.deliveryDate && <Row label="희망 납기일">{formatDate(order.deliveryDate)}</Row>}
        {order.remark && <Row label="요청사항">{order.remark}</Row>}
        {order.attachments.length > 0 && (
          <Row label="시안 파일">{order.attachments.map((a) => a.originalFileName).join(', ')}</Row>
        )}
      </Box>
    </Card>
  );
}

/** 청구 / 입금 / 미수, and the price's lines folded beneath (as the server priced the order). */
export function CustomerOrderMoneyCard({
  money,
  price,
}: {
  money: CustomerOrderMoney;
  price: CustomerOrderPrice | null;
}) {
  return (
    <Card title="결제 금액">
      <Stack sx={{ gap: 0.75 }} data-testid="customer-order-money">
        <AmountRow label="청구 금액 (부가세 포함)" amount={money.charged} strong />
        <AmountRow label="입금 금액" amount={money.collected} />
        <AmountRow label="미수 금액" amount={money.due} strong />
      </Stack>
      {price && (
        <Accordion variant="outlined" disableGutters sx={{ mt: 2 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="body2">
              주문 금액 {won(price.charged.total)} · 계산 내역 {price.lines.length}개 항목
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <EstimateLines
              estimate={{
                lines: price.lines,
                subtotal: price.lines.reduce((s, l) => s + l.amount, 0),
                roundedOff: price.lines.reduce((s, l) => s + l.amount, 0) - price.supply,
                supply: price.supply,
                vat: price.vat,
                total: price.total,
                missing: price.missing,
                ratesDate: price.ratesDate,
              }}
            />
            {price.adjusted && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                인쇄소가 조정한 금액: {won(price.charged.total)}
              </Typography>
            )}
          </AccordionDetails>
        </Accordion>
      )}
    </Card>
  );
}
