import { z } from 'zod';
import { BARCODE_MAX, decimalError } from './catalog.js';
import { displayQuantity } from './catalog-format.js';
import { maxLengthMessage } from './catalog-messages.js';
import { D, type Dec, parseDecimal, toWire } from './decimal.js';
import { BoolInput } from './organisation-schemas.js';
import type { PickedVariant } from './sale.js';
import { CSV_IMPORT_MSG } from './server-messages.js';

/*
 * Trade units (docs/domain/units.md): a product's stock, its stock ledger and its books are in
 * its base unit (the product's `unit`: piece, kg, litre…); a trade unit ("Pack of 12", "Carton of
 * 48") is a whole multiple of the base with its own barcode and prices. A unit is a view and a
 * price, never a second stock figure: everything that moves stock multiplies by its count here.
 */

export const UNIT_NAME_MAX = 50;
/** The largest count a trade unit may hold (a pallet of 100,000 pieces is already generous). */
export const UNIT_COUNT_MAX = 100_000;

export const UNIT_MSG = {
  nameRequired: 'Name is required',
  countRequired: 'Count is required',
  countWhole: 'The count is a whole number of base units, at least 2.',
  countTooLarge: `The count is at most ${UNIT_COUNT_MAX}.`,
  countUsed: (used: string) =>
    `This unit has been used (${used}), so its count cannot change: stock and history are in base units of its count. Retire it and add a new unit instead.`,
  nameTaken: 'This product already has a unit with this name.',
  barcodeTaken: 'A product or a unit of your catalogue already has this barcode.',
  notWhole: (unit: string) =>
    `This quantity is not a whole number of ${unit}: the product is counted in whole ${unit}.`,
  retired: 'This unit is retired: it cannot be sold, bought or moved any more.',
  notOfProduct: 'This unit belongs to another product.',
} as const;

/**
 * Base units counted in whole pieces, unlike weights, volumes and lengths. A unit of the catalogue
 * carries its own flag (`units.is_countable`); this is the rule that set it for existing units.
 */
const MEASURED_UNIT_NAMES = new Set([
  'kg',
  'kilogram',
  'kilograms',
  'g',
  'gram',
  'grams',
  'l',
  'litre',
  'litres',
  'liter',
  'liters',
  'ml',
  'millilitre',
  'milliliter',
  'm',
  'metre',
  'meter',
  'cm',
]);
export const isCountableUnitName = (name: string): boolean =>
  !MEASURED_UNIT_NAMES.has(name.trim().toLowerCase());

/** A trade unit's count: a whole number from 2 to UNIT_COUNT_MAX, or the reason it is not. */
export function unitCountError(value: unknown): string | null {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return UNIT_MSG.countRequired;
  const parsed = parseDecimal(text);
  if (parsed === null || !parsed.isInteger() || parsed.lt(2)) return UNIT_MSG.countWhole;
  if (parsed.gt(UNIT_COUNT_MAX)) return UNIT_MSG.countTooLarge;
  return null;
}

/** The base quantity a quantity of a unit of `count` base units is (exact). */
export const baseQuantity = (quantity: Dec | string, count: number | null | undefined): Dec =>
  new D(quantity).times(count ?? 1);

/**
 * A quantity in base units where the base is counted in whole pieces must be whole; the message
 * names the base unit. Null when the quantity is fine (or the base is measured: kg, litre…).
 */
export function wholeBaseError(base: Dec | string, countable: boolean, baseName: string): string | null {
  if (!countable) return null;
  return new D(base).isInteger() ? null : UNIT_MSG.notWhole(baseName || 'pieces');
}

/**
 * A unit's price: its own when set, else the base unit's price times its count, exactly (the
 * sale price at the counter, the cost price when buying).
 */
export const unitPrice = (own: string | null | undefined, basePrice: string, count: number): string =>
  own === null || own === undefined ? toWire(new D(basePrice).times(count)) : toWire(own);

/** A line's quantity as screens show it: "3 × Carton of 48" in a trade unit, "3" in the base unit. */
export const quantityInUnit = (quantity: string, unitName: string | null | undefined): string =>
  unitName ? `${displayQuantity(quantity)} × ${unitName}` : displayQuantity(quantity);

/** Why a unit's count may not change: it has been sold, bought or moved (`uses` says how often). */
export function countChangeError(oldCount: number, newCount: number, uses: number): string | null {
  if (oldCount === newCount || uses === 0) return null;
  return UNIT_MSG.countUsed(uses === 1 ? 'on 1 line' : `on ${uses} lines`);
}

