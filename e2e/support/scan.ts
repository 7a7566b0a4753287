import type { Locator } from '@playwright/test';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';

/*
 * Reads a barcode on screen as a scanner would: a screenshot of the element (its pixels as the
 * browser drew them), turned into grey levels by the page's own canvas, read by ZXing.
 */

/** What ZXing reads from the screenshot of `element` (Code 128, EAN-13 or EAN-8). */
export async function scanElement(element: Locator): Promise<string> {
  const png = await element.screenshot();
  const { width, height, grey } = await element.page().evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const out: number[] = [];
    for (let i = 0; i < data.length; i += 4)
      out.push(Math.round(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)));
    return { width: canvas.width, height: canvas.height, grey: out };
  }, png.toString('base64'));
  const source = new RGBLuminanceSource(Uint8ClampedArray.from(grey), width, height);
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128, BarcodeFormat.EAN_13, BarcodeFormat.EAN_8]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}
