import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiscalSettingsBody, FiscalSettingsWire, SentBy } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET company/<id>/fiscal/`: the company's fiscal reporter (off if never set up); never the token. */
export async function fetchCompanyFiscal(id: number): Promise<FiscalSettingsWire> {
  return unwrap(await apiRequest<FiscalSettingsWire>('GET', `company/${id}/fiscal/`));
}

export const companyFiscalQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.companyFiscal(id),
    queryFn: () => fetchCompanyFiscal(id),
    staleTime: 0,
  });

export const useCompanyFiscal = (id: number) => useQuery(companyFiscalQuery(id));

/** What the form sends: fields left out keep their value; `token: ''` clears the stored token. */
export type CompanyFiscalPayload = SentBy<typeof FiscalSettingsBody>;

/** `PUT company/<id>/fiscal/`. */
export function useSaveCompanyFiscal(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanyFiscalPayload) =>
      unwrap(await apiRequest<FiscalSettingsWire>('PUT', `company/${id}/fiscal/`, { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.companyFiscal(id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.fiscal() });
    },
  });
}
