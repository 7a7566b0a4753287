import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyWire, ListEnvelope } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET inventory/companies/`: the companies whose stock the caller may see, for the checkboxes. */
export async function fetchInventoryCompanies(): Promise<CompanyWire[]> {
  return unwrap(await apiRequest<ListEnvelope<CompanyWire>>('GET', 'inventory/companies/')).results;
}

export const inventoryCompaniesQuery = () =>
  queryOptions({
    queryKey: queryKeys.inventoryCompanies(),
    queryFn: fetchInventoryCompanies,
    staleTime: 60_000,
  });

export const useInventoryCompanies = (enabled: boolean) =>
  useQuery({ ...inventoryCompaniesQuery(), enabled });
