import { printingEntryTitle } from '../printing-spec/vocabulary.js';
import { estimateContext } from './estimate-context.js';
import { priceEntryFinishing, priceFoldingBinding } from './estimate-finishing.js';
import { pricePaperAndSpoilage } from './estimate-paper.js';
import { pricePlatesAndPrinting, readDosu } from './estimate-printing.js';
import { priceShopbag } from './estimate-bag.js';
import { estimateTotals, priceMargin } from './estimate-totals.js';
import type { Estimate, EstimateInput } from './estimate-types.js';
import type { RateSet } from './rate-set.js';

/**
 * The estimate engine (issue 33): a print spec, a quantity and a resolved rate set → Korean lines that explain
 * themselves, 공급가액, 부가세 and 합계. Pure and synchronous: the web runs it as the customer types, the server runs
 * it again to store the order's price.
 *
 * The steps, each in its own file (same order of lines and missing sentences as one function had):
 * - estimate-paper.ts (paper and spoilage), estimate-printing.ts (plates; offset, rotary, digital),
 *   estimate-finishing.ts (post-processing, 기타 인쇄, folding/binding), estimate-outsourcing.ts (an outsourced step),
 *   estimate-bag.ts (shopping bag), estimate-totals.ts (margin, rounding, VAT); estimate-context.ts holds what they share.
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
  const ctx = estimateContext(input, rates);
  input.printingList.forEach((entry, index) => {
    const title =
      input.workType === 'BROCHURE'
        ? printingEntryTitle(index)
        : input.printingList.length > 1
          ? `본문 ${index + 1}`
          : '본문';
    const type = entry.printingType;
    const dosu = readDosu(ctx, title, entry);
    // An unprinted or outsourced part without paper (a bag's 무인쇄, a supplier's 기타 인쇄) skips paper and printing.
    const skipsPaper = (type === 'NO_PRINT' || type === 'OSP_PRINT') && (entry.usePaperList ?? []).length === 0;
    if (!skipsPaper) {
      const colors = dosu ? dosu.front + dosu.back : 0;
      const run = pricePaperAndSpoilage(ctx, title, entry, colors, input.finishedSize);
      if (run && dosu) pricePlatesAndPrinting(ctx, title, entry, dosu, run);
    }
    priceEntryFinishing(ctx, title, entry);
  });
  priceFoldingBinding(ctx, input.foldingBindingList ?? []);
  if (input.workType === 'SHOPBAG') priceShopbag(ctx, input.shopbag);
  priceMargin(ctx, input.workType);
  return estimateTotals(ctx);
}
