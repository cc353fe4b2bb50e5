import { withCommas } from '../common/messages.js';
import { PRINTING_TYPE_LABELS } from '../printing-spec/vocabulary.js';
import { mulDivUp, pct, reams, spoilageSheets, won } from './charges.js';
import type { EstimateContext } from './estimate-context.js';
import type { EstimateEntry } from './estimate-types.js';
import { cutKey } from './rate-set.js';
import { PARENT_SHEET_LABELS, SHEETS_PER_REAM, type PaperRate } from './rates.js';
import { parseJulsu } from './spec-text.js';

/** The parent sheets one printing entry runs: 대수, plates, and net + 파지 sheets (what printing is priced on). */
export interface PaperRun {
  /** 대수: ⌈pieces per copy ÷ 절수⌉. */
  forms: number;
  /** OFF and ROTARY: 대수 × (front + back colours); otherwise 0. */
  plates: number;
  /** Net sheets + 파지. */
  sheets: number;
}

/**
 * Paper and spoilage (estimate step) for one printing entry: its 절수, its net sheets, 파지 (the marginal bands plus
 * make-ready sheets per plate), the 용지 line of its first paper and a line per extra paper. Returns the run the
 * printing step prices, or null when the 절수 is unknown (then only the entry's finishing is priced).
 */
export function pricePaperAndSpoilage(
  ctx: EstimateContext,
  title: string,
  entry: EstimateEntry,
  colors: number,
  specFinishedSize: string | null | undefined,
): PaperRun | null {
  const { rates, quantity, missing } = ctx;
  const type = entry.printingType;
  const papers = entry.usePaperList ?? [];
  const first = papers[0];
  const paper = first?.rawItemId != null ? rates.papers.get(first.rawItemId) : undefined;
  if (!first || first.rawItemId == null) missing.push(`${title}: 용지가 선택되지 않았습니다.`);
  else if (!paper)
    missing.push(`용지 단가 없음: '${ctx.itemName(first.rawItemId)}'의 단가가 단가표에 없습니다. (${title})`);

  const pieces = readPieces(ctx, title, entry, paper, specFinishedSize);
  const pageCount = entry.pageCount != null && entry.pageCount > 0 ? Math.floor(entry.pageCount) : null;
  const piecesPerCopy = pageCount != null ? Math.ceil(pageCount / 2) : 1;
  const perCopyWords = pageCount != null ? `${withCommas(pageCount)}쪽 ÷ 2 = ${withCommas(piecesPerCopy)}장` : '';

  if (pieces == null) return null;
  const forms = Math.ceil(piecesPerCopy / pieces);
  const net = mulDivUp(quantity, piecesPerCopy, pieces);
  const plates = type === 'OFF' || type === 'ROTARY' ? forms * colors : 0;
  const { spoil, spoilWords } = spoilage(ctx, entry, net, plates);
  const sheets = net + spoil;
  const sheetWords =
    `${withCommas(quantity)}부` +
    (perCopyWords ? ` × (${perCopyWords})` : '') +
    ` ÷ ${withCommas(pieces)}절 = ${withCommas(net)}매` +
    (spoilWords ? ` + ${spoilWords} = ${withCommas(sheets)}매` : '');

  if (paper && first?.rawItemId != null)
    firstPaperLine(ctx, title, ctx.itemName(first.rawItemId), paper, sheets, sheetWords);
  for (const extra of papers.slice(1)) extraPaperLine(ctx, title, extra);
  return { forms, plates, sheets };
}

/** 절수: the entry's own text, else the finished size on the paper's parent sheet (the CUT rate). */
function readPieces(
  ctx: EstimateContext,
  title: string,
  entry: EstimateEntry,
  paper: PaperRate | undefined,
  specFinishedSize: string | null | undefined,
): number | null {
  const { missing, rates } = ctx;
  let pieces: number | null = null;
  const julsuText = entry.julsu?.trim() ?? '';
  const size = entry.finishedSize?.trim() || specFinishedSize?.trim() || '';
  if (julsuText !== '') {
    const parsed = parseJulsu(julsuText);
    if (parsed) pieces = parsed.pieces;
    if (parsed?.parentSheet && paper && paper.parentSheet !== parsed.parentSheet)
      missing.push(
        `${title}: 절수 '${julsuText}'는 ${PARENT_SHEET_LABELS[parsed.parentSheet]} 기준인데 용지는 ${PARENT_SHEET_LABELS[paper.parentSheet]}입니다.`,
      );
    if (!parsed) missing.push(`${title}: 절수 '${julsuText}'를 읽을 수 없습니다. (예: 8절, 국8절, 46 16절)`);
  } else if (size !== '' && paper) {
    const cut = rates.cuts.get(cutKey(paper.parentSheet, size));
    if (cut) pieces = cut.pieces;
    else missing.push(`절수 없음: ${PARENT_SHEET_LABELS[paper.parentSheet]}에서 '${size}'의 절수가 단가표에 없습니다.`);
  } else {
    missing.push(`${title}: 절수가 없습니다. 절수(예: 8절)나 완성 규격을 입력해주세요.`);
  }
  return pieces;
}

