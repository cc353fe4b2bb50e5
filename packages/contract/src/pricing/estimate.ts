import { withCommas } from '../common/messages.js';
import { printingEntryTitle, PRINTING_TYPE_LABELS, WORK_TYPE_LABELS } from '../printing-spec/vocabulary.js';
import { SHOPBAG_TYPE_LABELS } from '../shopbag-order/design.js';
import { chargeAmount, chargeWords, mulDivUp, pct, reams, spoilageSheets, won } from './charges.js';
import type { Estimate, EstimateInput, EstimateLine } from './estimate-types.js';
import { cutKey, outsourcingKey, type RateSet } from './rate-set.js';
import {
  OUTSOURCING_STEP_LABELS,
  PARENT_SHEET_LABELS,
  SHEETS_PER_REAM,
  type FinishingRate,
  type OutsourcingStep,
} from './rates.js';
import { parseDosu, parseJulsu, type Dosu } from './spec-text.js';

/**
 * The estimate engine (issue 33): a print spec, a quantity and a resolved rate set → Korean lines that explain
 * themselves, 공급가액, 부가세 and 합계. Pure and synchronous: the web runs it as the customer types, the server runs
 * it again to store the order's price.
 *
 * Formulas (all money whole won; a product with a fraction is rounded UP to the won, per line):
 * - pieces per copy: an entry with a page count prints pages ÷ 2 leaves per copy (a leaf is two pages); otherwise 1.
 * - 대수 (forms) = ⌈pieces per copy ÷ 절수⌉; net sheets = ⌈quantity × pieces per copy ÷ 절수⌉ (parent sheets).
 * - 파지 = the marginal spoilage bands on the net sheets + plates × make-ready sheets per plate.
 * - 용지 = sheets × price per sheet, or ⌈sheets × price per 연 ÷ 500⌉.
 * - 소부 = 대수 × (front + back colours) plates × price per plate (OFF and ROTARY).
 * - 옵셋 = max(minimum, ⌈sheets × (front + back colours) × price per 연 per colour ÷ 500⌉).
 * - 윤전 = max(minimum, ⌈sheets × price per 1,000 ÷ 1,000⌉).
 * - 디지털 = sheets × sides × click (colour when a side has 2+ colours, else mono) + make-ready.
 * - 후가공/제본 = max(minimum, set-up + quantity × unit amount [÷ 1,000]); an outsourced step is the supplier's
 *   charge on the in-house unit (plates, colour-reams, impressions, clicks, copies) + its margin.
 * - 쇼핑백 = bags × making price + advertiser slots × slot price.
 * - 이윤 = ⌈in-house lines × margin⌉ (outsourced lines carry their own margin).
 * - 공급가액 = the sum cut down (절사) to the rounding unit; 부가세 = ⌊공급가액 ÷ 10⌋; 합계 = 공급가액 + 부가세.
 */

