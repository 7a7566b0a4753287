import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET update-company-logo/` for the printed summary's letterhead. Shares the header's cache key;
 * any failure means "no logo" and the letterhead shows the name alone.
 */
export const printLogoQuery = () =>
  queryOptions({
    queryKey: queryKeys.companyLogo(),
    queryFn: async (): Promise<string | null> => {
      const result = await apiRequest<{ image_url?: string | null }>('GET', 'update-company-logo/');
      return result.ok ? (result.data?.image_url ?? null) : null;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });

export const usePrintLogo = () => useQuery(printLogoQuery());
