import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchRowWire } from '@tillwise/domain';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

export interface WriteOff {
  id: number;
  quantity: string;
  reason: string;
}

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
