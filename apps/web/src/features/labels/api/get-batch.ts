import { queryOptions } from '@tanstack/react-query';
import type { BatchRowWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET batch/<id>/`: one live batch with the quantity received, its variant and product. */
export async function fetchBatch(id: number): Promise<BatchRowWire> {
  return unwrap(await apiRequest<BatchRowWire>('GET', `batch/${id}/`));
}

export const batchQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.batch(id), queryFn: () => fetchBatch(id) });
