import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, TaxCategoryWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET tax-category/`: every tax category of the group, with its rates, on the first page. */
export async function fetchTaxCategories(): Promise<TaxCategoryWire[]> {
  return unwrap(await apiRequest<ListEnvelope<TaxCategoryWire>>('GET', 'tax-category/')).results;
}

export const taxCategoriesQuery = () =>
  queryOptions({ queryKey: queryKeys.taxCategories(), queryFn: fetchTaxCategories, staleTime: 60_000 });

export const useTaxCategories = () => useQuery(taxCategoriesQuery());
