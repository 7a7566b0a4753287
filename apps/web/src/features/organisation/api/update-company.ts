import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyWire, SentBy, UpdateCompanyBody } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface UpdateCompanyInput {
  id: number;
  body: SentBy<typeof UpdateCompanyBody>;
}

/** `PATCH company/<id>/` (contract A11): Edit Department and Settings › Company settings. */
export async function updateCompany({ id, body }: UpdateCompanyInput): Promise<CompanyWire> {
  return unwrap(await apiRequest<CompanyWire>('PATCH', `company/${id}/`, { body: { ...body, id } }));
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.companies() });
      // The header shows the signed-in user's company name.
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUsers() });
    },
  });
}