/** A trade unit of a product as `product/` and `product/<id>/unit/` send it. */
export interface TradeUnitWire {
  id: number;
  product: number;
  name: string;
  /** How many base units one of it holds (a whole number, at least 2). */
  count: number;
  /** Its own barcode, unique in the catalogue among products' and units' barcodes; '' for none. */
  bar_code: string;
  /** Its own sale price, or null: the variant's sale price × count. */
  sale_price: string | null;
  /** Its own cost price, or null: the variant's cost price × count. */
  price: string | null;
  /** Retired: kept for history, no longer sold, bought or moved. */
  is_retired: boolean;
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v);
const nullablePrice = z.preprocess(
  (v) => (v === '' || v === null ? null : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const message = decimalError(v, { required: null, positive: null });
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .nullable(),
);
const unitFields = {
  name: z.preprocess(asText, z.string().trim()).superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: UNIT_MSG.nameRequired });
    else if (v.length > UNIT_NAME_MAX)
      ctx.addIssue({ code: 'custom', message: maxLengthMessage(UNIT_NAME_MAX) });
  }),
  count: z
    .preprocess(asText, z.string().trim())
    .superRefine((v, ctx) => {
      const message = unitCountError(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => Number(v)),
  bar_code: z
    .preprocess(asText, z.string().trim())
    .superRefine((v, ctx) => {
      if (v.length > BARCODE_MAX) ctx.addIssue({ code: 'custom', message: maxLengthMessage(BARCODE_MAX) });
    })
    .optional(),
  sale_price: nullablePrice.optional(),
  price: nullablePrice.optional(),
};

/** `POST product/<id>/unit/`: a new trade unit of the product. */
export const CreateProductUnitBody = z.object(unitFields);
export type CreateProductUnitBody = z.infer<typeof CreateProductUnitBody>;

/** `PATCH product-unit/<id>/`: any subset; `is_retired: true` retires it (false brings it back). */
export const UpdateProductUnitBody = z.object({
  name: unitFields.name.optional(),
  count: unitFields.count.optional(),
  bar_code: unitFields.bar_code,
  sale_price: unitFields.sale_price,
  price: unitFields.price,
  is_retired: BoolInput.optional(),
});
export type UpdateProductUnitBody = z.infer<typeof UpdateProductUnitBody>;

/**
 * A variant picked at the counter, in one of its trade units: the price is the unit's
 * (`unitPrice`), the printed retail price and each batch's stock are counted in the unit, so the
 * entry row's rules (stock, quantity × price) work unchanged and the line says which unit it is.
 */
export function pickedInUnit<P extends PickedVariant>(
  picked: P,
  unit: Pick<TradeUnitWire, 'id' | 'name' | 'count' | 'bar_code' | 'sale_price'>,
): P {
  return {
    ...picked,
    barcode: unit.bar_code || picked.barcode,
    salePrice: unitPrice(unit.sale_price, picked.salePrice, unit.count),
    retailPrice: picked.retailPrice
      ? toWire(new D(picked.retailPrice).times(unit.count))
      : (picked.retailPrice ?? null),
    batches: picked.batches.map((b) => ({
      ...b,
      available: new D(b.available).div(unit.count).toDecimalPlaces(4, D.ROUND_DOWN).toString(),
    })),
    unit: { id: unit.id, name: unit.name, count: unit.count },
  };
}

// ---- The product CSV's `units` column ---------------------------------------------------------

/** A trade unit as the product CSV's `units` column gives it (prices null: base × count). */
export interface CsvUnit {
  name: string;
  count: number;
  barCode: string;
  salePrice: string | null;
  price: string | null;
}

const escapeCsvUnitPart = (text: string) => text.replace(/[\\:|]/g, (c) => `\\${c}`);

/**
 * The `units` cell of a product: its live trade units as `name:count:barcode:sale:cost`, joined
 * by `|`; an empty price is base × count; `\`, `:` and `|` inside a name or barcode are escaped
 * with `\`. Read back by `parseCsvUnits`.
 */
export const formatCsvUnits = (units: readonly CsvUnit[]): string =>
  units
    .map((u) =>
      [
        escapeCsvUnitPart(u.name),
        String(u.count),
        escapeCsvUnitPart(u.barCode),
        u.salePrice === null ? '' : toWire(u.salePrice),
        u.price === null ? '' : toWire(u.price),
      ].join(':'),
    )
    .join('|');

/** Splits on `separator` outside a `\` escape, unescaping. */
function splitEscaped(text: string, separator: string): string[] {
  const parts: string[] = [''];
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\' && i + 1 < text.length) {
      parts[parts.length - 1] += separator === '|' ? c + (text[i + 1] as string) : (text[i + 1] as string);
      i++;
    } else if (c === separator) parts.push('');
    else parts[parts.length - 1] += c;
  }
  return parts;
}

/**
 * Reads a `units` cell (see `formatCsvUnits`): the units, or the reasons it cannot be read, each
 * naming the unit. Names must differ (ignoring case) and the counts obey `unitCountError`.
 */
export function parseCsvUnits(cell: string): { units: CsvUnit[]; reasons: string[] } {
  const units: CsvUnit[] = [];
  const reasons: string[] = [];
  if (cell.trim() === '') return { units, reasons };
  const seen = new Set<string>();
  for (const [i, entry] of splitEscaped(cell.trim(), '|').entries()) {
    const parts = splitEscaped(entry, ':').map((p) => p.trim());
    const name = parts[0] ?? '';
    const label = `units: unit ${i + 1}${name ? ` "${name}"` : ''}`;
    if (parts.length < 2 || parts.length > 5) {
      reasons.push(`${label}: ${CSV_IMPORT_MSG.unitsFormat}`);
      continue;
    }
    const [, countText = '', barCode = '', sale = '', cost = ''] = parts;
    const problems: string[] = [];
    if (name === '') problems.push(UNIT_MSG.nameRequired);
    else if (name.length > UNIT_NAME_MAX) problems.push(maxLengthMessage(UNIT_NAME_MAX));
    else if (seen.has(name.toLowerCase())) problems.push(UNIT_MSG.nameTaken);
    seen.add(name.toLowerCase());
    const countProblem = unitCountError(countText);
    if (countProblem) problems.push(countProblem);
    if (barCode.length > BARCODE_MAX) problems.push(`barcode: ${maxLengthMessage(BARCODE_MAX)}`);
    for (const [field, value] of [
      ['sale price', sale],
      ['cost price', cost],
    ] as const) {
      const problem = value === '' ? null : decimalError(value, { required: null, positive: null });
      if (problem) problems.push(`${field}: ${problem}`);
    }
    if (problems.length > 0) {
      reasons.push(...problems.map((p) => `${label}: ${p}`));
      continue;
    }
    units.push({
      name,
      count: Number(countText),
      barCode,
      salePrice: sale === '' ? null : toWire(sale),
      price: cost === '' ? null : toWire(cost),
    });
  }
  return { units, reasons };
}
