import { type CompanyRow, companies, type Db } from '@tillwise/db';
import {
  type CreateCompanyBody,
  departmentInUseMessage,
  departmentParentId,
  isSuperAdmin,
  MSG,
  type UpdateCompanyRequest,
} from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { nonFieldError, notFound, permissionDenied, validationError } from '../../lib/errors.js';
import type { MediaStore } from '../../lib/media-store.js';
import type { SessionActor } from '../../plugins/auth.js';
import { ensureChart } from '../ledger/accounts.js';
import { deletionBlockers, removeCompanyRecords } from './deletion-blockers.js';
import { lockCompany } from './repository.js';
import { ensureWalkInCustomer } from './walk-in.js';

/**
 * Creates a department under the caller's group (spec 4.8: the caller's company if it is the
 * PARENT, else its parent), with its chart of accounts and, when it sells, its walk-in customer,
 * in one transaction.
 */
export async function createCompany(
  db: Db,
  actor: SessionActor,
  input: CreateCompanyBody,
): Promise<CompanyRow> {
  const own = actor.company;
  if (!own) throw permissionDenied();
  // A store without a parent keeps what it creates under itself, so it can still reach it.
  const parentId =
    departmentParentId({ id: own.id, company_type: own.companyType, parent: own.parentId }) ?? own.id;
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        companyName: input.company_name,
        companyType: input.company_type,
        address: input.address ?? '',
        contactNumber: input.contact_number ?? '',
        parentId,
      })
      .returning();
    if (!company) throw new Error('company not created');
    await ensureChart(tx, company.id);
    await ensureWalkInCustomer(tx, company);
    return company;
  });
}

/**
 * Applies a partial update. Only a super admin renames; nobody changes their own company's type
 * or makes a department the PARENT (either would change who holds which powers). Sending the
 * current values, or nothing, changes nothing.
 */
export async function updateCompany(
  db: Db,
  actor: SessionActor,
  id: number,
  input: UpdateCompanyRequest,
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const current = await lockCompany(tx, id);
    if (!current) throw notFound();
    const errors: Record<string, string> = {};
    const rename = input.company_name !== undefined && input.company_name !== current.companyName;
    if (rename && !isSuperAdmin(actor)) errors.company_name = MSG.nameChangeSuperAdminOnly;
    const retype = input.company_type !== undefined && input.company_type !== current.companyType;
    if (retype && current.id === actor.company?.id) errors.company_type = MSG.ownCompanyTypeLocked;
    else if (retype && input.company_type === 'PARENT') errors.company_type = MSG.parentTypeNotAllowed;
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const changes = {
      ...(rename ? { companyName: input.company_name } : {}),
      ...(retype ? { companyType: input.company_type } : {}),
      ...(input.address !== undefined && input.address !== current.address ? { address: input.address } : {}),
      ...(input.contact_number !== undefined && input.contact_number !== current.contactNumber
        ? { contactNumber: input.contact_number }
        : {}),
      ...(input.default_language !== undefined && input.default_language !== current.defaultLanguage
        ? { defaultLanguage: input.default_language }
        : {}),
      ...(input.receipt_urdu_digits !== undefined && input.receipt_urdu_digits !== current.receiptUrduDigits
        ? { receiptUrduDigits: input.receipt_urdu_digits }
        : {}),
    };
    if (Object.keys(changes).length === 0) return current;
    const [updated] = await tx
      .update(companies)
      .set({ ...changes, lastModified: new Date() })
      .where(eq(companies.id, id))
      .returning();
    if (!updated) throw notFound();
    if (retype) await ensureWalkInCustomer(tx, updated);
    return updated;
  });
}

/**
 * Destroys a department that holds nothing (see DELETION_BLOCKERS), with its walk-in customer and
 * empty chart; otherwise refuses with a message naming what it still has. Its logo goes after commit.
 */
export async function deleteCompany(db: Db, media: MediaStore, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, id);
    if (!company) throw notFound();
    const reasons = await deletionBlockers(tx, company);
    if (reasons.length > 0) throw nonFieldError(departmentInUseMessage(reasons));
    await removeCompanyRecords(tx, company);
    return company;
  });
  await media.remove(removed.logoPath);
}
