import { companies, type Db } from '@tillwise/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/errors.js';
import type { MediaStore } from '../../lib/media-store.js';
import type { ImageUpload } from '../../lib/uploads.js';
import { lockCompany } from './repository.js';

/**
 * Sets (or, with null, clears) a company's logo and returns the stored path. The new image is
 * stored before the transaction and removed if it fails; the old one is removed after commit.
 */
export async function replaceLogo(
  db: Db,
  media: MediaStore,
  companyId: number,
  image: ImageUpload | null,
): Promise<string | null> {
  return media.replace('logos', image, (stored) =>
    db.transaction(async (tx) => {
      const company = await lockCompany(tx, companyId);
      if (!company) throw notFound();
      await tx
        .update(companies)
        .set({ logoPath: stored, lastModified: new Date() })
        .where(eq(companies.id, companyId));
      return company.logoPath;
    }),
  );
}
