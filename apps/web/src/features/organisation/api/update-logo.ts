import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SentBy, UpdateLogoBody } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `PATCH update-company-logo/` (contract O31): multipart, the file in `image_url`; `null` sends
 * `{"image_url": null}`, which removes the logo (the header and receipts fall back to the name).
 */
export async function updateLogo(file: File | null): Promise<{ image_url: string | null }> {
  let body: FormData | SentBy<typeof UpdateLogoBody> = { image_url: null };
  if (file) {
    const form = new FormData();
    form.append('image_url', file);
    body = form;
  }
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
