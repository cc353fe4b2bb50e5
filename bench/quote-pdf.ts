/*
 * The quote PDF (견적서, issue 33: renders in ≤ 500 ms): a 30-line quote with its spec summary, an override and a
 * remark rendered by the server's renderer (apps/server/src/modules/quotes/pdf.ts: pdfkit, Pretendard embedded as a
 * subset), 50 times after the first (cold) render; prints the cold time, the median and p95, and the PDF's size.
 * The lines are the estimate engine's own, from a 30-part brochure priced on the sample rate table.
 *
 *   npx tsx bench/quote-pdf.ts [runs=50]      (npm run bench:quote-pdf)
 *   QUOTE_PDF_OUT=/tmp/q.pdf …                 also writes the PDF, to look at (pdftoppm -png /tmp/q.pdf page)
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  chargedAmounts,
  estimate,
  ratesAt,
  SAMPLE_PAPER_IDS as PAPER,
  SAMPLE_RATE_ROWS,
  type EstimateEntry,
  type Quote,
} from '@scm/contract';
import { renderQuotePdf } from '../apps/server/src/modules/quotes/pdf';

const runs = Number(process.argv[2] ?? 50);
const day = '2026-06-01';
const rates = ratesAt(SAMPLE_RATE_ROWS, day);

const part = (i: number): EstimateEntry => ({
  composition: i === 0 ? 'COVER' : 'INNER',
  printingType: i % 4 === 0 ? 'DIGITAL' : 'OFF',
  dosu: ['4/4', '1/1', '4/0'][i % 3]!,
  julsu: i % 4 === 0 ? '' : '8절',
  finishedSize: 'A4',
  pageCount: i === 0 ? null : 16,
  usePaperList: [{ rawItemId: Object.values(PAPER)[i % Object.values(PAPER).length]! }],
  postProcessList: [],
});
const priced = estimate(
  { workType: 'BROCHURE', quantity: 1500, printingList: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(part) },
  rates,
);
// Exactly 30 lines: the first 30 of the engine's (repeated if the spec gave fewer).
const lines = Array.from({ length: 30 }, (_, i) => priced.lines[i % priced.lines.length]!);
const override = { supply: 2_500_000, vat: 250_000, total: 2_750_000, reason: '단골 할인 (연간 계약)' };
const quote: Quote = {
  id: 1,
  quoteNumber: 'Q2606-0042',
  buyerId: 1,
  buyerName: '(주)한빛출판',
  productName: '2027 회사 소개 책자',
  quantity: 1500,
  spec: null,
  specSummary: [
    { label: '상품명', value: '2027 회사 소개 책자' },
    { label: '종류', value: '책자' },
    { label: '완성 사이즈', value: 'A4' },
    { label: '수량', value: '1,500부' },
    { label: '표지 인쇄', value: '디지털 · 4/4도' },
    { label: '표지 용지', value: '아트지 250g' },
    { label: '내지 1 인쇄', value: '옵셋 · 1/1도 · 8절 · 16쪽' },
    { label: '내지 1 용지', value: '모조지 100g' },
  ],
  estimate: { ...priced, lines },
  override,
  charged: chargedAmounts(priced, override),
  quoteDate: day,
  validUntil: '2026-07-01',
  remark: '납기는 교정 확정 후 7일입니다. 파일은 PDF/X-1a로 보내주세요.',
  status: 'OPEN',
  createdAt: `${day}T01:00:00.000Z`,
  createdByName: '관리자',
  orderId: null,
  orderNumber: null,
};
const company = {
  name: '인쇄 SCM 주식회사',
  representative: '김대표',
  address: '서울특별시 중구 을지로 123, 인쇄빌딩 4층',
  tel: '02-1234-5678',
  fax: '02-1234-5679',
  email: 'print@example.com',
  registrationNumber: '201-81-56784',
  businessType: '제조업',
  businessItem: '일반 인쇄, 출판 인쇄',
};

const render = () => renderQuotePdf({ quote, company, stamp: null });
let t = performance.now();
const first = await render();
const cold = performance.now() - t;
if (process.env.QUOTE_PDF_OUT) fs.writeFileSync(process.env.QUOTE_PDF_OUT, first);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  t = performance.now();
  await render();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`quote PDF, 30 lines (${priced.lines.length} from the engine), ${runs} runs after a cold one`);
console.log(`  cold (font parse + first layout): ${cold.toFixed(0)} ms`);
console.log(`  median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
console.log(
  `  size ${(first.length / 1024).toFixed(1)} kB; target median ≤ 500 ms: ${at(0.5) <= 500 ? 'met' : 'NOT met'}`,
);
