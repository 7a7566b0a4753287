import type { CompanyRow, Executor, UserRow } from '@tillwise/db';
import { type CompanyWire, toWire, type UserWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';

/** Turns a stored file path into a URL the browser can load. */
export type MediaUrl = (path: string | null) => string | null;

/**
 * Companies' funds on hand (`balance`) and what they owe (`credit`), summed from their accounts
 * (folded balances plus the deltas not folded yet, ADR 0009) in one statement, so exact now.
 */
export type CompanyFigures = ReadonlyMap<number, { balance: string; credit: string }>;

/** The figures of the given companies (nulls skipped), read in one statement. */
export async function companyFigures(
  db: Executor,
  companies: readonly (CompanyRow | null | undefined)[],
): Promise<CompanyFigures> {
  const ids = [...new Set(companies.flatMap((c) => (c ? [c.id] : [])))];
  if (ids.length === 0) return new Map();
  const result = await db.execute(
    sql`select c.id, company_funds(c.id)::text as balance, company_owed(c.id)::text as credit
      from unnest(${`{${ids.join(',')}}`}::int[]) as c(id)`,
  );
  const rows = (result as unknown as { rows: { id: number; balance: string; credit: string }[] }).rows;
  return new Map(rows.map((r) => [Number(r.id), { balance: r.balance, credit: r.credit }]));
}

/** The wire shape of a company (contract A2/A8): decimals as 4-place strings. */
export function presentCompany(company: CompanyRow, figures: CompanyFigures): CompanyWire {
  const f = figures.get(company.id);
  if (!f) throw new Error(`company ${company.id}: figures not read`);
  return {
    id: company.id,
    company_name: company.companyName,
    company_type: company.companyType,
    address: company.address,
    contact_number: company.contactNumber,
    parent: company.parentId,
    credit: toWire(f.credit),
    balance: toWire(f.balance),
    default_language: company.defaultLanguage,
    receipt_urdu_digits: company.receiptUrduDigits,
  };
}

/** The wire shape of a user with the company nested; the password hash never leaves the server. */
export function presentUser(
  user: UserRow,
  company: CompanyRow | null,
  mediaUrl: MediaUrl,
  figures: CompanyFigures,
): UserWire {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    contact_number: user.contactNumber,
    user_type: user.userType,
    user_profilepic: mediaUrl(user.profilePicPath),
    company: company ? presentCompany(company, figures) : null,
    credit: toWire(user.credit),
    is_active: user.isActive,
    is_staff: user.isStaff,
    user_extra: { id: user.id, description: user.description },
    ntn: user.ntn,
    cnic: user.cnic,
    tax_registered: user.taxRegistered,
    language: user.language,
  };
}
