import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET company/<id>/` (contract A10): a plain object, not a list. */
export async function fetchCompany(id: number): Promise<CompanyWire> {
  return unwrap(await apiRequest<CompanyWire>('GET', `company/${id}/`));
}

export const companyQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.company(id), queryFn: () => fetchCompany(id), staleTime: 0 });

export const useCompany = (id: number) => useQuery(companyQuery(id));
