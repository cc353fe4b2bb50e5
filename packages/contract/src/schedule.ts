import { z } from 'zod';
import { isRealDate, requiredDate, requiredText } from './common/validation.js';
import { MSG } from './common/messages.js';
import { withValidPeriod } from './notice.js';

export const API_SCHEDULE = '/api/admin/cm/schedule';
export const API_SCHEDULE_CALENDAR = `${API_SCHEDULE}/calendar`;

export const ScheduleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  remark: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isUsed: z.boolean(),
  createdAt: z.string(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

const scheduleFields = {
  name: requiredText(255, MSG.required, '제목을 255자 이내로 입력해주세요.'),
  remark: requiredText(1024, MSG.required, '내용을 1024자 이내로 입력해주세요.'),
  startDate: requiredDate,
  endDate: requiredDate,
  isUsed: z.boolean().default(true),
};
export const ScheduleCreateSchema = withValidPeriod(z.strictObject(scheduleFields));
export type ScheduleInput = z.input<typeof ScheduleCreateSchema>;
export type ScheduleValues = z.output<typeof ScheduleCreateSchema>;
/** PUT carries the id in the body, like the other master-data updates. */
export const ScheduleUpdateSchema = withValidPeriod(
  z.strictObject({ ...scheduleFields, id: z.number().int().positive() }),
);

export const SCHEDULE_SEARCH_FILTERS = { all: '전체', name: '제목', remark: '내용' } as const;
export const SCHEDULE_DATE_FILTERS = { createdAt: '등록일', startDate: '시작일', endDate: '종료일' } as const;
export const SCHEDULE_SORT_FIELDS = ['id', 'name', 'remark', 'startDate', 'endDate', 'createdAt'] as const;

export const CALENDAR_MONTH_MESSAGE = '조회할 달을 YYYY-MM 형식으로 입력해주세요.';
export const CalendarQuerySchema = z.object({
  date: z.string({ error: CALENDAR_MONTH_MESSAGE }).refine((v) => isRealDate(`${v}-01`), CALENDAR_MONTH_MESSAGE),
});

/** One schedule on the month calendar. */
export const CalendarEventSchema = ScheduleSchema.pick({
  id: true,
  name: true,
  remark: true,
  startDate: true,
  endDate: true,
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/** The do-not-show cookie of the calendar modal and its two choices (spec 000 §2, §9: days × 86400 s). */
export const CALENDAR_HIDE_COOKIE = 'notice';
export const CALENDAR_HIDE_CHOICES = [
  { days: 1, label: '오늘 하루 보지 않기' },
  { days: 7, label: '7일간 보지 않기' },
] as const;
export const SECONDS_PER_DAY = 86400;

export const scheduleMessages = {
  created: '일정이 등록되었습니다.',
  updated: '일정이 수정되었습니다.',
  deleted: '일정이 삭제되었습니다.',
  createConfirm: '일정을 등록하시겠습니까?',
  updateConfirm: '일정을 수정하시겠습니까?',
  deleteConfirm: '정말로 삭제하시겠습니까?',
  notFound: '일정을 찾을 수 없습니다.',
};
