import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams, StatementWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface StatementQuery {
  account: number;
  start: string;
  end: string;
  page: number;
}

/** `GET ledger/statement/?account=&start_date=&end_date=&page=`. */
export const statementQuery = (q: StatementQuery) =>
  queryOptions({
    queryKey: queryKeys.statement(q),
    queryFn: async () =>
      unwrap(
        await apiRequest<StatementWire>('GET', 'ledger/statement/', {
          query: {
            account: q.account,
            start_date: q.start,
            end_date: q.end,
            page: q.page,
          } satisfies QueryParams<'ledger/statement/'>,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useStatement = (q: StatementQuery | null) =>
  useQuery({ ...statementQuery(q ?? { account: 0, start: '', end: '', page: 1 }), enabled: q !== null });
