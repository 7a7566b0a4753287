import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, QueryParams, SaleFlagWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET inventory/flags/`: what the server accepted to record sales made offline (stock sold
 * below zero, credit beyond a customer's balance), newest first; the first page is enough for the
 * notice on the Inventory screen.
 */
export async function fetchSaleFlags(companies: number[] | 'all'): Promise<ListEnvelope<SaleFlagWire>> {
  return unwrap(
    await apiRequest<ListEnvelope<SaleFlagWire>>('GET', 'inventory/flags/', {
      query: {
        company__in: companies === 'all' ? undefined : companies.join(','),
      } satisfies QueryParams<'inventory/flags/'>,
    }),
  );
}

export const saleFlagsQuery = (companies: number[] | 'all') =>
  queryOptions({
    queryKey: queryKeys.inventoryFlags(companies),
    queryFn: () => fetchSaleFlags(companies),
  });

export const useSaleFlags = (companies: number[] | 'all') =>
  useQuery({ ...saleFlagsQuery(companies), enabled: companies === 'all' || companies.length > 0 });
