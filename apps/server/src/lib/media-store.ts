import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind } from './images.js';

export type MediaFolder = 'logos' | 'profile-pics';

/** Stored paths look like `logos/<32 hex>.png`; anything else is never touched on disk. */
const STORED = /^(logos|profile-pics)\/[0-9a-f]{32}\.(png|jpg|webp)$/;

/**
 * Uploaded images under DATA_DIR/media, served at /media/. Names are random (nothing of the
 * uploaded name is kept) and the extension is the recognised type's, which sets the content type.
 */
export function mediaStore(mediaDir: string) {
  return {
    /** Writes the image and returns its path relative to the media folder. */
    async save(folder: MediaFolder, buffer: Buffer, kind: ImageKind): Promise<string> {
      const relative = `${folder}/${randomBytes(16).toString('hex')}.${kind.ext}`;
      await mkdir(path.join(mediaDir, folder), { recursive: true });
      await writeFile(path.join(mediaDir, relative), buffer, { flag: 'wx', mode: 0o644 });
      return relative;
    },
    /** Removes a stored image; missing files and unexpected paths are left alone. */
    async remove(relative: string | null): Promise<void> {
      if (!relative || !STORED.test(relative)) return;
      await rm(path.join(mediaDir, relative), { force: true });
    },
  };
}
export type MediaStore = ReturnType<typeof mediaStore>;
