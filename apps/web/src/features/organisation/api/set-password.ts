import { useMutation } from '@tanstack/react-query';
import type { SentBy, SetPasswordBody } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';

/** The user and the body of `POST user/<id>/set-password/` (derived from `SetPasswordBody`). */
export type SetPasswordInput = { id: number } & SentBy<typeof SetPasswordBody>;

/** `POST user/<id>/set-password/`: an admin sets or resets an operator's password. */
export async function setPassword({ id, ...body }: SetPasswordInput): Promise<{ detail: string }> {
  return unwrap(await apiRequest<{ detail: string }>('POST', `user/${id}/set-password/`, { body }));
}

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
