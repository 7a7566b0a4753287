import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `PATCH update-company-logo/` (contract O31): multipart, the file in `image_url`. */
export async function updateLogo(file: File): Promise<{ image_url: string | null }> {
  const body = new FormData();
  body.append('image_url', file);
  return unwrap(await apiRequest<{ image_url: string | null }>('PATCH', 'update-company-logo/', { body }));
}

export function useUpdateLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLogo,
    // The header, receipts and this tab read the logo from the one query (contract O30).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyLogo() }),
  });
}
