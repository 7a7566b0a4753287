import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchRowWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

export interface BatchPayload {
  product_variant: number;
  quantity: string;
  manufacturing_date: string;
  expiry_date: string;
  in_stock: boolean;
  cost_price?: string;
  received_from?: number;
}

/** `POST batch/` (O10) receives a new batch; `PATCH batch/<id>/` (O11) edits one. */
export async function saveBatch(id: number | null, body: BatchPayload): Promise<BatchRowWire> {
  return id === null
    ? unwrap(await retryableWrite<BatchRowWire>('POST', 'batch/', body))
    : unwrap(await apiRequest<BatchRowWire>('PATCH', `batch/${id}/`, { body: { ...body, id } }));
}

export function useSaveBatch(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchPayload) => saveBatch(id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalog() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.inventory() });
    },
  });
}
