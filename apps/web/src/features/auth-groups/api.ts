import {
  API_AUTH_GROUP,
  type AuthGroup,
  type AuthGroupTarget,
  type Authority,
  type DepartmentWithGroups,
  type EmployeeWithGroups,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const AUTH_GROUP_KEY = 'auth-groups';

export type { AuthGroupRef as GroupRef, DepartmentWithGroups, EmployeeWithGroups } from '@scm/contract';

export const useAuthorities = () =>
  useQuery({
    queryKey: [AUTH_GROUP_KEY, 'authorities'],
    queryFn: () => api.get<Authority[]>(`${API_AUTH_GROUP}/authorities`),
    staleTime: Infinity,
  });

export const useAllGroups = () =>
  useQuery({ queryKey: [AUTH_GROUP_KEY, 'all'], queryFn: () => api.get<AuthGroup[]>(`${API_AUTH_GROUP}/groups/all`) });

export const useDepartmentsWithGroups = () =>
  usePagedList<DepartmentWithGroups>(AUTH_GROUP_KEY, `${API_AUTH_GROUP}/department`);
export const useEmployeesWithGroups = () =>
  usePagedList<EmployeeWithGroups>(AUTH_GROUP_KEY, `${API_AUTH_GROUP}/employee`);

/** Every change here reloads the whole screen's data: groups, authorities and assignments move together. */
const useGroupMutation = <V>(fn: (values: V) => Promise<{ message: string }>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: [AUTH_GROUP_KEY] }) });
};

export const useCreateGroup = () => useGroupMutation((name: string) => api.post<AuthGroup>(API_AUTH_GROUP, { name }));
export const useRenameGroup = () =>
  useGroupMutation((v: { id: number; name: string }) => api.put<AuthGroup>(API_AUTH_GROUP, v));
export const useDeleteGroup = () => useGroupMutation((id: number) => api.delete<null>(`${API_AUTH_GROUP}/${id}`));

export const useToggleAuthority = () =>
  useGroupMutation((v: { authGroupId: number; authorityId: number; on: boolean }) =>
    api.post<null>(`${API_AUTH_GROUP}/authority${v.on ? '' : '/delete'}`, {
      authGroupId: v.authGroupId,
      authorityId: v.authorityId,
    }),
  );

export const useToggleGroupOn = () =>
  useGroupMutation((v: { authGroupId: number; targetType: AuthGroupTarget; targetId: number; on: boolean }) =>
    api.post<null>(`${API_AUTH_GROUP}/in_other${v.on ? '' : '/delete'}`, {
      authGroupId: v.authGroupId,
      targetType: v.targetType,
      targetId: v.targetId,
    }),
  );
