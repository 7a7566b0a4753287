import type { BarcodeFit } from '@tillwise/domain';
import { useT } from '../../i18n';

/**
 * A label's barcode as SVG bars sized in millimetres (one module = `fit.module` mm), so the
 * printer draws every bar at the same whole width; quiet zones are part of the drawing.
 */
export function BarcodeSvg({ fit, height }: { fit: BarcodeFit; height: number }) {
  const t = useT();
  const { barcode } = fit;
  return (
    <svg
      role="img"
      aria-label={t('labels.barcodeAria', { code: barcode.text })}
      data-testid="label-barcode"
      data-code={barcode.text}
      data-symbology={barcode.symbology}
      data-module-mm={fit.module}
      viewBox={`0 0 ${barcode.width} 100`}
      width={`${fit.width}mm`}
      height={`${height}mm`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{ display: 'block' }}
    >
      {barcode.bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={100} fill="#000" />
      ))}
    </svg>
  );
}
