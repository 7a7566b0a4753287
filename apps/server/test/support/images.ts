import { readFileSync } from 'node:fs';
import { rgbPng } from '@tillwise/db';

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
