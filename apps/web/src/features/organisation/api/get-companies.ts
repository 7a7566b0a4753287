import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyWire, ListEnvelope } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { type ListParams, queryKeys } from '../../../lib/query-keys';

/** `GET company/` (contract A8): the departments in the caller's reach, searched and paged. */
export async function fetchCompanies(params: ListParams): Promise<ListEnvelope<CompanyWire>> {
  const query = { search: params.search || undefined, page: params.page };
  return unwrap(await apiRequest<ListEnvelope<CompanyWire>>('GET', 'company/', { query }));
}

export const companiesQuery = (params: ListParams) =>
  queryOptions({ queryKey: queryKeys.companyList(params), queryFn: () => fetchCompanies(params) });

export const useCompanies = (params: ListParams) =>
  useQuery({ ...companiesQuery(params), placeholderData: keepPreviousData });
