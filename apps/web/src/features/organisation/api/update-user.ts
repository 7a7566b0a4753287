import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SentBy, UpdateUserBody, UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface UpdateUserInput {
  id: number;
  /** Multipart when a picture goes with it; JSON for activation and the vendor form. */
  body: FormData | SentBy<typeof UpdateUserBody>;
}

/** `PATCH user/<id>/` (contract A5): edit, activate or deactivate, vendor soft delete. */
export async function updateUser({ id, body }: UpdateUserInput): Promise<UserWire> {
  return unwrap(await apiRequest<UserWire>('PATCH', `user/${id}/`, { body }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.vendors() });
      // The signed-in user may have edited themselves (name, picture in the header).
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUsers() });
    },
  });
}
