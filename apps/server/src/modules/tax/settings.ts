import { type CompanyRow, companyTaxSettings, type Executor } from '@tillwise/db';
import { type CompanyTaxSettingsBody, type CompanyTaxSettingsWire, TAX_MSG } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { validationError } from '../../lib/errors.js';
import { presentTaxSettings } from './presenter.js';

/** A company's tax settings; a company never set up answers the defaults (it charges no tax). */
export async function readTaxSettings(db: Executor, companyId: number): Promise<CompanyTaxSettingsWire> {
  const [row] = await db.select().from(companyTaxSettings).where(eq(companyTaxSettings.companyId, companyId));
  return presentTaxSettings(companyId, row ?? null);
}

/**
 * Writes the settings sent over the stored ones (or the defaults), in one statement. A company
 * shares its parent's registration only when it has a parent.
 */
export async function saveTaxSettings(
  db: Executor,
  company: Pick<CompanyRow, 'id' | 'parentId'>,
  body: CompanyTaxSettingsBody,
): Promise<CompanyTaxSettingsWire> {
  const current = await readTaxSettings(db, company.id);
  const shares = body.shares_parent_registration ?? current.shares_parent_registration;
  if (shares && company.parentId === null)
    throw validationError({ shares_parent_registration: [TAX_MSG.sharesNeedsParent] });
  const values = {
    chargesTax: body.charges_tax ?? current.charges_tax,
    pricesIncludeTax: body.prices_include_tax ?? current.prices_include_tax,
    sharesParentRegistration: shares,
    ntn: body.ntn ?? current.ntn,
    strn: body.strn ?? current.strn,
    taxOffice: body.tax_office ?? current.tax_office,
    posRegistration: body.pos_registration ?? current.pos_registration,
    serviceFee: body.service_fee ?? current.service_fee,
    furtherTaxRate: body.further_tax_rate ?? current.further_tax_rate,
    taxDecimals: body.tax_decimals ?? current.tax_decimals,
    country: body.country ?? current.country,
    lastModified: new Date(),
  };
  const [row] = await db
    .insert(companyTaxSettings)
    .values({ companyId: company.id, ...values })
    .onConflictDoUpdate({ target: companyTaxSettings.companyId, set: values })
    .returning();
  return presentTaxSettings(company.id, row ?? null);
}
