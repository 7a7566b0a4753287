import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  GlobalHistogramBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';

/*
 * An independent reader (ZXing's) for the barcodes we draw: the bars are painted into a grey
 * image, module by module, with the quiet zones the label leaves, and ZXing reads the image as a
 * scanner would, check symbol or check digit included.
 */

const FORMATS = {
  CODE128: BarcodeFormat.CODE_128,
  EAN13: BarcodeFormat.EAN_13,
  EAN8: BarcodeFormat.EAN_8,
} as const;

/** What ZXing reads from `modules` ('1' bar, '0' space) drawn with `quiet` modules of space either side. */
export function scanModules(
  modules: string,
  quiet: { left: number; right: number },
  format: keyof typeof FORMATS,
  pixelsPerModule = 3,
): string {
  const row = '0'.repeat(quiet.left) + modules + '0'.repeat(quiet.right);
  const width = row.length * pixelsPerModule;
  const height = 20;
  const pixels = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels[y * width + x] = row[Math.floor(x / pixelsPerModule)] === '1' ? 0 : 255;
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [FORMATS[format]]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const bitmap = new BinaryBitmap(
    new GlobalHistogramBinarizer(new RGBLuminanceSource(pixels, width, height)),
  );
  return reader.decode(bitmap, hints).getText();
}