/** 파지: the printing type's marginal bands on the net sheets, plus plates × make-ready sheets per plate. */
function spoilage(ctx: EstimateContext, entry: EstimateEntry, net: number, plates: number) {
  const { rates, missing } = ctx;
  const type = entry.printingType;
  const typeLabel = PRINTING_TYPE_LABELS[type];
  const bands = rates.spoilage.get(type);
  let spoil = 0;
  let spoilWords = '';
  if (!bands || bands.length === 0 || bands[0]!.fromSheets !== 0) {
    missing.push(`파지율 없음: ${typeLabel}의 파지율(0매부터)이 단가표에 없습니다.`);
  } else {
    const run = spoilageSheets(bands, net);
    const used = bands.filter((b) => b.fromSheets < net);
    const bandWords = used.length <= 1 ? pct(bands[0]!.percentBp) : '구간별';
    spoil = run;
    spoilWords = `파지 ${bandWords} ${withCommas(run)}매`;
  }
  if (plates > 0) {
    const makeReady = rates.makeReady.get(type);
    if (!makeReady) missing.push(`판걸이 파지 없음: ${typeLabel}의 판당 파지 매수가 단가표에 없습니다.`);
    else {
      spoil += plates * makeReady.sheetsPerPlate;
      spoilWords += ` + 판걸이 ${withCommas(plates)}판 × ${withCommas(makeReady.sheetsPerPlate)}매`;
    }
  }
  return { spoil, spoilWords };
}

/** The first paper's line: the computed sheets, per 연 (⌈sheets × price ÷ 500⌉) or per sheet. */
function firstPaperLine(
  ctx: EstimateContext,
  title: string,
  name: string,
  paper: PaperRate,
  sheets: number,
  sheetWords: string,
): void {
  if (paper.priceUnit === 'REAM') {
    const amount = mulDivUp(sheets, paper.price, SHEETS_PER_REAM);
    ctx.lines.push({
      kind: 'PAPER',
      label: `용지: ${title} ${name}`,
      quantity: reams(sheets),
      unit: '연',
      unitPrice: paper.price,
      amount,
      formula: `용지: ${title} ${sheetWords} → ${withCommas(reams(sheets))}연 × ${won(paper.price)} = ${won(amount)}`,
    });
  } else {
    const amount = sheets * paper.price;
    ctx.lines.push({
      kind: 'PAPER',
      label: `용지: ${title} ${name}`,
      quantity: sheets,
      unit: '매',
      unitPrice: paper.price,
      amount,
      formula: `용지: ${title} ${sheetWords} × ${won(paper.price)} = ${won(amount)}`,
    });
  }
}

/** An extra paper line: the sheets staff entered plus their 파지. */
function extraPaperLine(
  ctx: EstimateContext,
  title: string,
  extra: NonNullable<EstimateEntry['usePaperList']>[number],
): void {
  if (extra.rawItemId == null) return;
  const name = ctx.itemName(extra.rawItemId);
  const rate = ctx.rates.papers.get(extra.rawItemId);
  if (!rate) {
    ctx.missing.push(`용지 단가 없음: '${name}'의 단가가 단가표에 없습니다. (${title})`);
    return;
  }
  if (extra.amount == null) {
    ctx.missing.push(`${title}: 추가 용지 '${name}'의 매수를 입력해주세요.`);
    return;
  }
  const n = extra.amount + (extra.wrongAmount ?? 0);
  const amount = rate.priceUnit === 'REAM' ? mulDivUp(n, rate.price, SHEETS_PER_REAM) : n * rate.price;
  ctx.lines.push({
    kind: 'PAPER',
    label: `용지: ${title} ${name} (추가)`,
    quantity: rate.priceUnit === 'REAM' ? reams(n) : n,
    unit: rate.priceUnit === 'REAM' ? '연' : '매',
    unitPrice: rate.price,
    amount,
    formula: `용지: ${title} ${name} ${withCommas(extra.amount)}매 + 파지 ${withCommas(extra.wrongAmount ?? 0)}매 = ${withCommas(n)}매 × ${rate.priceUnit === 'REAM' ? `${won(rate.price)}/연` : won(rate.price)} = ${won(amount)}`,
  });
}
