import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryWire, ListEnvelope } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET category/` (O8): every category is on the first page. */
export async function fetchCategories(): Promise<CategoryWire[]> {
  return unwrap(await apiRequest<ListEnvelope<CategoryWire>>('GET', 'category/')).results;
}

export const categoriesQuery = () =>
  queryOptions({ queryKey: queryKeys.categories(), queryFn: fetchCategories, staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQuery());
