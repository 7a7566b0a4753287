import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, QueryParams, TransactionMethod, UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET finance-parties/?p_s=`: whom a tab may name, filtered by the server with the rule of spec
 * 2.14 (the same rule that decides what it accepts), so the list never offers a refused party.
 */
export const financePartiesQuery = (method: TransactionMethod) =>
  queryOptions({
    queryKey: queryKeys.financeParties(method),
    queryFn: async () =>
      unwrap(
        await apiRequest<ListEnvelope<UserWire>>('GET', 'finance-parties/', {
          query: { p_s: method } satisfies QueryParams<'finance-parties/'>,
        }),
      ).results,
    staleTime: 60_000,
  });

export const useFinanceParties = (method: TransactionMethod) => useQuery(financePartiesQuery(method));
