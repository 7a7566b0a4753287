import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A company goods can be received from on the batch form: a vendor's company. */
export interface Supplier {
  companyId: number;
  label: string;
}

/** `GET vendor/` (contract A6), searched: the vendors a batch may be received from, by company. */
export async function fetchSuppliers(search: string): Promise<Supplier[]> {
  const query = { search: search || undefined, page: 1 };
  const page = unwrap(await apiRequest<ListEnvelope<UserWire>>('GET', 'vendor/', { query }));
  const seen = new Map<number, Supplier>();
  for (const vendor of page.results) {
    const company = vendor.company;
    if (company && !seen.has(company.id)) {
      const name = `${vendor.first_name} ${vendor.last_name}`.trim() || vendor.username;
      seen.set(company.id, { companyId: company.id, label: `${company.company_name} (${name})` });
    }
  }
  return [...seen.values()];
}

export const suppliersQuery = (search: string) =>
  queryOptions({
    queryKey: [...queryKeys.catalog(), 'suppliers', search],
    queryFn: () => fetchSuppliers(search),
  });

export const useSuppliers = (search: string, enabled: boolean) =>
  useQuery({ ...suppliersQuery(search), enabled });
