import { withCommas } from '../common/messages.js';
import { mulDivUp, reams, won } from './charges.js';
import type { EstimateContext } from './estimate-context.js';
import { priceOutsourcing } from './estimate-outsourcing.js';
import type { PaperRun } from './estimate-paper.js';
import type { EstimateEntry } from './estimate-types.js';
import { SHEETS_PER_REAM } from './rates.js';
import { parseDosu, type Dosu } from './spec-text.js';

/** An entry's 도수 (front/back colours); an unprinted or outsourced entry prints none. Null (and a missing line) when unreadable. */
export function readDosu(ctx: EstimateContext, title: string, entry: EstimateEntry): Dosu | null {
  const type = entry.printingType;
  const prints = type !== 'NO_PRINT' && type !== 'OSP_PRINT';
  const dosu: Dosu | null = prints ? parseDosu(entry.dosu) : { front: 0, back: 0 };
  if (!dosu) ctx.missing.push(`${title}: 도수 '${entry.dosu ?? ''}'를 읽을 수 없습니다. (예: 4/4, 4/0, 양면 4도)`);
  return dosu;
}

/** Plates and printing (estimate step) for one entry's run: 소부, then offset, rotary or digital — in-house or outsourced. */
export function pricePlatesAndPrinting(
  ctx: EstimateContext,
  title: string,
  entry: EstimateEntry,
  dosu: Dosu,
  run: PaperRun,
): void {
  if (run.plates > 0) pricePlates(ctx, title, entry, dosu, run);
  if (entry.printingType === 'OFF') priceOffset(ctx, title, entry, dosu, run.sheets);
  if (entry.printingType === 'ROTARY') priceRotary(ctx, title, entry, run.sheets);
  if (entry.printingType === 'DIGITAL') priceDigital(ctx, title, entry, dosu, run.sheets);
}

/** 소부(CTP) = plates × price per plate. */
function pricePlates(ctx: EstimateContext, title: string, entry: EstimateEntry, dosu: Dosu, run: PaperRun): void {
  const { plates, forms } = run;
  const colors = dosu.front + dosu.back;
  const plateWords = `${withCommas(forms)}대 × ${colors}도(${dosu.front}/${dosu.back})`;
  const rate = ctx.rates.plate;
  if (entry.isOffCtpOutsourcing && entry.offCtpOutsourcingId != null)
    priceOutsourcing(ctx, title, entry.offCtpOutsourcingId, 'CTP', plates, '판');
  else if (!rate) ctx.missing.push('소부(CTP) 단가 없음: 판당 단가가 단가표에 없습니다.');
  else {
    const amount = plates * rate.pricePerPlate;
    ctx.lines.push({
      kind: 'PLATE',
      label: `소부(CTP): ${title}`,
      quantity: plates,
      unit: '판',
      unitPrice: rate.pricePerPlate,
      amount,
      formula: `소부(CTP): ${title} ${plateWords} = ${withCommas(plates)}판 × ${won(rate.pricePerPlate)} = ${won(amount)}`,
    });
  }
}

/** 옵셋 = max(minimum, ⌈sheets × colours × price per 연 per colour ÷ 500⌉). */
function priceOffset(ctx: EstimateContext, title: string, entry: EstimateEntry, dosu: Dosu, sheets: number): void {
  const colors = dosu.front + dosu.back;
  if (entry.isOffPrintOutsourcing && entry.offPrintOutsourcingId != null)
    priceOutsourcing(
      ctx,
      title,
      entry.offPrintOutsourcingId,
      'OFFSET',
      mulDivUp(sheets, colors, SHEETS_PER_REAM),
      '색연',
    );
  else if (!ctx.rates.offset) ctx.missing.push('옵셋 인쇄 단가 없음: 연당·도당 인쇄단가가 단가표에 없습니다.');
  else {
    const { pricePerReamPerColor: p, minimumAmount: min } = ctx.rates.offset;
    const run = mulDivUp(sheets * colors, p, SHEETS_PER_REAM);
    const amount = Math.max(min, run);
    ctx.lines.push({
      kind: 'PRINT',
      label: `옵셋 인쇄: ${title}`,
      quantity: reams(sheets),
      unit: '연',
      unitPrice: p * colors,
      amount,
      formula:
        `옵셋 인쇄: ${title} ${withCommas(reams(sheets))}연 × ${colors}도 × ${won(p)} = ${won(run)}` +
        (run < min ? ` → 최소 인쇄비 ${won(min)}` : ''),
    });
  }
}

/** 윤전 = max(minimum, ⌈impressions × price per 1,000 ÷ 1,000⌉). */
function priceRotary(ctx: EstimateContext, title: string, entry: EstimateEntry, sheets: number): void {
  if (entry.rotaryOutsourcingId != null)
    priceOutsourcing(ctx, title, entry.rotaryOutsourcingId, 'ROTARY', sheets, '통');
  else if (!ctx.rates.rotary) ctx.missing.push('윤전 인쇄 단가 없음: 1,000통당 단가가 단가표에 없습니다.');
  else {
    const { pricePerThousand: p, minimumAmount: min } = ctx.rates.rotary;
    const run = mulDivUp(sheets, p, 1000);
    const amount = Math.max(min, run);
    ctx.lines.push({
      kind: 'PRINT',
      label: `윤전 인쇄: ${title}`,
      quantity: sheets,
      unit: '통',
      unitPrice: p,
      amount,
      formula:
        `윤전 인쇄: ${title} ${withCommas(sheets)}통 × ${won(p)}/1,000통 = ${won(run)}` +
        (run < min ? ` → 최소 인쇄비 ${won(min)}` : ''),
    });
  }
}

/** 디지털 = sheets × sides × click (colour when a side has 2+ colours, else mono) + make-ready per job. */
function priceDigital(ctx: EstimateContext, title: string, entry: EstimateEntry, dosu: Dosu, sheets: number): void {
  const sides = dosu.back > 0 ? 2 : 1;
  const clicks = sheets * sides;
  const color = Math.max(dosu.front, dosu.back) >= 2;
  const rate = ctx.rates.digital;
  if (entry.isDigitalOutsourcing && entry.digitalOutsourcingId != null)
    priceOutsourcing(ctx, title, entry.digitalOutsourcingId, 'DIGITAL', clicks, '면');
  else if (!rate) ctx.missing.push('디지털 인쇄 단가 없음: 면당 클릭 단가가 단가표에 없습니다.');
  else {
    const click = color ? rate.colorClick : rate.monoClick;
    const amount = clicks * click;
    ctx.lines.push({
      kind: 'PRINT',
      label: `디지털 인쇄(${color ? '컬러' : '흑백'}): ${title}`,
      quantity: clicks,
      unit: '면',
      unitPrice: click,
      amount,
      formula: `디지털 인쇄: ${title} ${withCommas(sheets)}매 × ${sides === 2 ? '양면' : '단면'} = ${withCommas(clicks)}면 × ${won(click)}(${color ? '컬러' : '흑백'}) = ${won(amount)}`,
    });
    ctx.lines.push({
      kind: 'MAKE_READY',
      label: `디지털 준비비: ${title}`,
      quantity: 1,
      unit: '건',
      unitPrice: rate.makeReadyAmount,
      amount: rate.makeReadyAmount,
      formula: `디지털 준비비: ${title} 1건 × ${won(rate.makeReadyAmount)}`,
    });
  }
}
