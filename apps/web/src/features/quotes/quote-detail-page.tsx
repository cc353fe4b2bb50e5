import { Box, Grid, Paper, Stack, Typography } from '@mui/material';
import { QUOTE_FIELD_LABELS as L, quoteMessages, type Quote } from '@scm/contract';
import type { ReactNode } from 'react';
import { RecordPage, useRecordLoad } from '../../shared/form-kit';
import { formatDateTime, formatNumber } from '../../shared/format';
import { CUSTOMER_QUOTE_LIST_PATH, QUOTE_LIST_PATH, useCustomerQuote, useStaffQuote, type QuoteSide } from './api';
import { CopyQuoteButton, QuoteOrderNotice, QuotePdfButtons, QuoteToOrderButton } from './quote-actions';
import { QuotePrice } from './quote-price';
import { QuoteStatusChip } from './quote-status';

const staffHelp = (canWrite: boolean) =>
  [
    '견적서 상세 화면입니다. 작성한 견적서는 바뀌지 않습니다.',
    '• [PDF 보기]는 A4 견적서를 새 탭에서 열고, [PDF 내려받기]는 파일로 저장합니다. 인쇄는 PDF 화면에서 합니다.',
    ...(canWrite
      ? [
          '• [주문으로 전환]은 희망 납기일, 배송 정보, 시안 파일을 입력받아 이 견적서의 사양과 금액 그대로 인쇄 주문을 등록하고, 등록된 주문 화면으로 이동합니다. 비워 둔 항목은 주문 화면에서 나중에 입력할 수 있습니다.',
          '• 유효기간이 지났거나 이미 주문으로 전환된 견적서는 전환할 수 없습니다. 내용을 바꾸려면 [복사해서 새 견적]을 사용하세요.',
        ]
      : []),
  ].join('\n');

const customerHelp = [
  '견적서 상세 화면입니다. 작성한 견적서는 바뀌지 않습니다.',
  '• [PDF 보기]는 A4 견적서를 새 탭에서 열고, [PDF 내려받기]는 파일로 저장합니다.',
  '• [주문하기]는 희망 납기일, 배송 정보, 시안 파일을 입력받아 이 견적서의 사양과 금액 그대로 주문을 접수합니다. 유효기간이 지난 견적서는 새로 요청해주세요.',
].join('\n');

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Grid size={wide ? 12 : { xs: 6, sm: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'keep-all', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} sx={{ gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Everything the quote holds: who and what, the spec in words, and its price line by line. */
function QuoteBody({ side, quote }: { side: QuoteSide; quote: Quote }) {
  return (
    <Stack sx={{ gap: 2, maxWidth: 960 }}>
      <QuoteOrderNotice side={side} quote={quote} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack sx={{ gap: 3 }}>
          <Section title="견적 정보">
            <Grid container spacing={2}>
              <Field label={L.quoteNumber}>{quote.quoteNumber}</Field>
              <Field label={L.quoteDate}>{quote.quoteDate}</Field>
              <Field label={L.validUntil}>{quote.validUntil}</Field>
              <Field label={L.buyerName}>{quote.buyerName}</Field>
              <Field label={L.quantity}>{formatNumber(quote.quantity)}부</Field>
              <Field label="작성일시">
                {formatDateTime(quote.createdAt)}
                {quote.createdByName ? ` · ${quote.createdByName}` : ''}
              </Field>
              <Field label={L.productName} wide>
                {quote.productName}
              </Field>
              {quote.remark && (
                <Field label={L.remark} wide>
                  {quote.remark}
                </Field>
              )}
            </Grid>
          </Section>
          <Section title="사양">
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.75 }}>
              {quote.specSummary.map((row) => (
                <Box key={row.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary" sx={{ pr: 2 }}>
                    {row.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'keep-all' }}>
                    {row.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Section>
          <Section title="금액">
            <QuotePrice quote={quote} />
          </Section>
        </Stack>
      </Paper>
    </Stack>
  );
}

function QuoteDetail({ side }: { side: QuoteSide }) {
  const staff = side === 'staff';
  const listPath = staff ? QUOTE_LIST_PATH : CUSTOMER_QUOTE_LIST_PATH;
  const { id, query } = useRecordLoad('quote_id', staff ? useStaffQuote : useCustomerQuote, {
    message: quoteMessages.notFound,
    listPath,
  });
  return (
    <RecordPage
      area={staff ? 'ORDER' : undefined}
      mode="READ"
      title="견적서 상세"
      id={id}
      query={query}
      listPath={listPath}
      notFoundText="견적서를 불러올 수 없습니다."
      help={staff ? staffHelp : customerHelp}
      actions={(quote) => (
        <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <QuoteStatusChip status={quote.status} />
          <QuotePdfButtons side={side} quote={quote} />
          {staff && <CopyQuoteButton quote={quote} />}
          <QuoteToOrderButton side={side} quote={quote} />
        </Stack>
      )}
      maxWidth={960}
      narrowHeader
    >
      {(quote) => <QuoteBody side={side} quote={quote} />}
    </RecordPage>
  );
}

/** /admin/od/quote/{quote_id} */
export const QuoteDetailPage = () => <QuoteDetail side="staff" />;
/** /co/quote/{quote_id}: the customer's own quote (another's answers 404). */
export const CustomerQuoteDetailPage = () => <QuoteDetail side="customer" />;
