import { type Barcode, encodeBarcode } from './barcode.js';
import type { ProductWire, VariantWire } from './catalog-wire.js';
import { D } from './decimal.js';
import { lineTaxFacts, taxOrder } from './tax.js';
import { type SaleTaxing, saleTaxing, type TillTaxWire } from './till-tax.js';
import { type TradeUnitWire, unitPrice } from './units.js';

/*
 * Labels (docs/domain/labels.md): what one label says, and the papers labels are printed on.
 *
 * What a label says is one type, `LabelItem`, made by one function, `labelItem`, from a
 * `LabelSource`: a name, the unit it is sold in, its barcode and its price as stored. Today every
 * source (a product list selection, a received batch, an internal order's lines) gives a product
 * variant in the product's base unit (`variantLabelSource`); a trade unit (a pack, a carton, with
 * its own barcode and price) is one more `LabelSource` with its unit's name, barcode and price.
 */

/** What a label is made from: one thing sold, in one unit, at its stored price. */
export interface LabelSource {
  /** Identifies the thing labelled within a print job (a variant, later a trade unit). */
  key: string;
  name: string;
  /** The variant's colour and size ('' when it has none). */
  detail: string;
  /** The unit it is sold in ('' when the product names none). */
  unitName: string;
  barcode: string;
  /** The sale price as stored: including tax or not, as the company's tax policy says. */
  price: string;
  /** Third Schedule goods: the printed retail price, or null. */
  retailPrice: string | null;
  /** The product's tax category, or null. */
  taxCategory: number | null;
}

/** One label's content, and how many copies of it to print. */
export interface LabelItem {
  key: string;
  name: string;
  detail: string;
  unitName: string;
  barcode: string;
  /** What the buyer pays for one at the counter, tax included, 2 places; null when it cannot be worked out. */
  priceInclTax: string | null;
  /** Why the price cannot be worked out (the counter would refuse to sell it too), or null. */
  priceError: string | null;
  /** Why the barcode cannot be printed, or null. */
  barcodeError: string | null;
  copies: number;
}

export const LABEL_MSG = {
  noBarcode: 'This barcode cannot be printed: only printable ASCII characters can be.',
  copies: 'Copies must be a whole number from 0 to 999.',
} as const;

/** Most copies of one item in a print job. */
export const MAX_COPIES = 999;

/**
 * The tax a label's price is worked out with: the company's policy and categories on `day`, for a
 * walk-in buyer (no further tax) and without the per-sale service fee.
 */
export const labelTaxing = (tax: TillTaxWire | null | undefined, day: string): SaleTaxing =>
  saleTaxing(tax, { day, returnOrder: true, furtherTax: false });

/**
 * The price of one, tax included, exactly as the counter would charge it (`taxOrder` over a
 * one-unit line), or the counter's refusal when the tax cannot be worked out.
 */
export function priceIncludingTax(
  source: Pick<LabelSource, 'price' | 'retailPrice' | 'taxCategory'>,
  taxing: SaleTaxing,
): { ok: true; price: string } | { ok: false; error: string } {
  const category = source.taxCategory === null ? null : taxing.categories.get(source.taxCategory);
  const facts = lineTaxFacts(taxing.policy, category, source.retailPrice, taxing.day);
  if (!facts.ok) return facts;
  const taxed = taxOrder({
    lines: [{ quantity: 1, price: source.price, ...facts.facts }],
    policy: taxing.policy,
    serviceFee: false,
  });
  return { ok: true, price: taxed.total.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2) };
}

/** Whether `copies` is a number of copies a print job takes. */
export const copiesError = (copies: number): string | null =>
  Number.isInteger(copies) && copies >= 0 && copies <= MAX_COPIES ? null : LABEL_MSG.copies;

/** A label's content from its source: the price with tax, and what stops it printing. */
export function labelItem(source: LabelSource, taxing: SaleTaxing, copies: number): LabelItem {
  const price = priceIncludingTax(source, taxing);
  return {
    key: source.key,
    name: source.name,
    detail: source.detail,
    unitName: source.unitName,
    barcode: source.barcode,
    priceInclTax: price.ok ? price.price : null,
    priceError: price.ok ? null : price.error,
    barcodeError: encodeBarcode(source.barcode) ? null : LABEL_MSG.noBarcode,
    copies: Math.min(Math.max(Math.trunc(copies), 0), MAX_COPIES),
  };
}

/** A product variant in the product's base unit, as a label's source. */
export function variantLabelSource(
  product: Pick<ProductWire, 'name' | 'bar_code' | 'unit' | 'tax_category'>,
  variant: Pick<VariantWire, 'id' | 'color' | 'size' | 'sale_price' | 'retail_price'>,
): LabelSource {
  return {
    key: variantLabelKey(variant.id),
    name: product.name,
    detail: [variant.color, variant.size].filter((p) => p.trim() !== '').join(' '),
    unitName: product.unit?.name ?? '',
    barcode: product.bar_code,
    price: variant.sale_price,
    retailPrice: variant.retail_price ?? null,
    taxCategory: product.tax_category ?? null,
  };
}

/**
 * A product variant in one of its trade units (a pack, a carton), as a label's source: the unit's
 * name and own barcode, and its price as the counter charges it (`unitPrice`: its own, or the
 * variant's × count; a Third Schedule retail price is per base unit, so × count too). A unit is
 * the product's, so each variant has its own label of it.
 */