export function estimate(input: EstimateInput, rates: RateSet): Estimate {
  const lines: EstimateLine[] = [];
  const missing: string[] = [];
  const quantity = Number.isFinite(input.quantity) ? Math.max(0, Math.floor(input.quantity)) : 0;
  const names = input.names ?? {};
  const itemName = (id: number) => names.rawItems?.[id] ?? `원자재 #${id}`;
  const optionName = (id: number) => names.options?.[id] ?? `옵션 #${id}`;
  const sellerName = (id: number) => names.sellers?.[id] ?? `외주처 #${id}`;
  let outsourcedSum = 0;

  /** An outsourced step: the supplier's charge on `units` of `unit` plus its margin, or a missing line. */
  const outsource = (who: string, sellerId: number, step: OutsourcingStep, units: number, unit: string) => {
    const rate = rates.outsourcing.get(outsourcingKey(sellerId, step));
    const stepLabel = OUTSOURCING_STEP_LABELS[step];
    if (!rate) {
      missing.push(`외주 단가 없음: ${sellerName(sellerId)}의 ${stepLabel} 단가가 단가표에 없습니다. (${who})`);
      return;
    }
    const cost = chargeAmount(rate, units);
    const margin = mulDivUp(cost, rate.marginBp, 10_000);
    const amount = cost + margin;
    outsourcedSum += amount;
    lines.push({
      kind: 'OUTSOURCING',
      label: `외주 ${stepLabel}: ${who}`,
      quantity: units,
      unit,
      unitPrice: rate.unitAmount,
      amount,
      formula: `외주 ${stepLabel}: ${who} ${sellerName(sellerId)} ${chargeWords(rate, units, unit)} = ${won(cost)} + 마진 ${pct(rate.marginBp)} ${won(margin)} = ${won(amount)}`,
    });
  };

  const finishing = (who: string, optionIds: readonly number[]) => {
    for (const optionId of optionIds) {
      const rate: FinishingRate | undefined = rates.finishing.get(optionId);
      const name = optionName(optionId);
      if (!rate) {
        missing.push(`후가공/제본 단가 없음: '${name}'의 단가가 단가표에 없습니다. (${who})`);
        continue;
      }
      const amount = chargeAmount(rate, quantity);
      lines.push({
        kind: 'FINISHING',
        label: `${name}: ${who}`,
        quantity,
        unit: '부',
        unitPrice: rate.unitAmount,
        amount,
        formula: `${name}: ${who} ${chargeWords(rate, quantity, '부')} = ${won(amount)}`,
      });
    }
  };

  input.printingList.forEach((entry, index) => {
    const title =
      input.workType === 'BROCHURE'
        ? printingEntryTitle(index)
        : input.printingList.length > 1
          ? `본문 ${index + 1}`
          : '본문';
    const type = entry.printingType;
    const typeLabel = PRINTING_TYPE_LABELS[type];
    const prints = type !== 'NO_PRINT' && type !== 'OSP_PRINT';
    const dosu: Dosu | null = prints ? parseDosu(entry.dosu) : { front: 0, back: 0 };
    if (!dosu) missing.push(`${title}: 도수 '${entry.dosu ?? ''}'를 읽을 수 없습니다. (예: 4/4, 4/0, 양면 4도)`);
    const colors = dosu ? dosu.front + dosu.back : 0;

    const papers = entry.usePaperList ?? [];
    // An unprinted or outsourced part without paper (a bag's 무인쇄, a supplier's 기타 인쇄) skips paper and printing.
    if ((type === 'NO_PRINT' || type === 'OSP_PRINT') && papers.length === 0) return finishEntry();
    const first = papers[0];
    const paper = first?.rawItemId != null ? rates.papers.get(first.rawItemId) : undefined;
    if (!first || first.rawItemId == null) missing.push(`${title}: 용지가 선택되지 않았습니다.`);
    else if (!paper)
      missing.push(`용지 단가 없음: '${itemName(first.rawItemId)}'의 단가가 단가표에 없습니다. (${title})`);

    // 절수: the entry's own text, else the finished size on the paper's parent sheet.
    let pieces: number | null = null;
    const julsuText = entry.julsu?.trim() ?? '';
    const size = entry.finishedSize?.trim() || input.finishedSize?.trim() || '';
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
      else
        missing.push(`절수 없음: ${PARENT_SHEET_LABELS[paper.parentSheet]}에서 '${size}'의 절수가 단가표에 없습니다.`);
    } else {
      missing.push(`${title}: 절수가 없습니다. 절수(예: 8절)나 완성 규격을 입력해주세요.`);
    }

    const pageCount = entry.pageCount != null && entry.pageCount > 0 ? Math.floor(entry.pageCount) : null;
    const piecesPerCopy = pageCount != null ? Math.ceil(pageCount / 2) : 1;
    const perCopyWords = pageCount != null ? `${withCommas(pageCount)}쪽 ÷ 2 = ${withCommas(piecesPerCopy)}장` : '';

    if (pieces == null) return finishEntry();
    const forms = Math.ceil(piecesPerCopy / pieces);
    const net = mulDivUp(quantity, piecesPerCopy, pieces);
    const plates = type === 'OFF' || type === 'ROTARY' ? forms * colors : 0;

    // 파지
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
        const extra = plates * makeReady.sheetsPerPlate;
        spoil += extra;
        spoilWords += ` + 판걸이 ${withCommas(plates)}판 × ${withCommas(makeReady.sheetsPerPlate)}매`;
      }
    }
    const sheets = net + spoil;
    const sheetWords =
      `${withCommas(quantity)}부` +
      (perCopyWords ? ` × (${perCopyWords})` : '') +
      ` ÷ ${withCommas(pieces)}절 = ${withCommas(net)}매` +
      (spoilWords ? ` + ${spoilWords} = ${withCommas(sheets)}매` : '');

    // 용지
    if (paper && first?.rawItemId != null) {
      const name = itemName(first.rawItemId);
      if (paper.priceUnit === 'REAM') {
        const amount = mulDivUp(sheets, paper.price, SHEETS_PER_REAM);
        lines.push({
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
        lines.push({
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
    for (const extra of papers.slice(1)) {
      if (extra.rawItemId == null) continue;
      const name = itemName(extra.rawItemId);
      const rate = rates.papers.get(extra.rawItemId);
      if (!rate) {
        missing.push(`용지 단가 없음: '${name}'의 단가가 단가표에 없습니다. (${title})`);
        continue;
      }
      if (extra.amount == null) {
        missing.push(`${title}: 추가 용지 '${name}'의 매수를 입력해주세요.`);
        continue;
      }
      const n = extra.amount + (extra.wrongAmount ?? 0);
      const amount = rate.priceUnit === 'REAM' ? mulDivUp(n, rate.price, SHEETS_PER_REAM) : n * rate.price;
      lines.push({
        kind: 'PAPER',
        label: `용지: ${title} ${name} (추가)`,
        quantity: rate.priceUnit === 'REAM' ? reams(n) : n,
        unit: rate.priceUnit === 'REAM' ? '연' : '매',
        unitPrice: rate.price,
        amount,
        formula: `용지: ${title} ${name} ${withCommas(extra.amount)}매 + 파지 ${withCommas(extra.wrongAmount ?? 0)}매 = ${withCommas(n)}매 × ${rate.priceUnit === 'REAM' ? `${won(rate.price)}/연` : won(rate.price)} = ${won(amount)}`,
      });
    }

    // 소부 and 인쇄
    if (dosu && plates > 0) {
      const plateWords = `${withCommas(forms)}대 × ${colors}도(${dosu.front}/${dosu.back})`;
      if (entry.isOffCtpOutsourcing && entry.offCtpOutsourcingId != null)
        outsource(title, entry.offCtpOutsourcingId, 'CTP', plates, '판');
      else if (!rates.plate) missing.push('소부(CTP) 단가 없음: 판당 단가가 단가표에 없습니다.');
      else {
        const amount = plates * rates.plate.pricePerPlate;
        lines.push({
          kind: 'PLATE',
          label: `소부(CTP): ${title}`,
          quantity: plates,
          unit: '판',
          unitPrice: rates.plate.pricePerPlate,
          amount,
          formula: `소부(CTP): ${title} ${plateWords} = ${withCommas(plates)}판 × ${won(rates.plate.pricePerPlate)} = ${won(amount)}`,
        });
      }
    }
    if (dosu && type === 'OFF') {
      if (entry.isOffPrintOutsourcing && entry.offPrintOutsourcingId != null)
        outsource(title, entry.offPrintOutsourcingId, 'OFFSET', mulDivUp(sheets, colors, SHEETS_PER_REAM), '색연');
      else if (!rates.offset) missing.push('옵셋 인쇄 단가 없음: 연당·도당 인쇄단가가 단가표에 없습니다.');
      else {
        const { pricePerReamPerColor: p, minimumAmount: min } = rates.offset;
        const run = mulDivUp(sheets * colors, p, SHEETS_PER_REAM);
        const amount = Math.max(min, run);
        lines.push({
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
    if (dosu && type === 'ROTARY') {
      if (entry.rotaryOutsourcingId != null) outsource(title, entry.rotaryOutsourcingId, 'ROTARY', sheets, '통');
      else if (!rates.rotary) missing.push('윤전 인쇄 단가 없음: 1,000통당 단가가 단가표에 없습니다.');
      else {
        const { pricePerThousand: p, minimumAmount: min } = rates.rotary;
        const run = mulDivUp(sheets, p, 1000);
        const amount = Math.max(min, run);
        lines.push({
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
    if (dosu && type === 'DIGITAL') {
      const sides = dosu.back > 0 ? 2 : 1;
      const clicks = sheets * sides;
      const color = Math.max(dosu.front, dosu.back) >= 2;
      if (entry.isDigitalOutsourcing && entry.digitalOutsourcingId != null)
        outsource(title, entry.digitalOutsourcingId, 'DIGITAL', clicks, '면');
      else if (!rates.digital) missing.push('디지털 인쇄 단가 없음: 면당 클릭 단가가 단가표에 없습니다.');
      else {
        const click = color ? rates.digital.colorClick : rates.digital.monoClick;
        const amount = clicks * click;
        lines.push({
          kind: 'PRINT',
          label: `디지털 인쇄(${color ? '컬러' : '흑백'}): ${title}`,
          quantity: clicks,
          unit: '면',
          unitPrice: click,
          amount,
          formula: `디지털 인쇄: ${title} ${withCommas(sheets)}매 × ${sides === 2 ? '양면' : '단면'} = ${withCommas(clicks)}면 × ${won(click)}(${color ? '컬러' : '흑백'}) = ${won(amount)}`,
        });
        lines.push({
          kind: 'MAKE_READY',
          label: `디지털 준비비: ${title}`,
          quantity: 1,
          unit: '건',
          unitPrice: rates.digital.makeReadyAmount,
          amount: rates.digital.makeReadyAmount,
          formula: `디지털 준비비: ${title} 1건 × ${won(rates.digital.makeReadyAmount)}`,
        });
      }
    }
    return finishEntry();

    function finishEntry() {
      if (type === 'OSP_PRINT') {
        if (entry.ospOutsourcingId != null) outsource(title, entry.ospOutsourcingId, 'OSP', quantity, '부');
        else missing.push(`${title}: 기타 인쇄는 외주처를 지정해야 가격을 낼 수 있습니다.`);
      }
      for (const item of entry.postProcessList ?? []) {
        if (item.postProcessOutsourcingId != null)
          outsource(
            `${title} ${item.postProcessOption.map(optionName).join(', ')}`,
            item.postProcessOutsourcingId,
            'POST_PROCESS',
            quantity,
            '부',
          );
        else finishing(title, item.postProcessOption);
      }
    }
  });

  for (const item of input.foldingBindingList ?? []) {
    if (item.foldingBindingOutsourcingId != null)
      outsource(
        item.foldingBindingOption.map(optionName).join(', '),
        item.foldingBindingOutsourcingId,
        'FOLDING_BINDING',
        quantity,
        '부',
      );
    else finishing('접지/제본', item.foldingBindingOption);
  }

  if (input.workType === 'SHOPBAG') {
    const bag = input.shopbag;
    if (!bag) missing.push('쇼핑백: 유형(4/8/12컷)과 광고 슬롯 수가 없습니다.');
    else {
      const typeLabel = SHOPBAG_TYPE_LABELS[bag.shopbagType];
      const rate = rates.shopbag.get(bag.shopbagType);
      if (!rate) missing.push(`쇼핑백 제작 단가 없음: ${typeLabel}의 개당 제작 단가가 단가표에 없습니다.`);
      else {
        const amount = quantity * rate.pricePerBag;
        lines.push({
          kind: 'SHOPBAG',
          label: `쇼핑백 제작(${typeLabel})`,
          quantity,
          unit: '개',
          unitPrice: rate.pricePerBag,
          amount,
          formula: `쇼핑백 제작: ${typeLabel} ${withCommas(quantity)}개 × ${won(rate.pricePerBag)} = ${won(amount)}`,
        });
      }
      const slots = Math.max(0, Math.floor(bag.slots));
      if (slots > 0) {
        const slot = rates.advertiserSlot;
        if (!slot) missing.push('광고 슬롯 단가 없음: 슬롯당 단가가 단가표에 없습니다.');
        else {
          const amount = slots * slot.pricePerSlot;
          lines.push({
            kind: 'SHOPBAG',
            label: '광고 슬롯',
            quantity: slots,
            unit: '슬롯',
            unitPrice: slot.pricePerSlot,
            amount,
            formula: `광고 슬롯: ${withCommas(slots)}슬롯 × ${won(slot.pricePerSlot)} = ${won(amount)}`,
          });
        }
      }
    }
  }

  // 이윤 on the in-house lines.
  const inHouse = lines.reduce((sum, l) => sum + l.amount, 0) - outsourcedSum;
  const marginRate = rates.margins.get(input.workType);
  if (!marginRate) missing.push(`이윤율 없음: ${WORK_TYPE_LABELS[input.workType]}의 이윤율이 단가표에 없습니다.`);
  else if (marginRate.marginBp > 0 && inHouse > 0) {
    const amount = mulDivUp(inHouse, marginRate.marginBp, 10_000);
    lines.push({
      kind: 'MARGIN',
      label: `이윤(${WORK_TYPE_LABELS[input.workType]})`,
      quantity: 1,
      unit: '식',
      unitPrice: amount,
      amount,
      formula: `이윤: 자체 공정 ${won(inHouse)} × ${pct(marginRate.marginBp)} = ${won(amount)}`,
    });
  }

  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  if (!rates.rounding) missing.push('단수 조정 단위 없음: 단가표에 단수 조정 단위(예: 100원)를 입력해주세요.');
  const unit = rates.rounding?.unit ?? 1;
  const supply = Math.floor(subtotal / unit) * unit;
  const vat = Math.floor(supply / 10);
  return {
    lines,
    subtotal,
    roundedOff: subtotal - supply,
    supply,
    vat,
    total: supply + vat,
    missing,
    ratesDate: rates.date,
  };
}
