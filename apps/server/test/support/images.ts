import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { rgbPng } from '@tillwise/db';
import sharp from 'sharp';

const fixture = (name: string): Buffer => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/** A real 2x2 RGB PNG; `padding` bytes of a private chunk make it as large as a test needs. */
export const png = (padding = 0): Buffer =>
  rgbPng(
    2,
    2,
    [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255],
    padding > 0 ? [['prVt', Buffer.alloc(padding, 7)]] : [],
  );

/** A small JPEG and WebP (from CPython's imghdr test data, PSF licence). */
export const jpeg = (): Buffer => fixture('small.jpg');
export const webp = (): Buffer => fixture('small.webp');

/** The hostile set: none of these may be stored. */
export const hostile = {
  svgWithScript: Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  ),
  htmlRenamedPng: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  threeMegabytePng: png(3 * 1024 * 1024),
  truncatedJpeg: jpeg().subarray(0, 300),
  pngWithHtmlAfterEnd: Buffer.concat([png(), Buffer.from('<script>alert(1)</script>')]),
};

/** A multipart form with text fields and at most one file. */
export function form(
  fields: Record<string, string>,
  file?: { field: string; name: string; data: Buffer; type?: string },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append(file.field, new Blob([file.data], { type: file.type ?? 'image/png' }), file.name);
  return data;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid black-and-white PNG of `width` × `height` pixels, all black: one bit a pixel deflates to
 * almost nothing, so 30000 × 30000 (900 megapixels, 3.4 GiB once decoded to RGBA) is about 109 kB.
 */
export function bilevelPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The decoded pixels (RGBA) and size of an image, to compare a stored copy with what was sent. */
export async function pixelsOf(image: Buffer) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: [...data] };
}
