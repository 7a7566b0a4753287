import { fitBarcode, type LabelItem, type LabelLayout, type LabelStyle } from '@tillwise/domain';
import type { CSSProperties } from 'react';
import { useFormatter, useT } from '../../i18n';
import { BarcodeSvg } from './barcode-svg';
import classes from './labels.module.css';

/** Font sizes and the barcode's height as shares of the label's printable height. */
const SIZES: Record<LabelStyle, { name: number; price: number; digits: number; barcode: number }> = {
  barcode: { name: 0.09, price: 0.14, digits: 0.075, barcode: 0.42 },
  shelf: { name: 0.1, price: 0.22, digits: 0.06, barcode: 0.28 },
};

const mm = (n: number) => `${Math.round(n * 100) / 100}mm`;

/** Arabic-script letters: a name written in Urdu, whatever language the screens are in. */
export const URDU_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * One label's content: the name (and variant), the barcode with its digits, the unit and the
 * price a buyer pays, tax included. A shelf label gives the name and price the room and keeps the
 * barcode small. Every length is millimetres of the layout's label, the same on screen and paper.
 */
export function LabelFace({
  item,
  layout,
  style,
}: {
  item: LabelItem;
  layout: LabelLayout;
  style: LabelStyle;
}) {
  const t = useT();
  const f = useFormatter();
  const inner = layout.label.height - 2 * layout.padding;
  const size = SIZES[style];
  const fit = fitBarcode(item.barcode, layout, style);
  const box: CSSProperties = {
    width: mm(layout.label.width),
    height: mm(layout.label.height),
    padding: mm(layout.padding),
  };
  const name = (
    // A name is printed as entered: isolated, so an Urdu name on an English label (or an English one
    // on an Urdu label) keeps its own direction, and in the Urdu face when it is written in Urdu.
    <div
      className={classes.name}
      lang={URDU_SCRIPT.test(item.name + item.detail) ? 'ur' : undefined}
      style={{ fontSize: mm(inner * size.name) }}
    >
      <bdi>{item.name}</bdi>
      {item.detail && (
        <span className={classes.detail}>
          {' · '}
          <bdi>{item.detail}</bdi>
        </span>
      )}
    </div>
  );
  const barcode = fit ? (
    <div className={classes.code} style={{ width: mm(fit.width) }}>
      <BarcodeSvg fit={fit} height={inner * size.barcode} />
      <div
        className={classes.digits}
        dir="ltr"
        style={{ fontSize: mm(inner * size.digits) }}
        data-testid="label-digits"
      >
        {item.barcode}
      </div>
    </div>
  ) : (
    <div className={classes.tooLong}>{t('labels.face.tooLong')}</div>
  );
  // The caption is in the reader's language; the figures read left to right in either.
  const price = (
    <div className={classes.priceBox}>
      <span className={classes.caption} style={{ fontSize: mm(inner * size.digits * 1.1) }}>
        {t(style === 'shelf' ? 'labels.face.priceInclTax' : 'labels.face.price')}
      </span>
      <div
        className={classes.price}
        dir="ltr"
        style={{ fontSize: mm(inner * size.price) }}
        data-testid="label-price"
      >
        {item.priceInclTax !== null ? f.money(item.priceInclTax) : ''}
      </div>
    </div>
  );
  const unit = item.unitName && (
    <div className={classes.unit} style={{ fontSize: mm(inner * size.digits * 1.1) }}>
      {item.unitName}
    </div>
  );
  return (
    <div className={`${classes.face} ${classes[style]}`} style={box} data-testid="label">
      {name}
      {style === 'barcode' ? (
        <>
          {barcode}
          <div className={classes.foot}>
            {unit || <span />}
            {price}
          </div>
        </>
      ) : (
        <>
          {price}
          <div className={classes.foot}>
            {barcode}
            {unit}
          </div>
        </>
      )}
    </div>
  );
}
