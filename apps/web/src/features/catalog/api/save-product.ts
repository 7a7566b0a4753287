import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

export interface VariantPayload {
  id?: number;
  product?: number;
  color: string;
  size: string;
  price: string;
  sale_price: string;
  description: string;
  /** Third Schedule goods: the printed retail price; null for none. */
  retail_price: string | null;
}

export interface ProductPayload {
  name: string;
  bar_code: string;
  token: boolean;
  unit: number | null;
  category: number | null;
  tax_category: number | null;
  hs_code: string;
  product_variant: VariantPayload[];
}

/** `POST product/` (O3) for a new product, `PUT product/<id>/` (O4) for an existing one. */
export async function saveProduct(id: number | null, body: ProductPayload): Promise<ProductWire> {
  return id === null
    ? unwrap(await retryableWrite<ProductWire>('POST', 'product/', body))
    : unwrap(await apiRequest<ProductWire>('PUT', `product/${id}/`, { body: { ...body, id } }));
}

export function useSaveProduct(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductPayload) => saveProduct(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.catalog() }),
  });
}
