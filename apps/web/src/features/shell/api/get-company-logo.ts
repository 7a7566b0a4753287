import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET update-company-logo/`. A missing endpoint or any failure simply means "no logo": the
 * header then shows the text brand, so this query never errors.
 */
export const companyLogoQuery = () =>
  queryOptions({
    queryKey: queryKeys.companyLogo(),
    queryFn: async (): Promise<string | null> => {
      const result = await apiRequest<{ image_url?: string | null }>('GET', 'update-company-logo/');
      return result.ok ? (result.data?.image_url ?? null) : null;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useCompanyLogo = () => useQuery(companyLogoQuery());
