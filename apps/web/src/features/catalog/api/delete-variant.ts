import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE product-variant/<id>/` (O6): the server refuses the last variant of a product. */
export async function deleteVariant(id: number): Promise<void> {
  unwrap(await apiRequest<null>('DELETE', `product-variant/${id}/`));
}

export function useDeleteVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVariant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.catalog() }),
  });
}
