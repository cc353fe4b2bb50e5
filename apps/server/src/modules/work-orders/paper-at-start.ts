import { PAPER_SHORT_AT_START_CODE, paperShortAtStartLine, paperShortAtStartMessage } from '@scm/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { workProgress } from '../../db/schema/work-orders';
import { AppError } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { recordOrderEvent } from '../order-core';
import { jobPaperLines } from './paper';
import { paperAvailability } from './paper-availability-queries';

/**
 * Paper checked when a job's work first starts (issue 31): the job's need per item (used + spoiled) against what is
 * free — on hand minus what the other open jobs need. Short → 409 PAPER_SHORT_AT_START naming each item, unless the
 * starter confirmed (`confirmShortage`): then the start goes on and the order's history says it started short.
 * Only the job's first start asks: a team starting a turn after another team already began is not asked again.
 */
export async function checkPaperAtStart(
  tx: ServiceContext,
  job: { id: number; kind: string; orderId: number },
  confirmShortage: boolean | undefined,
) {
  const [started] = await tx.db
    .select({ id: workProgress.id })
    .from(workProgress)
    .where(and(eq(workProgress.workOrderId, job.id), isNotNull(workProgress.startedAt)))
    .limit(1);
  if (started) return;
  const need = new Map<number, number>();
  for (const l of await jobPaperLines(tx.db, job))
    need.set(l.rawItemId, (need.get(l.rawItemId) ?? 0) + l.amount + l.wrongAmount);
  const ids = [...need.keys()].filter((id) => need.get(id)! > 0);
  const shorts = (await paperAvailability(tx.db, ids, { workOrderId: job.id }))
    .filter((a) => need.get(a.rawItemId)! > a.free)
    .map((a) => ({ itemName: a.itemName, needed: need.get(a.rawItemId)!, free: a.free, unit: a.unit }));
  if (!shorts.length) return;
  if (!confirmShortage)
    throw new AppError(409, PAPER_SHORT_AT_START_CODE, paperShortAtStartMessage(shorts), {
      isAlert: false,
      isSnackbar: false,
    });
  await recordOrderEvent(tx, job.orderId, 'PAPER_SHORT_STARTED', shorts.map(paperShortAtStartLine).join(' / '));
}
