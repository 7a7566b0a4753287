import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, TransactionWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface TransactionsQuery {
  start: string;
  end: string;
  page: number;
  company?: number;
}

/** `GET transaction/` (contract A13) for one company's books and range. */
export async function fetchTransactions(q: TransactionsQuery): Promise<ListEnvelope<TransactionWire>> {
  const query = { start_date: q.start, end_date: q.end, page: q.page, company: q.company };
  return unwrap(await apiRequest<ListEnvelope<TransactionWire>>('GET', 'transaction/', { query }));
}

export const transactionsQuery = (q: TransactionsQuery) =>
  queryOptions({
    queryKey: queryKeys.transactions(q),
    queryFn: () => fetchTransactions(q),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (q: TransactionsQuery | null) =>
  useQuery({ ...transactionsQuery(q ?? { start: '', end: '', page: 1 }), enabled: q !== null });
