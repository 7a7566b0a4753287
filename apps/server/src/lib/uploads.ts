import { MSG } from '@tillwise/domain';
import type { FastifyRequest } from 'fastify';
import { validationError } from './errors.js';
import { type ImageKind, recogniseImage } from './images.js';

export interface ImageUpload {
  buffer: Buffer;
  kind: ImageKind;
}

/**
 * The image sent in a multipart field, checked: null when none was sent, otherwise a recognised
 * PNG, JPEG or WebP of at most 2 MB; anything else is a 400 on that field.
 */
export function imageFrom(request: FastifyRequest, field: string): ImageUpload | null {
  const upload = request.uploads?.[field];
  if (!upload) return null;
  if (upload.truncated) throw validationError({ [field]: MSG.imageTooLarge });
  if (upload.buffer.length === 0) throw validationError({ [field]: MSG.fileEmpty });
  const kind = recogniseImage(upload.buffer);
  if (!kind) throw validationError({ [field]: MSG.imageInvalid });
  return { buffer: upload.buffer, kind };
}
