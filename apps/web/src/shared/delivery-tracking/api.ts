import { API_PARCEL_TRACKING, type Carrier, type TrackingView } from '@scm/contract';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../api/client';

/** The carriers our server serves (bundled, or the provider's list); they change rarely. */
export const useCarriers = () =>
  useQuery({
    queryKey: ['delivery', 'carriers'],
    queryFn: () => api.get<Carrier[]>(API_PARCEL_TRACKING.carriers),
    staleTime: 10 * 60_000,
    retry: 1,
  });

/** How to show one parcel: the embedded provider page, or a link to the carrier's site. */
export const useTrackingView = (carrierCode: string, invoice: string, enabled: boolean) =>
  useQuery({
    queryKey: ['delivery', 'tracking', carrierCode, invoice],
    queryFn: () => api.get<TrackingView>(API_PARCEL_TRACKING.tracking, { carrierCode, invoice }),
    enabled,
    // A refused invoice or carrier (400) stays refused.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
