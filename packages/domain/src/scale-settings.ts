import { z } from 'zod';
import { BoolInput } from './organisation-schemas.js';
import { DEFAULT_SCALE_LAYOUT, type ScaleLayout, scaleLayoutError } from './scale-barcode.js';

/*
 * A company's scale barcode layout (docs/domain/units.md, "The scale layout setting"):
 * `GET/PUT company/<id>/scale/` read and write it; the till carries it in its tax answer
 * (`GET till/tax/` `scale_layout`, null when off) so the counter reads labels offline too.
 */

export const SCALE_VALUES = ['weight', 'price'] as const;

/** The layout on the wire (snake_case), as the till's answer carries it. */
export const ScaleLayoutSchema = z.object({
  prefixes: z.array(z.string()).describe('Two-digit prefixes from 20 to 29 the scale prints'),
  item_digits: z.number().int().describe('Digits of the item code after the prefix (4 to 6)'),
  value: z.enum(SCALE_VALUES).describe('The value is the weight (the quantity) or the price'),
  decimals: z.number().int().describe('Decimal places of the value (0 to 3)'),
});
export type ScaleLayoutWire = z.infer<typeof ScaleLayoutSchema>;

/** `GET company/<id>/scale/`: whether the company reads scale labels, and the layout (defaults when never set). */
export const CompanyScaleSettingsSchema = ScaleLayoutSchema.extend({
  company: z.number().int(),
  enabled: z.boolean(),
});
export type CompanyScaleSettingsWire = z.infer<typeof CompanyScaleSettingsSchema>;

export const SCALE_MSG = {
  prefixes: 'A scale prefix is two digits from 20 to 29.',
  itemDigits: 'The item code has 4 to 6 digits.',
  decimals: 'The value has 0 to 3 decimals.',
  value: 'Choose weight or price.',
} as const;

const int = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** Prefixes as a list or as text ("20, 21"). */
const prefixes = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[\s,]+/)
          .map((p) => p.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.string({ error: SCALE_MSG.prefixes }).regex(/^2\d$/, SCALE_MSG.prefixes), {
      error: SCALE_MSG.prefixes,
    })
    .min(1, SCALE_MSG.prefixes)
    .max(10, SCALE_MSG.prefixes),
);

/** `PUT company/<id>/scale/`: any subset; what is left out keeps its value. */
export const CompanyScaleSettingsBody = z.object({
  enabled: BoolInput.optional(),
  prefixes: prefixes.optional(),
  item_digits: int(SCALE_MSG.itemDigits, 4, 6).optional(),
  value: z.enum(SCALE_VALUES, { error: SCALE_MSG.value }).optional(),
  decimals: int(SCALE_MSG.decimals, 0, 3).optional(),
});
export type CompanyScaleSettingsBody = z.infer<typeof CompanyScaleSettingsBody>;

/** The wire layout as the parser reads it. */
export const scaleLayoutOf = (wire: ScaleLayoutWire): ScaleLayout => ({
  prefixes: [...new Set(wire.prefixes)],
  itemDigits: wire.item_digits,
  value: wire.value,
  decimals: wire.decimals,
});

/** The parser's layout on the wire. */
export const scaleLayoutWire = (layout: ScaleLayout): ScaleLayoutWire => ({
  prefixes: [...layout.prefixes],
  item_digits: layout.itemDigits,
  value: layout.value,
  decimals: layout.decimals,
});

/** A stored setting (null: never set) as the company's answer: off, with the usual layout. */
export function presentScaleSettings(
  companyId: number,
  stored: (ScaleLayout & { enabled: boolean }) | null,
): CompanyScaleSettingsWire {
  const layout = stored ?? { ...DEFAULT_SCALE_LAYOUT, enabled: false };
  return { company: companyId, enabled: layout.enabled, ...scaleLayoutWire(layout) };
}

/** A till's layout from its answer: null when the company reads no scale labels or the layout is unusable. */
export function tillScaleLayout(wire: ScaleLayoutWire | null | undefined): ScaleLayout | null {
  if (!wire) return null;
  const layout = scaleLayoutOf(wire);
  return scaleLayoutError(layout) ? null : layout;
}
