import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchRowWire, CreateBatchBody, SentBy } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

/**
 * `POST batch/` as the form sends it, derived from the schema; a `PATCH batch/<id>/` sends the
 * same fields (its schema takes any subset of them).
 */
export type BatchPayload = SentBy<typeof CreateBatchBody>;

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
