import { describe, expect, it } from 'vitest';
import { encodeBarcode } from '../src/barcode.js';
import {
  copiesError,
  fitBarcode,
  LABEL_LAYOUTS,
  LABEL_MSG,
  labelItem,
  labelLayout,
  labelsPerPage,
  labelTaxing,
  priceIncludingTax,
  variantLabelSource,
} from '../src/labels.js';
import { TAX_MSG } from '../src/tax.js';
import type { TillTaxWire } from '../src/till-tax.js';

const tax = (prices_include_tax: boolean, charges_tax = true): TillTaxWire => ({
  charges_tax,
  prices_include_tax,
  service_fee: '1.0000',
  further_tax_rate: '4.0000',
  tax_decimals: 2,
  registration: { business_name: '', address: '', ntn: '', strn: '', tax_office: '', pos_registration: '' },
  categories: [
    {
      id: 1,
      name: 'Standard',
      treatment: 'TAXABLE',
      third_schedule: false,
      is_active: true,
      rates: [
        { rate: '17.0000', valid_from: '2020-01-01' },
        { rate: '18.0000', valid_from: '2025-07-01' },
      ],
    },
    { id: 2, name: 'Exempt', treatment: 'EXEMPT', third_schedule: false, is_active: true, rates: [] },
    {
      id: 3,
      name: 'Third Schedule',
      treatment: 'TAXABLE',
      third_schedule: true,
      is_active: true,
      rates: [{ rate: '18.0000', valid_from: '2020-01-01' }],
    },
  ],
});

const product = {
  name: 'Cupcake',
  bar_code: '4006381333931',
  unit: { id: 1, name: 'Piece' },
  tax_category: 1,
};
const variant = { id: 7, color: 'Vanilla', size: 'Single', sale_price: '100.0000', retail_price: null };

describe('the price a label shows, tax included', () => {
  it('is the stored price where prices include tax', () => {
    const taxing = labelTaxing(tax(true), '2026-11-27');
    expect(priceIncludingTax({ price: '100.0000', retailPrice: null, taxCategory: 1 }, taxing)).toEqual({
      ok: true,
      price: '100.00',
    });
  });

  it('adds the tax of the rate on the day where prices exclude it, with no service fee or further tax', () => {
    expect(
      priceIncludingTax(
        { price: '100.0000', retailPrice: null, taxCategory: 1 },
        labelTaxing(tax(false), '2026-11-27'),
      ),
    ).toEqual({ ok: true, price: '118.00' });
    // The rate of an earlier day is that day's.
    expect(
      priceIncludingTax(
        { price: '99.9900', retailPrice: null, taxCategory: 1 },
        labelTaxing(tax(false), '2025-06-30'),
      ),
    ).toEqual({ ok: true, price: '116.99' });
  });

  it('adds nothing for exempt goods or a company that charges no tax, and nothing with no tax answer', () => {
    const exempt = { price: '50.0000', retailPrice: null, taxCategory: 2 };
    expect(priceIncludingTax(exempt, labelTaxing(tax(false), '2026-11-27'))).toEqual({
      ok: true,
      price: '50.00',
    });
    const any = { price: '50.0000', retailPrice: null, taxCategory: null };
    expect(priceIncludingTax(any, labelTaxing(tax(false, false), '2026-11-27'))).toEqual({
      ok: true,
      price: '50.00',
    });
    expect(priceIncludingTax(any, labelTaxing(null, '2026-11-27'))).toEqual({ ok: true, price: '50.00' });
  });

  it('charges Third Schedule goods on their retail price, as the counter does', () => {
    // Excluding tax: 100 + 120 × 18 / 118 = 100 + 18.31.
    expect(
      priceIncludingTax(
        { price: '100.0000', retailPrice: '120.0000', taxCategory: 3 },
        labelTaxing(tax(false), '2026-11-27'),
      ),
    ).toEqual({ ok: true, price: '118.31' });
  });

  it('gives the counter’s refusal when the tax cannot be worked out', () => {
    const taxing = labelTaxing(tax(false), '2026-11-27');
    expect(priceIncludingTax({ price: '10', retailPrice: null, taxCategory: null }, taxing)).toEqual({
      ok: false,
      error: TAX_MSG.categoryRequired,
    });
    expect(priceIncludingTax({ price: '10', retailPrice: null, taxCategory: 3 }, taxing)).toEqual({
      ok: false,
      error: TAX_MSG.retailPriceRequired,
    });
  });
});

