import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from './client.js';
import { rgbPng } from './png.js';
import { media, products } from './schema/index.js';

/** A few demo products get a picture on the touch grid (issue 19); the rest show their initial. */
const PICTURES: Record<string, [number, number, number]> = {
  'Milk 1L': [90, 150, 220],
  'Sandwich Bread': [205, 150, 80],
  'Chocolate Cake': [110, 60, 35],
  'Mango Juice': [245, 170, 30],
};

/** A 48×48 PNG in the product's colour with a light band across it: small, and made here, not stored. */
export function demoPicture([r, g, b]: [number, number, number], size = 48): Buffer {
  const pixels: number[] = [];
  for (let y = 0; y < size; y++) {
    const band = y >= size * 0.4 && y < size * 0.6;
    for (let x = 0; x < size; x++) pixels.push(...(band ? [250, 250, 245] : [r, g, b]));
  }
  return rgbPng(size, size, pixels);
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
