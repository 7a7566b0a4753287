import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { findProducts, type ProductLookupBy } from '../../../lib/orders-api';
import { queryKeys } from '../../../lib/query-keys';

export type ProductLookup = { by: ProductLookupBy; text: string };

export const productLookupQuery = (lookup: ProductLookup) =>
  queryOptions({
    queryKey: queryKeys.productLookup(lookup.by, lookup.text),
    queryFn: () => findProducts(lookup.by, lookup.text),
    placeholderData: keepPreviousData,
  });

export const useProductLookup = (lookup: ProductLookup) => useQuery(productLookupQuery(lookup));
