import {
  API_BASIC_INFO,
  COMPANY_BASIC_INFO_ID,
  COMPANY_STAMP_FIELD,
  type BasicInfo,
  type BasicInfoUpdateValues,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export const BASIC_INFO_KEY = 'basic-info';
export const BASIC_INFO_PATH = '/admin/cm/basicInfo';

export type BasicInfoValues = Omit<BasicInfoUpdateValues, 'id'>;

/** The company's record (always id 1). */
export const useCompanyBasicInfo = () =>
  useQuery({
    queryKey: [BASIC_INFO_KEY],
    queryFn: () => api.get<BasicInfo>(`${API_BASIC_INFO}/${COMPANY_BASIC_INFO_ID}`),
  });

/** The multipart body: every field as text, plus the new stamp image when one was chosen. */
function toFormData(values: BasicInfoValues, stamp: File | null): FormData {
  const data = new FormData();
  data.append('id', String(COMPANY_BASIC_INFO_ID));
  for (const [key, value] of Object.entries(values) as [string, unknown][]) {
    if (typeof value === 'string' || typeof value === 'boolean') data.append(key, String(value));
  }
  if (stamp) data.append(COMPANY_STAMP_FIELD, stamp, stamp.name);
  return data;
}

export const useUpdateBasicInfo = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ values, stamp }: { values: BasicInfoValues; stamp: File | null }) =>
      api.put<BasicInfo>(API_BASIC_INFO, toFormData(values, stamp)),
    onSuccess: () => qc.invalidateQueries({ queryKey: [BASIC_INFO_KEY] }),
  });
};
