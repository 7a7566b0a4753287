import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, SentBy, UserWire } from '@tillwise/domain';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

/**
 * `POST create/user/` (contract A4): multipart from the Users form (with the picture), JSON from
 * the Vendor form, as the original client sends them.
 */
export async function createUser(body: FormData | SentBy<typeof CreateUserBody>): Promise<UserWire> {
  return unwrap(await retryableWrite<UserWire>('POST', 'create/user/', body));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.vendors() });
    },
  });
}
