import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyWire, SentBy, UpdateCompanyRequest } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface UpdateCompanyInput {
  id: number;
  /** The form's fields, or (issue 43) the default language and the receipt digits on their own. */
  body: SentBy<typeof UpdateCompanyRequest>;
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
      // The header shows the signed-in user's company name; the till reads its receipt digits there.
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUsers() });
    },
  });
}
