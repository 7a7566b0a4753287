import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TradeUnitWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

/** What the units editor sends: the text of each field, '' for an empty price (base × count). */
export interface ProductUnitPayload {
  name?: string;
  count?: string;
  bar_code?: string;
  sale_price?: string | null;
  price?: string | null;
  is_retired?: boolean;
}

/**
 * `POST product/<id>/unit/` adds a trade unit (with an Idempotency-Key); `PATCH product-unit/<id>/`
 * edits or retires one (docs/domain/units.md).
 */
export async function saveProductUnit(
  productId: number,
  unitId: number | null,
  body: ProductUnitPayload,
): Promise<TradeUnitWire> {
  return unitId === null
    ? unwrap(await retryableWrite<TradeUnitWire>('POST', `product/${productId}/unit/`, body))
    : unwrap(await apiRequest<TradeUnitWire>('PATCH', `product-unit/${unitId}/`, { body }));
}

export function useSaveProductUnit(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ unitId, body }: { unitId: number | null; body: ProductUnitPayload }) =>
      saveProductUnit(productId, unitId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.catalog() }),
  });
}
