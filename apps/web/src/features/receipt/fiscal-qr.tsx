import QRCode from 'qrcode';
import { useMemo } from 'react';
import { useT } from '../../i18n';

/**
 * A QR code of `value` drawn as SVG from the encoder's modules (the `qrcode` package), at the size
 * its CSS gives it: crisp on a thermal printer at any scale, and read back by the E2E test.
 */
export function FiscalQr({ value, className }: { value: string; className?: string | undefined }) {
  const t = useT();
  const path = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const size = modules.size;
    let d = '';
    for (let row = 0; row < size; row += 1)
      for (let col = 0; col < size; col += 1)
        if (modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    return { d, box: size + 8 };
  }, [value]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${path.box} ${path.box}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={t('receipt.fiscal.qr', { number: value })}
      data-testid="receipt-fiscal-qr"
      data-value={value}
    >
      <rect width={path.box} height={path.box} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}

/** The FBR's mark is a logo: its words are printed as the authority writes them, in every language. */
const MARK_NAME = 'FBR POS';
const MARK_LINE = 'Invoicing System';

/**
 * Our own neutral mark for the FBR POS invoicing system, drawn here (nothing is fetched): the SRO
 * asks for the FBR POS logo on the receipt; swap this for the artwork FBR hands over at registration.
 */
export function FbrPosMark({ className }: { className?: string | undefined }) {
  const t = useT();
  return (
    <svg className={className} viewBox="0 0 120 40" role="img" aria-label={t('receipt.fiscal.mark')}>
      <rect x="1" y="1" width="38" height="38" rx="6" fill="none" stroke="#000" strokeWidth="2" />
      <path d="M9 29V11h14M9 20h10" fill="none" stroke="#000" strokeWidth="3" />
      <path d="M26 29l5-9 5 9" fill="none" stroke="#000" strokeWidth="2" />
      <text x="46" y="17" fontFamily="sans-serif" fontSize="14" fontWeight="700" fill="#000">
        {MARK_NAME}
      </text>
      <text x="46" y="31" fontFamily="sans-serif" fontSize="8.5" fill="#000">
        {MARK_LINE}
      </text>
    </svg>
  );
}
