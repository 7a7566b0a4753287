import sharp from 'sharp';

/** An accepted image type, with the extension it is stored under (which sets its content type). */
export interface ImageKind {
  ext: 'png' | 'jpg' | 'webp';
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
}

/** The most pixels an upload may have, read from its header before anything is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The longest side of the stored copy: a logo, a profile picture or a product on the touch grid. */
export const MAX_STORED_SIDE = 1024;

const KINDS = {
  png: { ext: 'png', mime: 'image/png' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  webp: { ext: 'webp', mime: 'image/webp' },
} as const satisfies Record<string, ImageKind>;
type Format = keyof typeof KINDS;

/**
 * The format the first bytes announce (PNG, JPEG or WebP), or null. Only these are handed to the
 * decoder, so SVG, HTML and the other formats libvips could read never reach it.
 */
function announced(b: Buffer): Format | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export type ImageCheck =
  | { ok: true; buffer: Buffer; kind: ImageKind }
  | { ok: false; reason: 'invalid' | 'too-many-pixels' };

/**
 * Checks an uploaded image and makes the copy that is stored: a PNG, JPEG or WebP by content
 * (never by name or declared type) whose header declares at most MAX_IMAGE_PIXELS, read before
 * any pixel is decoded; then decoded whole (a corrupt or cut-off file is refused), turned upright,
 * shrunk to at most MAX_STORED_SIDE on its longest side and re-encoded in its own format without
 * its metadata (EXIF, GPS, comments) or anything appended to it.
 */
export async function normaliseImage(b: Buffer): Promise<ImageCheck> {
  const format = announced(b);
  if (!format) return { ok: false, reason: 'invalid' };
  let width: number;
  let height: number;
  try {
    // The header only: no limit here, so the answer is the image's real size, refused below.
    const meta = await sharp(b, { limitInputPixels: false }).metadata();
    if (meta.format !== format) return { ok: false, reason: 'invalid' };
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (width < 1 || height < 1) return { ok: false, reason: 'invalid' };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too-many-pixels' };
  try {
    const image = sharp(b, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
    const buffer = await (format === 'png'
      ? image.png()
      : format === 'jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : image.webp({ quality: 85 })
    ).toBuffer();
    return { ok: true, buffer, kind: KINDS[format] };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
