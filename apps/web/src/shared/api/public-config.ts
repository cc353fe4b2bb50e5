import { API_PUBLIC_CONFIG, type PublicConfig } from '@scm/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/** The server's public settings, read once per page load (they change only with a restart). */
export const usePublicConfig = () =>
  useQuery({
    queryKey: ['public-config'],
    queryFn: () => api.get<PublicConfig>(API_PUBLIC_CONFIG, undefined, { silent: true, allowAnonymous: true }),
    staleTime: Infinity,
    retry: 1,
  });
