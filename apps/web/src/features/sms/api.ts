import {
  API_SMS,
  API_SMS_OUTBOX,
  type SmsOutbox,
  type SmsOutboxStatus,
  type SmsTemplate,
  type SmsTemplateInput,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const SMS_KEY = 'sms';
export const SMS_PATH = '/admin/cs/sms';
export const SMS_OUTBOX_PATH = '/admin/cs/sms/outbox';

export const useSmsTemplates = () =>
  useQuery({ queryKey: [SMS_KEY, 'templates'], queryFn: () => api.get<SmsTemplate[]>(API_SMS) });

export const useSaveSmsTemplates = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (templates: SmsTemplateInput[]) => api.put<SmsTemplate[]>(API_SMS, { templates }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [SMS_KEY, 'templates'] }),
  });
};

export const useSmsOutbox = (status: SmsOutboxStatus | null) =>
  usePagedList<SmsOutbox>(SMS_KEY, API_SMS_OUTBOX, status ? { status } : undefined, {
    defaultDateFilter: 'createdAt',
  });

export const useResendSms = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<SmsOutbox>(`${API_SMS_OUTBOX}/${id}/resend`),
    onSuccess: () => qc.invalidateQueries({ queryKey: [SMS_KEY, 'list'] }),
  });
};
