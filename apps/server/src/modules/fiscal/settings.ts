import { type Executor, type FiscalSettingsRow, fiscalSettings } from '@tillwise/db';
import {
  FISCAL_MSG,
  type FiscalService,
  type FiscalSettingsBody,
  type FiscalSettingsWire,
} from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { validationError } from '../../lib/errors.js';
import { sealToken } from './secret.js';

/** A company's reporter as answered: never the token, only whether one is stored. */
export function presentFiscalSettings(companyId: number, row: FiscalSettingsRow | null): FiscalSettingsWire {
  return {
    company: companyId,
    enabled: row?.enabled ?? false,
    service: (row?.service ?? 'FBR_POS_LOCAL') as FiscalService,
    pos_id: row?.posId ?? 0,
    base_url: row?.baseUrl ?? '',
    token_set: (row?.tokenEncrypted ?? '') !== '',
    di_enabled: row?.diEnabled ?? false,
    di_sandbox: row?.diSandbox ?? true,
    di_base_url: row?.diBaseUrl ?? '',
    di_token_set: (row?.diTokenEncrypted ?? '') !== '',
    di_province: row?.diProvince ?? '',
  };
}

export async function fiscalSettingsRow(db: Executor, companyId: number): Promise<FiscalSettingsRow | null> {
  const [row] = await db.select().from(fiscalSettings).where(eq(fiscalSettings.companyId, companyId));
  return row ?? null;
}

/** A company's reporter; one never set up answers the defaults (off). */
export async function readFiscalSettings(db: Executor, companyId: number): Promise<FiscalSettingsWire> {
  return presentFiscalSettings(companyId, await fiscalSettingsRow(db, companyId));
}

/**
 * Writes the settings sent over the stored ones. Turned on, the reporter needs a POS ID, and the
 * cloud service its token; a token sent is sealed before it is stored (`token: ''` clears it).
 */
export async function saveFiscalSettings(
  db: Executor,
  key: Buffer,
  companyId: number,
  body: FiscalSettingsBody,
): Promise<FiscalSettingsWire> {
  const current = await fiscalSettingsRow(db, companyId);
  const values = {
    enabled: body.enabled ?? current?.enabled ?? false,
    service: body.service ?? ((current?.service ?? 'FBR_POS_LOCAL') as FiscalService),
    posId: body.pos_id ?? current?.posId ?? 0,
    baseUrl: body.base_url ?? current?.baseUrl ?? '',
    tokenEncrypted: body.token !== undefined ? sealToken(key, body.token) : (current?.tokenEncrypted ?? ''),
    diEnabled: body.di_enabled ?? current?.diEnabled ?? false,
    diSandbox: body.di_sandbox ?? current?.diSandbox ?? true,
    diBaseUrl: body.di_base_url ?? current?.diBaseUrl ?? '',
    diTokenEncrypted:
      body.di_token !== undefined ? sealToken(key, body.di_token) : (current?.diTokenEncrypted ?? ''),
    diProvince: body.di_province ?? current?.diProvince ?? '',
    lastModified: new Date(),
  };
  if (values.enabled && values.posId === 0) throw validationError({ pos_id: [FISCAL_MSG.needsPosId] });
  if (values.enabled && values.service === 'FBR_POS_CLOUD' && values.tokenEncrypted === '')
    throw validationError({ token: [FISCAL_MSG.needsToken] });
  if (values.diEnabled && values.diTokenEncrypted === '')
    throw validationError({ di_token: [FISCAL_MSG.diNeedsToken] });
  if (values.diEnabled && values.diProvince === '')
    throw validationError({ di_province: [FISCAL_MSG.diNeedsProvince] });
  const [row] = await db
    .insert(fiscalSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: fiscalSettings.companyId, set: values })
    .returning();
  return presentFiscalSettings(companyId, row ?? null);
}
