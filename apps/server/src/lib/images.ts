import { crc32 } from 'node:zlib';

/** An accepted image type, with the extension it is stored under (which sets its content type). */
export interface ImageKind {
  ext: 'png' | 'jpg' | 'webp';
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ascii = (b: Buffer, start: number, end: number): string => b.toString('latin1', start, end);

/** PNG: the signature, IHDR first, every chunk inside the file with a good CRC, and IEND last. */
function isPng(b: Buffer): boolean {
  if (b.length < 8 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = 8;
  while (offset + 12 <= b.length) {
    const length = b.readUInt32BE(offset);
    const type = ascii(b, offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > b.length) return false;
    if (offset === 8 && type !== 'IHDR') return false;
    if (crc32(b.subarray(offset + 4, end - 4)) !== b.readUInt32BE(end - 4)) return false;
    if (type === 'IEND') return end === b.length;
    offset = end;
  }
  return false;
}

const isStandalone = (m: number): boolean => m === 0x01 || m === 0xd8 || (m >= 0xd0 && m <= 0xd7);
const isFrameStart = (m: number): boolean => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/**
 * JPEG: starts with SOI, its marker segments up to the start of scan fit inside the file and
 * include a frame header, and it ends with EOI (FFD9), so a cut-off file is refused.
 */
function isJpeg(b: Buffer): boolean {
  if (b.length < 6 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return false;
  if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return false;
  let offset = 2;
  let frame = false;
  while (offset + 4 <= b.length - 2) {
    if (b[offset] !== 0xff) return false;
    const marker = b[offset + 1] ?? 0;
    if (marker === 0xff || isStandalone(marker)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = b.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > b.length - 2) return false;
    if (isFrameStart(marker)) frame = true;
    if (marker === 0xda) return frame;
    offset += 2 + length;
  }
  return false;
}

/** WebP: a RIFF container whose declared size is the file's, of VP8/VP8L/VP8X chunks that fit. */
function isWebp(b: Buffer): boolean {
  if (b.length < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return false;
  if (b.readUInt32LE(4) + 8 !== b.length) return false;
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(ascii(b, 12, 16))) return false;
  let offset = 12;
  while (offset + 8 <= b.length) {
    const length = b.readUInt32LE(offset + 4);
    offset += 8 + length + (length % 2);
  }
  return offset === b.length;
}

/**
 * Recognises an image by its content, never by its name or declared type: PNG, JPEG or WebP whose
 * container structure is whole. SVG, HTML and anything else (renamed or not) answer null. Pixels
 * are not decoded; the stored file is served with its own type and `nosniff`.
 */
export function recogniseImage(b: Buffer): ImageKind | null {
  if (isPng(b)) return { ext: 'png', mime: 'image/png' };
  if (isJpeg(b)) return { ext: 'jpg', mime: 'image/jpeg' };
  if (isWebp(b)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}
