import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';

export interface ChangePasswordInput {
  old_password: string;
  password: string;
  confirm_password: string;
}

/** `POST change-password/`: the caller's own password; the answer carries this session's new token. */
export async function changePassword(body: ChangePasswordInput): Promise<{ token: string }> {
  return unwrap(await apiRequest<{ token: string }>('POST', 'change-password/', { body }));
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
