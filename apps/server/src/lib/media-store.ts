import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Db, type Executor, media } from '@tillwise/db';
import { eq } from 'drizzle-orm';
import type { ImageKind } from './images.js';

export type MediaFolder = 'logos' | 'profile-pics' | 'product-images';

/** Stored paths look like `logos/<32 hex>.png`; anything else is never looked up or touched. */
const STORED = /^(logos|profile-pics|product-images)\/[0-9a-f]{32}\.(png|jpg|webp)$/;

/** Content types of the files an older install left on disk, by extension. */
const TYPE_OF_EXT: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export interface StoredMedia {
  content: Buffer;
  contentType: string;
}

/**
 * Uploaded images in the `media` table, served at /media/ by every server process (docs/scaling.md).
 * Names are random (nothing of the uploaded name is kept) and the extension is the recognised
 * type's. `legacyDir` (DATA_DIR/media) is where older installs wrote them: such files are still
 * served, and removed when their record lets them go, but nothing new is written there.
 * `save` and `remove` take the caller's transaction when they must commit or roll back with it.
 */
export function mediaStore(db: Db, legacyDir: string) {
  return {
    /** Stores the image and returns its path, as the records keep it. */
    async save(
      folder: MediaFolder,
      buffer: Buffer,
      kind: ImageKind,
      executor: Executor = db,
    ): Promise<string> {
      const relative = `${folder}/${randomBytes(16).toString('hex')}.${kind.ext}`;
      await executor.insert(media).values({ path: relative, content: buffer, contentType: kind.mime });
      return relative;
    },
    /**
     * Replaces a record's image (or, with null, clears it): the new image is stored first, `swap`
     * writes its path on the record in a transaction of its own and answers the path it replaced;
     * if `swap` fails the new image is removed, once it commits the old one is. Answers the new path.
     */
    async replace(
      folder: MediaFolder,
      image: { buffer: Buffer; kind: ImageKind } | null,
      swap: (stored: string | null) => Promise<string | null>,
    ): Promise<string | null> {
      const stored = image ? await this.save(folder, image.buffer, image.kind) : null;
      let previous: string | null;
      try {
        previous = await swap(stored);
      } catch (error) {
        await this.remove(stored);
        throw error;
      }
      await this.remove(previous);
      return stored;
    },
    /** Removes a stored image; missing ones and unexpected paths are left alone. */
    async remove(relative: string | null, executor: Executor = db): Promise<void> {
      if (!relative || !STORED.test(relative)) return;
      await executor.delete(media).where(eq(media.path, relative));
      await rm(path.join(legacyDir, relative), { force: true });
    },
    /** The image at a /media/ path, from the table or else an older install's file; null if none. */
    async read(relative: string): Promise<StoredMedia | null> {
      if (!STORED.test(relative)) return null;
      const [row] = await db
        .select({ content: media.content, contentType: media.contentType })
        .from(media)
        .where(eq(media.path, relative));
      if (row) return row;
      try {
        const content = await readFile(path.join(legacyDir, relative));
        return {
          content,
          contentType: TYPE_OF_EXT[path.extname(relative).slice(1)] ?? 'application/octet-stream',
        };
      } catch {
        return null;
      }
    },
  };
}
export type MediaStore = ReturnType<typeof mediaStore>;
