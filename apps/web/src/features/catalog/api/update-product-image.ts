import type { SentBy, UpdateProductImageBody } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';

/**
 * `PATCH product/<id>/image/`: the picture for the touch grid, sent as a logo is
 * (organisation/api/update-logo.ts): multipart, the file in `image_url`; `null` removes it.
 */
export async function updateProductImage(
  productId: number,
  file: File | null,
): Promise<{ image_url: string | null }> {
  let body: FormData | SentBy<typeof UpdateProductImageBody> = { image_url: null };
  if (file) {
    const form = new FormData();
    form.append('image_url', file);
    body = form;
  }
  return unwrap(
    await apiRequest<{ image_url: string | null }>('PATCH', `product/${productId}/image/`, { body }),
  );
}
