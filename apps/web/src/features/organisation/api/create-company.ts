import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyType, CompanyWire } from '@tillwise/domain';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

export interface CompanyInput {
  company_name: string;
  company_type: CompanyType;
  address: string;
  contact_number: string;
}

/**
 * `POST company/` (contract A9). `parent` is sent as the original does (spec 4.8); the server
 * derives it the same way from the caller and ignores the value.
 */
export async function createCompany(body: CompanyInput & { parent: number | null }): Promise<CompanyWire> {
  return unwrap(await retryableWrite<CompanyWire>('POST', 'company/', body));
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies() }),
  });
}
