import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryListWire, QueryParams } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface InventoryParams {
  search: string;
  page: number;
  /** The ticked companies, or 'all' (every company the caller may see). */
  companies: number[] | 'all';
  /** Only batches expiring within this many days (expired included); null or absent: all. */
  expiringWithin?: number | null;
}

/**
 * `GET inventory/` (contract O13) with `quantity__gte=1` as the original always sends; several
 * ticked companies go as `company__in`, all of them as no company filter.
 */
export async function fetchInventory(params: InventoryParams): Promise<InventoryListWire> {
  const companies = params.companies === 'all' ? undefined : params.companies.join(',');
  return unwrap(
    await apiRequest<InventoryListWire>('GET', 'inventory/', {
      query: {
        search: params.search || undefined,
        page: params.page,
        quantity__gte: 1,
        company__in: companies,
        expiring_within: params.expiringWithin ?? undefined,
      } satisfies QueryParams<'inventory/'>,
    }),
  );
}

export const inventoryQuery = (params: InventoryParams) =>
  queryOptions({
    queryKey: queryKeys.inventoryList(params),
    queryFn: () => fetchInventory(params),
    placeholderData: keepPreviousData,
  });

/** Disabled while no company is ticked: nothing is asked for, nothing is shown. */
export const useInventory = (params: InventoryParams) =>
  useQuery({ ...inventoryQuery(params), enabled: params.companies === 'all' || params.companies.length > 0 });
