import { useQuery } from '@tanstack/react-query';
import type { CategoryWire, CompanyWire, ListEnvelope } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The companies the analytics reach (the same reach as the stock lists): the company selector. */
export const useReportCompanies = () =>
  useQuery({
    queryKey: queryKeys.reportCompanies(),
    queryFn: async () =>
      unwrap(await apiRequest<ListEnvelope<CompanyWire>>('GET', 'inventory/companies/')).results,
    staleTime: 60_000,
  });

/** `GET category/` (O8): the Stock Statement's category checkboxes. */
export const useReportCategories = () =>
  useQuery({
    queryKey: queryKeys.reportCategories(),
    queryFn: async () => unwrap(await apiRequest<ListEnvelope<CategoryWire>>('GET', 'category/')).results,
    staleTime: 60_000,
  });
