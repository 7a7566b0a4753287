import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyType, CompanyWire, ListEnvelope } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A runaway `next` chain stops here rather than looping for ever. */
const MAX_PAGES = 100;

/**
 * Every company in reach, page after page of `GET company/` (contract A8), optionally of one
 * type: the options of the company selects, as the original fetches all of them.
 */
export async function fetchAllCompanies(companyType: CompanyType | ''): Promise<CompanyWire[]> {
  const all: CompanyWire[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = { company_type: companyType || undefined, page };
    const envelope = unwrap(await apiRequest<ListEnvelope<CompanyWire>>('GET', 'company/', { query }));
    all.push(...(envelope?.results ?? []));
    if (!envelope?.next) break;
  }
  return all;
}

export const allCompaniesQuery = (companyType: CompanyType | '' = '') =>
  queryOptions({
    queryKey: queryKeys.allCompanies(companyType),
    queryFn: () => fetchAllCompanies(companyType),
  });

export const useAllCompanies = (companyType: CompanyType | '' = '') =>
  useQuery(allCompaniesQuery(companyType));
