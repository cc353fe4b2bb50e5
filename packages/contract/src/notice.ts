import { z } from 'zod';
import { requiredDate, requiredText } from './common/validation.js';
import { MSG } from './common/messages.js';

export const API_NOTICE = '/api/notice';
export const API_CUSTOMER_NOTICE = '/api/customer/notice';

const PeriodSchema = z.object({ startDate: requiredDate, endDate: requiredDate });

/**
 * Adds the rule shared by notices and schedules: the end date is not before the start date, reported under endDate.
 * It runs as soon as both dates are valid, even while other fields still have errors.
 */
export const withValidPeriod = <T extends z.ZodType<{ startDate: string; endDate: string }>>(schema: T) =>
  schema.refine((v) => v.endDate >= v.startDate, {
    path: ['endDate'],
    message: MSG.endBeforeStart,
    when: (payload) => PeriodSchema.safeParse(payload.value).success,
  });

export const NoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  comment: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isUsed: z.boolean(),
  /** isUsed and today within startDate–endDate: what customers can see right now. */
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;

const noticeFields = {
  title: requiredText(255),
  comment: requiredText(1024),
  startDate: requiredDate,
  endDate: requiredDate,
  isUsed: z.boolean().default(true),
};
export const NoticeCreateSchema = withValidPeriod(z.strictObject(noticeFields));
export type NoticeInput = z.input<typeof NoticeCreateSchema>;
export type NoticeValues = z.output<typeof NoticeCreateSchema>;
/** PUT /api/notice carries the id in the body as the spec's call list does. */
export const NoticeUpdateSchema = withValidPeriod(z.strictObject({ ...noticeFields, id: z.number().int().positive() }));

export const NOTICE_SEARCH_FILTERS = { all: '전체', title: '제목' } as const;
export const NOTICE_DATE_FILTERS = { createdAt: '등록일', startDate: '시작일', endDate: '만료일' } as const;
export const NOTICE_SORT_FIELDS = ['id', 'title', 'startDate', 'endDate', 'isActive', 'createdAt'] as const;

/** What a customer reads (spec 002 §3): only notices active today. */
export const CustomerNoticeSchema = NoticeSchema.pick({
  id: true,
  title: true,
  comment: true,
  startDate: true,
  endDate: true,
  isUsed: true,
});
export type CustomerNotice = z.infer<typeof CustomerNoticeSchema>;
export const CUSTOMER_NOTICE_SEARCH_FILTERS = { all: '전체', title: '제목', comment: '내용' } as const;
export const CUSTOMER_NOTICE_SORT_FIELDS = ['id', 'title', 'startDate', 'endDate', 'createdAt'] as const;
export const CUSTOMER_NOTICE_DATE_FILTERS = { startDate: '시작일', endDate: '종료일' } as const;

export const NoticeSelectItemSchema = NoticeSchema.pick({ id: true, title: true });
export type NoticeSelectItem = z.infer<typeof NoticeSelectItemSchema>;

export const noticeMessages = {
  created: '공지사항이 등록되었습니다.',
  updated: '공지사항이 수정되었습니다.',
  deleted: '공지사항이 삭제되었습니다.',
  createConfirm: '공지사항을 등록하시겠습니까?',
  updateConfirm: '공지사항을 수정하시겠습니까?',
  deleteConfirm: '삭제하시겠습니까?',
  notFound: '공지사항을 찾을 수 없습니다.',
};