export function unitLabelSource(
  product: Pick<ProductWire, 'name' | 'tax_category'>,
  variant: Pick<VariantWire, 'id' | 'color' | 'size' | 'sale_price' | 'retail_price'>,
  unit: Pick<TradeUnitWire, 'id' | 'name' | 'count' | 'bar_code' | 'sale_price'>,
): LabelSource {
  return {
    key: unitLabelKey(unit.id, variant.id),
    name: product.name,
    detail: [variant.color, variant.size].filter((p) => p.trim() !== '').join(' '),
    unitName: unit.name,
    barcode: unit.bar_code,
    price: unitPrice(unit.sale_price, variant.sale_price, unit.count),
    retailPrice: variant.retail_price ? new D(variant.retail_price).times(unit.count).toFixed(4) : null,
    taxCategory: product.tax_category ?? null,
  };
}

/** The key of a variant's label in the base unit and in a trade unit, within a print job. */
export const variantLabelKey = (variantId: number) => `variant-${variantId}`;
export const unitLabelKey = (unitId: number, variantId: number) => `unit-${unitId}-${variantId}`;

// ---- Papers ----------------------------------------------------------------------------------

export const LABEL_LAYOUT_IDS = ['roll-58x40', 'roll-80x50', 'a4-3x8', 'a4-4x10'] as const;
export type LabelLayoutId = (typeof LABEL_LAYOUT_IDS)[number];

/** A paper labels are printed on; every length in millimetres. */
export interface LabelLayout {
  id: LabelLayoutId;
  name: string;
  /** A roll prints one label a page; a sheet holds `columns` × `rows`. */
  media: 'roll' | 'sheet';
  page: { width: number; height: number };
  label: { width: number; height: number };
  columns: number;
  rows: number;
  /** Where the first label's top left corner is on the page. */
  margin: { top: number; left: number };
  /** From one label's left (top) edge to the next one's. */
  pitch: { x: number; y: number };
  /** Blank border inside each label that nothing is printed on (die-cut edges drift). */
  padding: number;
  /**
   * Widths a barcode's narrowest bar may take, widest first: on a roll, whole dots of a 203 dpi
   * thermal head (8 dots a millimetre), so every bar is equally wide; never under 0.25 mm.
   */
  moduleWidths: readonly number[];
}

const ROLL_MODULES = [0.5, 0.375, 0.25] as const;
const SHEET_MODULES = [0.5, 0.4, 0.33, 0.3, 0.25] as const;

export const LABEL_LAYOUTS: readonly LabelLayout[] = [
  {
    id: 'roll-58x40',
    name: '58 mm roll, 58 × 40 mm labels',
    media: 'roll',
    page: { width: 58, height: 40 },
    label: { width: 58, height: 40 },
    columns: 1,
    rows: 1,
    margin: { top: 0, left: 0 },
    pitch: { x: 58, y: 40 },
    padding: 2.5,
    moduleWidths: ROLL_MODULES,
  },
  {
    id: 'roll-80x50',
    name: '80 mm roll, 80 × 50 mm labels',
    media: 'roll',
    page: { width: 80, height: 50 },
    label: { width: 80, height: 50 },
    columns: 1,
    rows: 1,
    margin: { top: 0, left: 0 },
    pitch: { x: 80, y: 50 },
    padding: 3,
    moduleWidths: ROLL_MODULES,
  },
  {
    id: 'a4-3x8',
    name: 'A4 sheet, 3 × 8 labels of 70 × 37 mm (24 a sheet)',
    media: 'sheet',
    page: { width: 210, height: 297 },
    label: { width: 70, height: 37 },
    columns: 3,
    rows: 8,
    margin: { top: 0.5, left: 0 },
    pitch: { x: 70, y: 37 },
    padding: 3,
    moduleWidths: SHEET_MODULES,
  },
  {
    id: 'a4-4x10',
    name: 'A4 sheet, 4 × 10 labels of 52.5 × 29.7 mm (40 a sheet)',
    media: 'sheet',
    page: { width: 210, height: 297 },
    label: { width: 52.5, height: 29.7 },
    columns: 4,
    rows: 10,
    margin: { top: 0, left: 0 },
    pitch: { x: 52.5, y: 29.7 },
    padding: 2,
    moduleWidths: SHEET_MODULES,
  },
];

/** The layout of an id (the first, the 58 mm roll, for an unknown one). */
export const labelLayout = (id: string): LabelLayout =>
  LABEL_LAYOUTS.find((l) => l.id === id) ?? (LABEL_LAYOUTS[0] as LabelLayout);

/** Labels one page holds. */
export const labelsPerPage = (layout: LabelLayout): number => layout.columns * layout.rows;

/** What a label shows: a barcode label, or a shelf label (bigger name and price, smaller barcode). */
export const LABEL_STYLES = ['barcode', 'shelf'] as const;
export type LabelStyle = (typeof LABEL_STYLES)[number];

/** A barcode placed on a label: the width of its narrowest bar and of the whole, quiet zones included. */
export interface BarcodeFit {
  barcode: Barcode;
  module: number;
  width: number;
  height: number;
}

/**
 * The barcode of `code` as wide as the label lets it be: the widest module of the layout's list
 * that fits the label's printable width, quiet zones included (a shelf label keeps it within 70 %
 * of that width where it can, for its bigger name and price); null when even the narrowest does
 * not fit, or the code cannot be printed.
 */
export function fitBarcode(code: string, layout: LabelLayout, style: LabelStyle): BarcodeFit | null {
  const barcode = encodeBarcode(code);
  if (!barcode) return null;
  const inner = layout.label.width - 2 * layout.padding;
  const fits = (room: number) => layout.moduleWidths.find((m) => barcode.width * m <= room + 1e-9);
  const module = (style === 'shelf' ? fits(inner * 0.7) : undefined) ?? fits(inner);
  if (module === undefined) return null;
  const innerHeight = layout.label.height - 2 * layout.padding;
  return {
    barcode,
    module,
    width: barcode.width * module,
    height: Math.max(innerHeight * (style === 'shelf' ? 0.28 : 0.42), 6),
  };
}
