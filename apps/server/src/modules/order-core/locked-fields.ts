import type { z } from 'zod';
import type { FieldErrors, OrderUpdateValues } from '@scm/contract';
import type { Db } from '../../db/client';
import { FieldError } from '../../platform/errors';
import type { OrderRow } from './order-rows';
import { readPrintingSpec } from './spec-queries';

/**
 * Zod issues as field errors, with each key a strict object refuses named at its own path (the form shows the
 * message there), the way schema errors of a route are answered.
 */
export function issuesAsFieldError(issues: readonly z.core.$ZodIssue[]) {
  const errors: FieldErrors = {};
  const add = (path: PropertyKey[], message: string) => {
    const key = path.map(String).join('.') || '_';
    errors[key] ??= { isError: true, defaultMessage: message };
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') for (const k of issue.keys) add([...issue.path, k], issue.message);
    else add(issue.path, issue.message);
  }
  return new FieldError(errors);
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

type Spec = Pick<OrderUpdateValues, 'printingList' | 'foldingBindingList'>;
type SpecLike = {
  printingList: readonly (Omit<Spec['printingList'][number], 'usePaperList'> & {
    usePaperList: readonly { rawItemId: number; amount: number | null; wrongAmount: number | null }[];
  })[];
  foldingBindingList: Spec['foldingBindingList'];
};

/** The print spec in one comparable form (option ids in id order, as they are stored; display names left out). */
function specKey(spec: SpecLike, ignorePaper: boolean) {
  return spec.printingList.map(({ usePaperList, postProcessList, ...fields }) => ({
    ...Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))),
    usePaperList: ignorePaper ? [] : usePaperList.map((l) => [l.rawItemId, l.amount, l.wrongAmount]),
    postProcessList: postProcessList.map((p) => [
      sorted(p.postProcessOption),
      p.postProcessOutsourcingId,
      p.postProcessRemark,
    ]),
  }));
}

const foldingKey = (list: Spec['foldingBindingList']) =>
  list.map((f) => [sorted(f.foldingBindingOption), f.foldingBindingOutsourcingId, f.foldingBindingRemark]);

/**
 * Whether a full edit form sent after work started changes anything but the delivery info and remarks: compared
 * with what is stored, field by field, the print spec entry by entry and the draft files as a set. `ignorePaper`:
 * the paper lines left out (a supervisor's paper correction, paper-correction.ts).
 */
export async function changesLockedFields(
  db: Db,
  stored: OrderRow,
  storedFileIds: readonly number[],
  sent: OrderUpdateValues,
  { ignorePaper = false } = {},
) {
  const spec = await readPrintingSpec(db, stored.id);
  const before = {
    productName: stored.productName,
    buyerId: stored.buyerId,
    deliveryDate: stored.deliveryDate,
    originSub: stored.originSub === '' ? null : stored.originSub,
    outsourcingChargeId: stored.outsourcingChargeId,
    quality: stored.quality,
    amount: stored.amount,
    numberCases: stored.numberCases,
    workType: stored.workType,
    finishedSize: stored.finishedSize,
    isFoldingBinding: stored.isFoldingBinding,
    attachmentIds: sorted(storedFileIds),
    printingList: specKey(spec, ignorePaper),
    foldingBindingList: foldingKey(spec.foldingBindingList),
  };
  const after = {
    productName: sent.productName,
    buyerId: sent.buyerId,
    deliveryDate: sent.deliveryDate,
    originSub: sent.originSub,
    outsourcingChargeId: sent.outsourcingChargeId,
    quality: sent.quality,
    amount: sent.amount,
    numberCases: sent.numberCases,
    workType: sent.workType,
    finishedSize: sent.finishedSize,
    isFoldingBinding: sent.isFoldingBinding,
    attachmentIds: sorted([...new Set(sent.attachmentIds)]),
    printingList: specKey(sent, ignorePaper),
    foldingBindingList: foldingKey(sent.foldingBindingList),
  };
  return JSON.stringify(before) !== JSON.stringify(after);
}
