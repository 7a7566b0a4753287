import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyScaleSettingsBody, CompanyScaleSettingsWire, SentBy } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET company/<id>/scale/`: the company's scale barcode layout (off, the usual layout, if never set). */
export async function fetchCompanyScale(id: number): Promise<CompanyScaleSettingsWire> {
  return unwrap(await apiRequest<CompanyScaleSettingsWire>('GET', `company/${id}/scale/`));
}

export const companyScaleQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.companyScale(id), queryFn: () => fetchCompanyScale(id), staleTime: 0 });

export const useCompanyScale = (id: number) => useQuery(companyScaleQuery(id));

export type CompanyScalePayload = SentBy<typeof CompanyScaleSettingsBody>;

/** `PUT company/<id>/scale/`: fields left out keep their value. The till's tax answer carries it: refreshed. */
export function useSaveCompanyScale(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanyScalePayload) =>
      unwrap(await apiRequest<CompanyScaleSettingsWire>('PUT', `company/${id}/scale/`, { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.companyScale(id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tillTax() });
    },
  });
}
