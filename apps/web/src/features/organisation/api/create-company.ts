import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyWire, CreateCompanyBody, SentBy, UpdateCompanyBody } from '@tillwise/domain';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

/**
 * The Department form's values: every field of `PATCH company/<id>/`'s body (derived from its
 * schema; a new department's type is the narrower one of `POST company/`).
 */
export type CompanyInput = Required<SentBy<typeof UpdateCompanyBody>>;

/**
 * `POST company/` (contract A9). `parent` is sent as the original does (spec 4.8); the server
 * derives it the same way from the caller and ignores the value.
 */
export async function createCompany(
  body: SentBy<typeof CreateCompanyBody> & { parent: number | null },
): Promise<CompanyWire> {
  return unwrap(await retryableWrite<CompanyWire>('POST', 'company/', body));
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies() }),
  });
}
