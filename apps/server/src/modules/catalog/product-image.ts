import { type Db, products } from '@tillwise/db';
import { eq } from 'drizzle-orm';
import type { MediaStore } from '../../lib/media-store.js';
import type { ImageUpload } from '../../lib/uploads.js';
import { lockLiveProduct } from './product-checks.js';

/**
 * Sets (or, with null, clears) a live product's picture and returns the stored path, as a company's
 * logo is replaced (companies/logo.ts): the new image is stored before the transaction and removed
 * if it fails; the old one is removed after commit (MediaStore.replace). `last_modified` moves, so tills get the change
 * in their next catalogue delta.
 */
export async function replaceProductImage(
  db: Db,
  media: MediaStore,
  productId: number,
  groupId: number,
  image: ImageUpload | null,
): Promise<string | null> {
  return media.replace('product-images', image, (stored) =>
    db.transaction(async (tx) => {
      const { imagePath } = await lockLiveProduct(tx, productId, groupId);
      await tx
        .update(products)
        .set({ imagePath: stored, lastModified: new Date() })
        .where(eq(products.id, productId));
      return imagePath;
    }),
  );
}
