import { type CompanyRow, companyScaleSettings, type Executor } from '@tillwise/db';
import {
  type CompanyScaleSettingsBody,
  type CompanyScaleSettingsWire,
  presentScaleSettings,
  type ScaleLayoutWire,
  scaleLayoutError,
  scaleLayoutOf,
  scaleLayoutWire,
} from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { validationError } from '../../lib/errors.js';

/*
 * A company's scale barcode layout (docs/domain/units.md, "The scale layout setting"): off and
 * the usual layout until set; the till reads it in its tax answer (offline/till-tax.ts).
 */

async function storedScale(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(companyScaleSettings)
    .where(eq(companyScaleSettings.companyId, companyId));
  return row ? { ...row.layout, enabled: row.enabled } : null;
}

export async function readScaleSettings(db: Executor, companyId: number): Promise<CompanyScaleSettingsWire> {
  return presentScaleSettings(companyId, await storedScale(db, companyId));
}

/** The layout a till reads labels with: null when the company reads none. */
export async function tillScaleLayoutOf(db: Executor, companyId: number): Promise<ScaleLayoutWire | null> {
  const stored = await storedScale(db, companyId);
  return stored?.enabled ? scaleLayoutWire(stored) : null;
}

/** Writes the fields sent over the stored ones (or the defaults), in one statement. */
export async function saveScaleSettings(
  db: Executor,
  company: Pick<CompanyRow, 'id'>,
  body: CompanyScaleSettingsBody,
): Promise<CompanyScaleSettingsWire> {
  const current = await readScaleSettings(db, company.id);
  const layout = scaleLayoutOf({
    prefixes: body.prefixes ?? current.prefixes,
    item_digits: body.item_digits ?? current.item_digits,
    value: body.value ?? current.value,
    decimals: body.decimals ?? current.decimals,
  });
  const problem = scaleLayoutError(layout);
  if (problem) throw validationError({ non_field_errors: [problem] });
  const values = {
    enabled: body.enabled ?? current.enabled,
    layout: { ...layout, prefixes: [...layout.prefixes] },
    lastModified: new Date(),
  };
  await db
    .insert(companyScaleSettings)
    .values({ companyId: company.id, ...values })
    .onConflictDoUpdate({ target: companyScaleSettings.companyId, set: values });
  return presentScaleSettings(company.id, { ...values.layout, enabled: values.enabled });
}
