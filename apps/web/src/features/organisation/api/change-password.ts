import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, SentBy } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';

/** `POST change-password/`'s body, derived from `ChangePasswordBody`. */
export type ChangePasswordInput = SentBy<typeof ChangePasswordBody>;

/** `POST change-password/`: the caller's own password; the answer carries this session's new token. */
export async function changePassword(body: ChangePasswordInput): Promise<{ token: string }> {
  return unwrap(await apiRequest<{ token: string }>('POST', 'change-password/', { body }));
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
