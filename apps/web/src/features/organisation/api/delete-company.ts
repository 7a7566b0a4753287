import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE company/<id>/` (contract A12); refused with a reason while the department holds anything. */
export async function deleteCompany(id: number): Promise<void> {
  unwrap(await apiRequest<null>('DELETE', `company/${id}/`));
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies() }),
  });
}
