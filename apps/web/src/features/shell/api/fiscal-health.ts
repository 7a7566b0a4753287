import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FiscalHealthWire, QueryParams } from '@tillwise/domain';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How often the counter asks how reporting to the FBR goes. */
export const FISCAL_HEALTH_EVERY_MS = 60_000;

/**
 * `GET fiscal/health/` for the caller's company, every minute while online. A failure is no
 * answer (null): the header warns only on what the server said, and never gets in a sale's way.
 */
export const fiscalHealthQuery = (company: number, online: boolean) =>
  queryOptions({
    queryKey: queryKeys.fiscalHealth(company),
    queryFn: async (): Promise<FiscalHealthWire | null> => {
      const query = { company } satisfies QueryParams<'fiscal/health/'>;
      const result = await apiRequest<FiscalHealthWire>('GET', 'fiscal/health/', { query });
      return result.ok ? result.data : null;
    },
    enabled: online && company > 0,
    refetchInterval: FISCAL_HEALTH_EVERY_MS,
    staleTime: FISCAL_HEALTH_EVERY_MS / 2,
    retry: false,
  });

export const useFiscalHealth = (company: number, online: boolean) =>
  useQuery(fiscalHealthQuery(company, online));
