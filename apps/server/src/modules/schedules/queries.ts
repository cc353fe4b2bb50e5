import { and, asc, desc, eq, getTableColumns, gte, lte } from 'drizzle-orm';
import { SCHEDULE_SORT_FIELDS, type ListQuery, type SCHEDULE_SEARCH_FILTERS } from '@scm/contract';
import type { Db } from '../../db/client';
import { schedule } from '../../db/schema/schedules';
import { defineList, fetchList, type SearchOf } from '../../platform/list';

export type ScheduleRow = typeof schedule.$inferSelect;
export type ScheduleWrite = Omit<typeof schedule.$inferInsert, 'id' | 'createdAt'>;

const scheduleList = defineList({
  from: schedule,
  key: schedule.id,
  columns: getTableColumns(schedule),
  sortFields: SCHEDULE_SORT_FIELDS,
  sort: {
    id: schedule.id,
    name: schedule.name,
    remark: schedule.remark,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    createdAt: schedule.createdAt,
  },
  search: { name: schedule.name, remark: schedule.remark } satisfies SearchOf<typeof SCHEDULE_SEARCH_FILTERS>,
  dates: { createdAt: schedule.createdAt, startDate: schedule.startDate, endDate: schedule.endDate },
  defaultSort: [desc(schedule.id)],
  defaultDateWindow: true,
});

export const listSchedules = (db: Db, q: ListQuery) => fetchList(db, scheduleList, q);

export const findSchedule = async (db: Db, id: number) =>
  (await db.select().from(schedule).where(eq(schedule.id, id)))[0];

/** Schedules in use that touch [first, last] (inclusive days), longest-running first so bars stack steadily. */
export const selectSchedulesOverlapping = (db: Db, first: string, last: string) =>
  db
    .select({
      id: schedule.id,
      name: schedule.name,
      remark: schedule.remark,
      startDate: schedule.startDate,
      endDate: schedule.endDate,
    })
    .from(schedule)
    .where(and(eq(schedule.isUsed, true), lte(schedule.startDate, last), gte(schedule.endDate, first)))
    .orderBy(asc(schedule.startDate), desc(schedule.endDate), asc(schedule.id));

export const insertSchedule = async (db: Db, values: ScheduleWrite) =>
  (await db.insert(schedule).values(values).returning())[0]!;

export const updateScheduleRow = async (db: Db, id: number, values: ScheduleWrite) =>
  (await db.update(schedule).set(values).where(eq(schedule.id, id)).returning())[0];

export const deleteScheduleRow = async (db: Db, id: number) =>
  (await db.delete(schedule).where(eq(schedule.id, id)).returning())[0];
