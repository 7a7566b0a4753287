import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SentBy, TradeUnitWire, UpdateProductUnitBody } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

/**
 * What the units editor sends: the fields of `PATCH product-unit/<id>/` (a new unit sends them all,
 * as `POST product/<id>/unit/` wants), '' or null for a price of base × count.
 */
export type ProductUnitPayload = SentBy<typeof UpdateProductUnitBody>;

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
