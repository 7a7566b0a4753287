import { code128B, isCode128B } from '@tillwise/domain';
import { useT } from '../../i18n';

/** Modules of space the printer leaves on either side, as Code 128 asks. */
const QUIET = 10;

/**
 * The invoice id as a Code 128 barcode under the receipt, so a reprint or a refund is one scan.
 * Drawn as SVG bars (one rect per bar), crisp at any printer resolution.
 */
export function InvoiceBarcode({ value }: { value: string }) {
  const t = useT();
  if (!value || !isCode128B(value)) return null;
  const bars = code128B(value);
  const rects: { x: number; width: number }[] = [];
  for (let i = 0; i < bars.length; ) {
    if (bars[i] === '1') {
      const start = i;
      while (bars[i] === '1') i++;
      rects.push({ x: QUIET + start, width: i - start });
    } else i++;
  }
  const width = bars.length + 2 * QUIET;
  return (
    <svg
      data-testid="receipt-barcode"
      role="img"
      aria-label={t('receipt.barcode', { value })}
      viewBox={`0 0 ${width} 40`}
      width="62mm"
      height="12mm"
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{ display: 'block', margin: '2mm auto 0' }}
    >
      {rects.map((r) => (
        <rect key={r.x} x={r.x} y={0} width={r.width} height={40} fill="#000" />
      ))}
    </svg>
  );
}
