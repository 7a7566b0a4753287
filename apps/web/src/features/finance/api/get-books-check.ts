import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One broken invariant of the books or the stock. */
export interface BooksViolationWire {
  check: string;
  message: string;
  company: number | null;
  expected: string;
  actual: string;
}

export interface BooksCheckWire {
  reconciles: boolean;
  violations: BooksViolationWire[];
}

/** `GET ledger/check/?company=`: whether a company's books reconcile with its stock. */
export const booksCheckQuery = (company: number) =>
  queryOptions({
    queryKey: queryKeys.booksCheck(company),
    queryFn: async () =>
      unwrap(
        await apiRequest<BooksCheckWire>('GET', 'ledger/check/', {
          query: { company } satisfies QueryParams<'ledger/check/'>,
        }),
      ),
  });

export const useBooksCheck = (company: number | null) =>
  useQuery({ ...booksCheckQuery(company ?? 0), enabled: company !== null });
