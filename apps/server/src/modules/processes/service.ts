import { processMessages, type Process, type ProcessValues } from '@scm/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import {
  allProcesses,
  closeGapAfter,
  deleteProcessRow,
  insertProcess,
  lockPair,
  lockProcessOrder,
  nextOrderNum,
  renameProcessRow,
  setOrderNum,
} from './queries';

export const listProcesses = (db: Db): Promise<Process[]> => allProcesses(db);

/** A new process goes to the end of the line. */
export const createProcess = (db: Db, input: ProcessValues): Promise<Process> =>
  db.transaction(async (tx) => {
    await lockProcessOrder(tx);
    return insertProcess(tx, input.name, await nextOrderNum(tx));
  });

export async function renameProcess(db: Db, id: number, input: ProcessValues): Promise<Process> {
  const row = await renameProcessRow(db, id, input.name);
  if (!row) throw notFound(processMessages.notFound);
  return row;
}

/** Deletes a process; the ones after it move up a place. */
export const deleteProcess = (db: Db, id: number): Promise<Process> =>
  db.transaction(async (tx) => {
    await lockProcessOrder(tx);
    const row = await deleteProcessRow(tx, id);
    if (!row) throw notFound(processMessages.notFound);
    await closeGapAfter(tx, row.orderNum);
    return row;
  });

/** The two processes trade places in one transaction; both must exist. Answers the whole list in its new order. */
export async function swapProcesses(db: Db, processA: number, processB: number): Promise<Process[]> {
  await db.transaction(async (tx) => {
    // Additions and deletions renumber the line under the same lock; a swap reading places mid-renumber would
    // write back stale ones.
    await lockProcessOrder(tx);
    const rows = await lockPair(tx, processA, processB);
    const a = rows.find((r) => r.id === processA);
    const b = rows.find((r) => r.id === processB);
    if (!a || !b) throw notFound(processMessages.notFound);
    await setOrderNum(tx, a.id, b.orderNum);
    await setOrderNum(tx, b.id, a.orderNum);
  });
  return allProcesses(db);
}
