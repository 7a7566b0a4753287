import type { CompanyRow, UserRow } from '@tillwise/db';
import { type CompanyWire, toWire, type UserWire } from '@tillwise/domain';

/** Turns a stored file path into a URL the browser can load. */
export type MediaUrl = (path: string | null) => string | null;

/** The wire shape of a company (contract A2/A8): decimals as 4-place strings. */
export function presentCompany(company: CompanyRow): CompanyWire {
  return {
    id: company.id,
    company_name: company.companyName,
    company_type: company.companyType,
    address: company.address,
    contact_number: company.contactNumber,
    parent: company.parentId,
    credit: toWire(company.credit),
    balance: toWire(company.balance),
  };
}

/** The wire shape of a user with the company nested; the password hash never leaves the server. */
export function presentUser(user: UserRow, company: CompanyRow | null, mediaUrl: MediaUrl): UserWire {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    contact_number: user.contactNumber,
    user_type: user.userType,
    user_profilepic: mediaUrl(user.profilePicPath),
    company: company ? presentCompany(company) : null,
    credit: toWire(user.credit),
    is_active: user.isActive,
    is_staff: user.isStaff,
    user_extra: { id: user.id, description: user.description },
  };
}
