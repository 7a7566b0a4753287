import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProductBody, ProductWire, SentBy, VariantBody } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

/** One variant as the form sends it: derived from the schema the server validates with. */
export type VariantPayload = SentBy<typeof VariantBody>;
/** `POST product/` and `PUT product/<id>/` (the same schema): derived, never written by hand. */
export type ProductPayload = SentBy<typeof CreateProductBody>;

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
