import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE product/<id>/` (O5): the server deactivates it instead once stock refers to it. */
export async function deleteProduct(id: number): Promise<void> {
  unwrap(await apiRequest<null>('DELETE', `product/${id}/`));
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalog() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.inventory() });
    },
  });
}
