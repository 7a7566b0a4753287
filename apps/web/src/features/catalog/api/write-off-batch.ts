import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchRowWire, SentBy, WriteOffBody } from '@tillwise/domain';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

/** The batch and the body of `POST batch/<id>/write-off/` (derived from `WriteOffBody`). */
export type WriteOff = { id: number } & SentBy<typeof WriteOffBody>;

/** `POST batch/<id>/write-off/`: stock that is gone leaves the company's stock and its books. */
export async function writeOffBatch({ id, quantity, reason }: WriteOff): Promise<BatchRowWire> {
  return unwrap(await retryableWrite<BatchRowWire>('POST', `batch/${id}/write-off/`, { quantity, reason }));
}

export function useWriteOffBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeOffBatch,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalog() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.inventory() });
    },
  });
}
