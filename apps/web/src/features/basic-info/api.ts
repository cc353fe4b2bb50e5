import { API_BASIC_INFO, COMPANY_BASIC_INFO_ID, type BasicInfo, type BasicInfoFieldsSchema } from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client';

export const BASIC_INFO_KEY = 'basic-info';
export const BASIC_INFO_PATH = '/admin/cm/basicInfo';

export type BasicInfoValues = z.output<typeof BasicInfoFieldsSchema>;

/** The company's record (always id 1). */
export const useCompanyBasicInfo = () =>
  useQuery({
    queryKey: [BASIC_INFO_KEY],
    queryFn: () => api.get<BasicInfo>(`${API_BASIC_INFO}/${COMPANY_BASIC_INFO_ID}`),
  });

export const useUpdateBasicInfo = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: BasicInfoValues) =>
      api.put<BasicInfo>(API_BASIC_INFO, { ...values, id: COMPANY_BASIC_INFO_ID }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [BASIC_INFO_KEY] }),
  });
};
