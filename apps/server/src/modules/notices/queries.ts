import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_NOTICE_SORT_FIELDS,
  NOTICE_SORT_FIELDS,
  type CUSTOMER_NOTICE_SEARCH_FILTERS,
  type ListQuery,
  type NOTICE_SEARCH_FILTERS,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { notice } from '../../db/schema/notices';
import { defineList, fetchList, type SearchOf } from '../../platform/list';

export type NoticeRow = typeof notice.$inferSelect;
export type NoticeWrite = Omit<typeof notice.$inferInsert, 'id' | 'createdAt'>;

/** Shown to customers on `today`: in use and today within its start–end range (both ends included). */
const visibleOn = (today: string): SQL =>
  and(eq(notice.isUsed, true), lte(notice.startDate, today), gte(notice.endDate, today))!;

const adminList = (today: string) =>
  defineList({
    from: notice,
    key: notice.id,
    columns: getTableColumns(notice),
    sortFields: NOTICE_SORT_FIELDS,
    sort: {
      id: notice.id,
      title: notice.title,
      startDate: notice.startDate,
      endDate: notice.endDate,
      isActive: sql`(${visibleOn(today)})`,
      createdAt: notice.createdAt,
    },
    search: { title: notice.title } satisfies SearchOf<typeof NOTICE_SEARCH_FILTERS>,
    dates: { createdAt: notice.createdAt, startDate: notice.startDate, endDate: notice.endDate },
    defaultSort: [desc(notice.id)],
    defaultDateWindow: true,
  });

const customerList = defineList({
  from: notice,
  key: notice.id,
  columns: getTableColumns(notice),
  sortFields: CUSTOMER_NOTICE_SORT_FIELDS,
  sort: {
    id: notice.id,
    title: notice.title,
    startDate: notice.startDate,
    endDate: notice.endDate,
    createdAt: notice.createdAt,
  },
  search: { title: notice.title, comment: notice.comment } satisfies SearchOf<typeof CUSTOMER_NOTICE_SEARCH_FILTERS>,
  dates: { startDate: notice.startDate, endDate: notice.endDate },
  // Newest first: the latest announcement is the one a customer came for.
  defaultSort: [desc(notice.startDate), desc(notice.id)],
});

export const listNotices = (db: Db, q: ListQuery, today: string) => fetchList(db, adminList(today), q);

export const listVisibleNotices = (db: Db, q: ListQuery, today: string) =>
  fetchList(db, customerList, q, [visibleOn(today)]);

export const findNotice = async (db: Db, id: number) => (await db.select().from(notice).where(eq(notice.id, id)))[0];

export const findVisibleNotice = async (db: Db, id: number, today: string) =>
  (
    await db
      .select()
      .from(notice)
      .where(and(eq(notice.id, id), visibleOn(today)))
  )[0];

export const selectVisibleNotices = (db: Db, today: string) =>
  db
    .select({ id: notice.id, title: notice.title })
    .from(notice)
    .where(visibleOn(today))
    .orderBy(desc(notice.startDate), desc(notice.id));

export const insertNotice = async (db: Db, values: NoticeWrite) =>
  (await db.insert(notice).values(values).returning())[0]!;

export const updateNoticeRow = async (db: Db, id: number, values: NoticeWrite) =>
  (await db.update(notice).set(values).where(eq(notice.id, id)).returning())[0];

export const deleteNoticeRow = async (db: Db, id: number) =>
  (await db.delete(notice).where(eq(notice.id, id)).returning())[0];
