import { noticeMessages, type CustomerNotice, type ListQuery, type Notice, type NoticeValues } from '@scm/contract';
import type { Db } from '../../db/client';
import dates from '../../platform/dates';
import { notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import {
  deleteNoticeRow,
  findNotice,
  findVisibleNotice,
  insertNotice,
  listNotices,
  listVisibleNotices,
  selectVisibleNotices,
  updateNoticeRow,
  type NoticeRow,
} from './queries';

/** Dates are 'YYYY-MM-DD' strings, so comparing them as text compares the days. */
const isActiveOn = (r: NoticeRow, today: string) => r.isUsed && r.startDate <= today && today <= r.endDate;

export const presentNotice = (r: NoticeRow, today = dates.today()): Notice => ({
  id: r.id,
  title: r.title,
  comment: r.comment,
  startDate: r.startDate,
  endDate: r.endDate,
  isUsed: r.isUsed,
  isActive: isActiveOn(r, today),
  createdAt: r.createdAt.toISOString(),
});

const presentForCustomer = (r: NoticeRow): CustomerNotice => ({
  id: r.id,
  title: r.title,
  comment: r.comment,
  startDate: r.startDate,
  endDate: r.endDate,
  isUsed: r.isUsed,
});

export async function pageNotices(db: Db, q: ListQuery) {
  const today = dates.today();
  const { rows, total } = await listNotices(db, q, today);
  return toPage(
    rows.map((r) => presentNotice(r, today)),
    total,
    q,
  );
}

export async function getNotice(db: Db, id: number) {
  const row = await findNotice(db, id);
  if (!row) throw notFound(noticeMessages.notFound);
  return presentNotice(row);
}

export const createNotice = async (db: Db, input: NoticeValues) => presentNotice(await insertNotice(db, input));

export async function updateNotice(db: Db, id: number, input: NoticeValues) {
  const row = await updateNoticeRow(db, id, input);
  if (!row) throw notFound(noticeMessages.notFound);
  return presentNotice(row);
}

export async function deleteNotice(db: Db, id: number) {
  const row = await deleteNoticeRow(db, id);
  if (!row) throw notFound(noticeMessages.notFound);
}

export const activeNoticeSelectList = (db: Db) => selectVisibleNotices(db, dates.today());

export async function pageVisibleNotices(db: Db, q: ListQuery) {
  const { rows, total } = await listVisibleNotices(db, q, dates.today());
  return toPage(rows.map(presentForCustomer), total, q);
}

/** A notice that is switched off, not yet started or already over is answered as missing. */
export async function getVisibleNotice(db: Db, id: number) {
  const row = await findVisibleNotice(db, id, dates.today());
  if (!row) throw notFound(noticeMessages.notFound);
  return presentForCustomer(row);
}
