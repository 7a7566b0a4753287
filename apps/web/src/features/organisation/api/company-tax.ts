import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyTaxSettingsBody, CompanyTaxSettingsWire, SentBy } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET company/<id>/tax/`: the company's tax registration and settings (the defaults if never set up). */
export async function fetchCompanyTax(id: number): Promise<CompanyTaxSettingsWire> {
  return unwrap(await apiRequest<CompanyTaxSettingsWire>('GET', `company/${id}/tax/`));
}

export const companyTaxQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.companyTax(id), queryFn: () => fetchCompanyTax(id), staleTime: 0 });

export const useCompanyTax = (id: number) => useQuery(companyTaxQuery(id));

/** What the form sends: derived from the schema the server validates with (fields left out keep their value). */
export type CompanyTaxPayload = SentBy<typeof CompanyTaxSettingsBody>;

/** `PUT company/<id>/tax/`: fields left out keep their value. */
export function useSaveCompanyTax(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanyTaxPayload) =>
      unwrap(await apiRequest<CompanyTaxSettingsWire>('PUT', `company/${id}/tax/`, { body })),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.companyTax(id), saved),
  });
}
