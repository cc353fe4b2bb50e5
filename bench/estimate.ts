/*
 * The estimate engine (packages/contract/src/pricing/estimate.ts, issue 33): prices a 50-line print spec (a brochure
 * with a cover and 49 inner parts, each with its paper and post-processing, a mix of offset, digital and outsourced
 * steps, plus binding) on the sample rate table, 10,000 times after a warm-up; prints the median and p95.
 * Target: median ≤ 1 ms on this machine. The rate set is resolved once (ratesAt), as the web and server do.
 *
 *   npx tsx bench/estimate.ts [runs=10000]      (npm run bench:estimate)
 */
import { performance } from 'node:perf_hooks';
import {
  estimate,
  ratesAt,
  SAMPLE_OPTION_IDS as OPT,
  SAMPLE_PAPER_IDS as PAPER,
  SAMPLE_RATE_ROWS,
  type EstimateEntry,
  type EstimateInput,
} from '@scm/contract';

const runs = Number(process.argv[2] ?? 10_000);
const rates = ratesAt(SAMPLE_RATE_ROWS, '2026-06-01');

const inner = (i: number): EstimateEntry => {
  const digital = i % 5 === 0;
  return {
    composition: 'INNER',
    printingType: digital ? 'DIGITAL' : 'OFF',
    dosu: ['4/4', '1/1', '4/0', '양면 4도'][i % 4]!,
    julsu: digital ? '' : ['8절', '국8절', '16절'][i % 3]!,
    finishedSize: 'A4',
    pageCount: 16 + (i % 8) * 8,
    usePaperList: [{ rawItemId: digital ? PAPER.snowSra3 : PAPER.mojoGuk80 }],
    postProcessList: i % 3 === 0 ? [{ postProcessOption: [OPT.coating, OPT.scoring] }] : [],
    isOffPrintOutsourcing: i % 7 === 0 && !digital,
    offPrintOutsourcingId: 7,
  };
};

const spec: EstimateInput = {
  workType: 'BROCHURE',
  quantity: 3000,
  printingList: [
    {
      composition: 'COVER',
      printingType: 'OFF',
      dosu: '4/0',
      julsu: '국4절',
      usePaperList: [{ rawItemId: PAPER.artGuk150 }],
      postProcessList: [{ postProcessOption: [OPT.coating], postProcessOutsourcingId: 8 }],
    },
    ...Array.from({ length: 49 }, (_, i) => inner(i + 1)),
  ],
  foldingBindingList: [{ foldingBindingOption: [OPT.folding, OPT.perfectBinding] }],
};

const check = estimate(spec, rates);
if (check.missing.length > 0) throw new Error(`the bench spec is not fully priced: ${check.missing.join(' / ')}`);

let sink = 0;
for (let i = 0; i < 1000; i++) sink += estimate(spec, rates).total;
const times = new Float64Array(runs);
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  sink += estimate({ ...spec, quantity: spec.quantity + (i % 100) }, rates).total;
  times[i] = performance.now() - start;
}
times.sort();
const at = (q: number) => times[Math.min(runs - 1, Math.floor(q * runs))]!;
console.log(
  `estimate: ${spec.printingList.length}-line spec → ${check.lines.length} price lines, total ${check.total.toLocaleString('ko-KR')}원`,
);
console.log(
  `  ${runs.toLocaleString('en-US')} runs: median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, ` +
    `max ${times[runs - 1]!.toFixed(3)} ms (target: median ≤ 1 ms)${sink < 0 ? ' ' : ''}`,
);
