import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Tx } from './client.js';
import { media, products } from './schema/index.js';

/** A few demo products get a picture on the touch grid (issue 19); the rest show their initial. */
const PICTURES: Record<string, [number, number, number]> = {
  'Milk 1L': [90, 150, 220],
  'Sandwich Bread': [205, 150, 80],
  'Chocolate Cake': [110, 60, 35],
  'Mango Juice': [245, 170, 30],
};

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 48×48 PNG in the product's colour with a light band across it: small, and made here, not stored. */
export function demoPicture([r, g, b]: [number, number, number], size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    const band = y >= size * 0.4 && y < size * 0.6;
    rows.push(0);
    for (let x = 0; x < size; x++) rows.push(...(band ? [250, 250, 245] : [r, g, b]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Stores the demo pictures in `media` and points their products at them (names as the media store makes them). */
export async function seedPictures(tx: Tx): Promise<void> {
  for (const [name, colour] of Object.entries(PICTURES)) {
    const path = `product-images/${createHash('sha256').update(name).digest('hex').slice(0, 32)}.png`;
    await tx
      .insert(media)
      .values({ path, content: demoPicture(colour), contentType: 'image/png' })
      .onConflictDoNothing();
    await tx.update(products).set({ imagePath: path }).where(eq(products.name, name));
  }
}
