import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, SentBy, UserWire } from '@tillwise/domain';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

export interface NewCustomer {
  first_name: string;
  last_name: string;
  contact_number: string;
  description: string;
}

/**
 * `POST create/user/` as the till's Add Customer sends it (contract 2.3): JSON, the contact number
 * as username, the seller's company, no user_type (the server makes a REGULAR_CUSTOMER), no password.
 */
export async function createCustomer(companyId: number, input: NewCustomer): Promise<UserWire> {
  const body = {
    username: input.contact_number.trim(),
    contact_number: input.contact_number.trim(),
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    company: companyId,
    user_extra: { description: input.description.trim() },
  } satisfies SentBy<typeof CreateUserBody>;
  return unwrap(await retryableWrite<UserWire>('POST', 'create/user/', body));
}

export function useCreateCustomer(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCustomer) => createCustomer(companyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users() }),
  });
}
