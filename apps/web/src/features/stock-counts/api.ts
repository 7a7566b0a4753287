import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CategoryWire,
  CreateStockCountBody,
  ListEnvelope,
  SentBy,
  WireStockCount,
  WireStockCountAccuracy,
  WireStockCountReview,
  WireStockCountScan,
  WireStockCountSheet,
} from '@tillwise/domain';
import { apiRequest, unwrap } from '../../lib/api-client';
import { retryableWrite } from '../../lib/retryable-write';

/* The stock count endpoints (docs/domain/stock-count.md), one fetcher and query each. */

export const countKeys = {
  all: () => ['stock-counts'] as const,
  list: (status: string) => ['stock-counts', 'list', status] as const,
  one: (id: number) => ['stock-counts', id] as const,
  scans: (id: number) => ['stock-counts', id, 'scans'] as const,
  review: (id: number) => ['stock-counts', id, 'review'] as const,
  sheet: (id: number) => ['stock-counts', id, 'sheet'] as const,
  accuracy: () => ['stock-counts', 'accuracy'] as const,
  categories: () => ['stock-counts', 'categories'] as const,
};

export const useCounts = (status: string) =>
  useQuery(
    queryOptions({
      queryKey: countKeys.list(status),
      queryFn: async () =>
        unwrap(
          await apiRequest<ListEnvelope<WireStockCount>>('GET', 'stock-count/', {
            query: { status: status || undefined },
          }),
        ),
    }),
  );

export const useCount = (id: number) =>
  useQuery({
    queryKey: countKeys.one(id),
    queryFn: async () => unwrap(await apiRequest<WireStockCount>('GET', `stock-count/${id}/`)),
  });

export const useMyScans = (id: number) =>
  useQuery({
    queryKey: countKeys.scans(id),
    queryFn: async () => unwrap(await apiRequest<WireStockCountScan[]>('GET', `stock-count/${id}/scans/`)),
  });

export const useReview = (id: number) =>
  useQuery({
    queryKey: countKeys.review(id),
    queryFn: async () => unwrap(await apiRequest<WireStockCountReview>('GET', `stock-count/${id}/review/`)),
  });

export const useSheet = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: countKeys.sheet(id),
    queryFn: async () => unwrap(await apiRequest<WireStockCountSheet>('GET', `stock-count/${id}/sheet/`)),
    enabled,
  });

export const useAccuracy = () =>
  useQuery({
    queryKey: countKeys.accuracy(),
    queryFn: async () => unwrap(await apiRequest<WireStockCountAccuracy>('GET', 'stock-count/accuracy/')),
  });

export const useCountCategories = () =>
  useQuery({
    queryKey: countKeys.categories(),
    queryFn: async () => unwrap(await apiRequest<ListEnvelope<CategoryWire>>('GET', 'category/')).results,
    staleTime: 5 * 60_000,
  });

/** Products matching a search, for the PRODUCTS scope picker (`GET product/?search=`). */
export const useProductSearch = (search: string) =>
  useQuery({
    queryKey: ['stock-counts', 'products', search] as const,
    queryFn: async () =>
      unwrap(
        await apiRequest<ListEnvelope<{ id: number; name: string; bar_code: string }>>('GET', 'product/', {
          query: { search },
        }),
      ).results,
    enabled: search.trim().length > 0,
    staleTime: 60_000,
  });

export type StartCountInput = SentBy<typeof CreateStockCountBody>;

/** `POST stock-count/`, retried with its key while the answer is unknown. */
export const startCount = (body: StartCountInput) =>
  retryableWrite<WireStockCount>('POST', 'stock-count/', body);

/** The manager's writes on a count: recount, settle, approve, cancel; each answers the review. */
export const countAction = (
  id: number,
  action: 'recount' | 'settle' | 'approve' | 'cancel',
  body: object = {},
) => retryableWrite<WireStockCountReview>('POST', `stock-count/${id}/${action}/`, body);
