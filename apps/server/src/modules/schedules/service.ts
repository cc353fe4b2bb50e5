import { scheduleMessages, type ListQuery, type Schedule, type ScheduleValues } from '@scm/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import {
  deleteScheduleRow,
  findSchedule,
  insertSchedule,
  listSchedules,
  selectSchedulesOverlapping,
  updateScheduleRow,
  type ScheduleRow,
} from './queries';

export const presentSchedule = (r: ScheduleRow): Schedule => ({
  id: r.id,
  name: r.name,
  remark: r.remark,
  startDate: r.startDate,
  endDate: r.endDate,
  isUsed: r.isUsed,
  createdAt: r.createdAt.toISOString(),
});

export async function pageSchedules(db: Db, q: ListQuery) {
  const { rows, total } = await listSchedules(db, q);
  return toPage(rows.map(presentSchedule), total, q);
}

export async function getSchedule(db: Db, id: number) {
  const row = await findSchedule(db, id);
  if (!row) throw notFound(scheduleMessages.notFound);
  return presentSchedule(row);
}

export const createSchedule = async (db: Db, input: ScheduleValues) => presentSchedule(await insertSchedule(db, input));

export async function updateSchedule(db: Db, id: number, input: ScheduleValues) {
  const row = await updateScheduleRow(db, id, input);
  if (!row) throw notFound(scheduleMessages.notFound);
  return presentSchedule(row);
}

export async function deleteSchedule(db: Db, id: number) {
  const row = await deleteScheduleRow(db, id);
  if (!row) throw notFound(scheduleMessages.notFound);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' → its first and last day as 'YYYY-MM-DD'. */
export function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${y}-${pad(m)}-${pad(lastDay)}` };
}

/** Every schedule in use that overlaps the month, for the calendar modal. */
export async function calendarMonth(db: Db, month: string) {
  const { first, last } = monthRange(month);
  return selectSchedulesOverlapping(db, first, last);
}
