import { useQuery } from '@tanstack/react-query';
import type { TillSettingsWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET till-settings/`: the company's expiry warning window, the filter's default number of days. */
export const useExpiryWindow = () =>
  useQuery({
    queryKey: queryKeys.tillSettings(),
    queryFn: async () => unwrap(await apiRequest<TillSettingsWire>('GET', 'till-settings/')),
    select: (s) => s.expiry_window_days,
    staleTime: 60_000,
  });