describe('labelItem', () => {
  it('makes a variant’s label in the product’s unit, with its barcode and price', () => {
    const item = labelItem(variantLabelSource(product, variant), labelTaxing(tax(false), '2026-11-27'), 3);
    expect(item).toEqual({
      key: 'variant-7',
      name: 'Cupcake',
      detail: 'Vanilla Single',
      unitName: 'Piece',
      barcode: '4006381333931',
      priceInclTax: '118.00',
      priceError: null,
      barcodeError: null,
      copies: 3,
    });
  });

  it('says why a label cannot print its barcode or its price', () => {
    const item = labelItem(
      variantLabelSource({ ...product, bar_code: 'çà', tax_category: null, unit: null }, variant),
      labelTaxing(tax(false), '2026-11-27'),
      1,
    );
    expect(item.barcodeError).toBe(LABEL_MSG.noBarcode);
    expect(item.priceInclTax).toBeNull();
    expect(item.priceError).toBe(TAX_MSG.categoryRequired);
    expect(item.unitName).toBe('');
  });

  it('keeps copies a whole number from 0 to 999', () => {
    const taxing = labelTaxing(null, '2026-11-27');
    expect(labelItem(variantLabelSource(product, variant), taxing, 2.7).copies).toBe(2);
    expect(labelItem(variantLabelSource(product, variant), taxing, 5000).copies).toBe(999);
    expect(copiesError(12)).toBeNull();
    expect(copiesError(-1)).toBe(LABEL_MSG.copies);
    expect(copiesError(1.5)).toBe(LABEL_MSG.copies);
  });
});

describe('label layouts', () => {
  it('fit every label on its page, pitch at least the label, A4 at 210 × 297 mm', () => {
    for (const l of LABEL_LAYOUTS) {
      expect(l.pitch.x).toBeGreaterThanOrEqual(l.label.width);
      expect(l.pitch.y).toBeGreaterThanOrEqual(l.label.height);
      expect(l.margin.left + (l.columns - 1) * l.pitch.x + l.label.width).toBeLessThanOrEqual(
        l.page.width + 1e-9,
      );
      expect(l.margin.top + (l.rows - 1) * l.pitch.y + l.label.height).toBeLessThanOrEqual(
        l.page.height + 1e-9,
      );
      if (l.media === 'sheet') expect(l.page).toEqual({ width: 210, height: 297 });
      else expect(labelsPerPage(l)).toBe(1);
      expect(Math.min(...l.moduleWidths)).toBeGreaterThanOrEqual(0.25);
    }
    expect(labelsPerPage(labelLayout('a4-3x8'))).toBe(24);
    expect(labelsPerPage(labelLayout('a4-4x10'))).toBe(40);
    expect(labelLayout('nonsense').id).toBe('roll-58x40');
  });

  it('gives a barcode the widest bars that fit inside the label’s padding, never under 0.25 mm', () => {
    for (const layout of LABEL_LAYOUTS) {
      for (const code of ['4006381333931', '96385074', '8964000001010', 'SKU-000123-A']) {
        for (const style of ['barcode', 'shelf'] as const) {
          const fit = fitBarcode(code, layout, style);
          if (!fit) throw new Error(`${code} does not fit ${layout.id}`);
          expect(fit.module).toBeGreaterThanOrEqual(0.25);
          expect(fit.width).toBeLessThanOrEqual(layout.label.width - 2 * layout.padding);
          const wider = layout.moduleWidths.filter((m) => m > fit.module);
          const inner = layout.label.width - 2 * layout.padding;
          const room = style === 'shelf' && fit.width <= inner * 0.7 ? inner * 0.7 : inner;
          for (const m of wider) expect((encodeBarcode(code)?.width ?? 0) * m).toBeGreaterThan(room);
        }
      }
    }
    // An EAN-13 on the 52.5 mm label: 113 modules of 0.4 mm.
    expect(fitBarcode('4006381333931', labelLayout('a4-4x10'), 'barcode')).toMatchObject({ module: 0.4 });
    // On a roll, whole dots of a 203 dpi head.
    expect(fitBarcode('4006381333931', labelLayout('roll-58x40'), 'barcode')).toMatchObject({
      module: 0.375,
    });
  });

  it('refuses a barcode too long for the label rather than print bars too thin to scan', () => {
    expect(fitBarcode('X'.repeat(48), labelLayout('a4-4x10'), 'barcode')).toBeNull();
    expect(fitBarcode('çà', labelLayout('a4-3x8'), 'barcode')).toBeNull();
  });
});
