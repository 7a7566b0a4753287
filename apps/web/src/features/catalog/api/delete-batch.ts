import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE batch/<id>/` (O12): refused while it holds stock (unless unused); history is kept. */
export async function deleteBatch(id: number): Promise<void> {
  unwrap(await apiRequest<null>('DELETE', `batch/${id}/`));
}

export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBatch,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalog() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.inventory() });
    },
  });
}
