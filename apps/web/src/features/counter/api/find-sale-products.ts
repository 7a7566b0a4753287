import type { ListEnvelope, ProductWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';

export type ProductLookup = 'bar_code' | 'name__icontains';

/** `GET product/` (O1) for the till: `bar_code` is an exact match (the scanner), `name__icontains` the name search. */
export async function findSaleProducts(by: ProductLookup, text: string): Promise<ProductWire[]> {
  const envelope = unwrap(
    await apiRequest<ListEnvelope<ProductWire>>('GET', 'product/', { query: { [by]: text } }),
  );
  return envelope.results;
}
