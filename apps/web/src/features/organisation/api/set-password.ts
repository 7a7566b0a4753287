import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';

export interface SetPasswordInput {
  id: number;
  password: string;
  confirm_password: string;
}

/** `POST user/<id>/set-password/`: an admin sets or resets an operator's password. */
export async function setPassword({ id, ...body }: SetPasswordInput): Promise<{ detail: string }> {
  return unwrap(await apiRequest<{ detail: string }>('POST', `user/${id}/set-password/`, { body }));
}

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
