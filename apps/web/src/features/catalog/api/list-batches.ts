import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchRowWire, ListEnvelope, QueryParams } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface BatchListParams {
  search: string;
  page: number;
}

/** `GET batch/?search=&page=&quantity__gte=1` (O9): live batches with variant and product nested. */
export async function fetchBatches(params: BatchListParams): Promise<ListEnvelope<BatchRowWire>> {
  return unwrap(
    await apiRequest<ListEnvelope<BatchRowWire>>('GET', 'batch/', {
      query: {
        search: params.search || undefined,
        page: params.page,
        quantity__gte: 1,
      } satisfies QueryParams<'batch/'>,
    }),
  );
}

export const batchesQuery = (params: BatchListParams) =>
  queryOptions({
    queryKey: queryKeys.batches(params),
    queryFn: () => fetchBatches(params),
    placeholderData: keepPreviousData,
  });

export const useBatches = (params: BatchListParams) => useQuery(batchesQuery(params));
