import {
  API_SCHEDULE,
  API_SCHEDULE_CALENDAR,
  type SCHEDULE_DATE_FILTERS,
  type CalendarEvent,
  type Schedule,
  type ScheduleValues,
} from '@scm/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const SCHEDULE_KEY = 'schedules';
export const SCHEDULE_LIST_PATH = '/admin/cm/schedule';

const DEFAULT_DATE_FIELD: keyof typeof SCHEDULE_DATE_FILTERS = 'createdAt';

export const useScheduleList = () =>
  usePagedList<Schedule>(SCHEDULE_KEY, API_SCHEDULE, undefined, { defaultDateFilter: DEFAULT_DATE_FIELD });

export const useSchedule = (id: number | null) =>
  useQuery({
    queryKey: [SCHEDULE_KEY, 'detail', id],
    queryFn: () => api.get<Schedule>(`${API_SCHEDULE}/${id ?? ''}`),
    enabled: id !== null,
    // A 4xx (deleted, no such id) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** Used schedules overlapping a month ('YYYY-MM'); the previous month stays on screen while the next one loads. */
export const useCalendarMonth = (month: string) =>
  useQuery({
    queryKey: [SCHEDULE_KEY, 'calendar', month],
    queryFn: () => api.get<CalendarEvent[]>(API_SCHEDULE_CALENDAR, { date: month }),
    placeholderData: keepPreviousData,
  });

export const useCreateSchedule = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: ScheduleValues) => (await api.post<Schedule>(API_SCHEDULE, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [SCHEDULE_KEY] }),
  });
};

export const useUpdateSchedule = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: ScheduleValues & { id: number }) => (await api.put<Schedule>(API_SCHEDULE, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [SCHEDULE_KEY] }),
  });
};

export const useDeleteSchedule = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_SCHEDULE}/${id}`),
    // Not the detail query: refetching the record just deleted would answer 404 while its page is still open.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [SCHEDULE_KEY, 'list'] }),
        qc.invalidateQueries({ queryKey: [SCHEDULE_KEY, 'calendar'] }),
      ]),
  });
};
