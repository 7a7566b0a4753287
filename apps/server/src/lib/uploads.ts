import { MSG } from '@tillwise/domain';
import type { FastifyRequest } from 'fastify';
import { validationError } from './errors.js';
import { type ImageKind, normaliseImage } from './images.js';

export interface ImageUpload {
  buffer: Buffer;
  kind: ImageKind;
}

/**
 * The image sent in a multipart field, checked: null when none was sent, otherwise the copy to
 * store of a PNG, JPEG or WebP of at most 2 MB and 40 megapixels (lib/images.ts); anything else
 * is a 400 on that field.
 */
export async function imageFrom(request: FastifyRequest, field: string): Promise<ImageUpload | null> {
  const upload = request.uploads?.[field];
  if (!upload) return null;
  if (upload.truncated) throw validationError({ [field]: MSG.imageTooLarge });
  if (upload.buffer.length === 0) throw validationError({ [field]: MSG.fileEmpty });
  const checked = await normaliseImage(upload.buffer);
  if (!checked.ok)
    throw validationError({
      [field]: checked.reason === 'too-many-pixels' ? MSG.imageTooManyPixels : MSG.imageInvalid,
    });
  return { buffer: checked.buffer, kind: checked.kind };
}
