import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams, TrialBalanceWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET ledger/trial-balance/?company=&date=`. */
export const trialBalanceQuery = (company: number, date: string) =>
  queryOptions({
    queryKey: queryKeys.trialBalance(company, date),
    queryFn: async () =>
      unwrap(
        await apiRequest<TrialBalanceWire>('GET', 'ledger/trial-balance/', {
          query: { company, date } satisfies QueryParams<'ledger/trial-balance/'>,
        }),
      ),
  });

export const useTrialBalance = (company: number | null, date: string) =>
  useQuery({ ...trialBalanceQuery(company ?? 0, date), enabled: company !== null });
