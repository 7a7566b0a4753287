import { type CompanyRow, companies, type Executor, type UserRow, users } from '@tillwise/db';
import {
  acceptedParties,
  CUSTOMER_TYPES,
  canSignIn,
  invalidPkMessage,
  type PartyKind,
  type PartyRule,
  type UserType,
} from '@tillwise/domain';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { validationError } from '../../lib/errors.js';
import { isStoredId } from '../../lib/filters.js';
import type { SessionActor } from '../../plugins/auth.js';
import type { Counterparty } from '../ledger/accounts.js';

/** The books a finance request writes: the caller's company, and the companies its grant reaches. */
export interface Books {
  actor: SessionActor;
  company: CompanyRow;
  scope: number[];
}

/** A payor or payee as the books see them. */
export interface Party {
  user: UserRow;
  company: CompanyRow | null;
  kind: PartyKind;
}

const HEAD_OFFICE_TYPES: UserType[] = ['SUPER_ADMIN', 'ADMIN'];

/**
 * Who a company's finance records may name (spec 2.14, the union over its tabs): staff of the
 * companies in reach; customers of those companies when the books are a STORE's or RETIAL's;
 * vendors when they are a STORE's; and for a RETIAL outlet, which reaches no other company, the
 * admins of its head office, so that it can record what it pays to or gets from it. Only the
 * caller's books are written. Deactivated people are not offered.
 */
export function partyCondition(books: Books, rule: PartyRule): SQL {
  const staffAndCustomers = and(
    inArray(users.userType, rule.userTypes),
    inArray(users.companyId, [books.company.id, ...books.scope]),
  );
  const vendors = rule.vendors ? eq(users.userType, 'VENDOR') : undefined;
  // The head office a department pays or is paid by: its admins stand for it in these books only.
  const parentId = books.company.companyType === 'RETIAL' ? books.company.parentId : null;
  const headOffice =
    parentId === null
      ? undefined
      : and(inArray(users.userType, HEAD_OFFICE_TYPES), eq(users.companyId, parentId));
  const who = or(staffAndCustomers, vendors, headOffice);
  return and(eq(users.isActive, true), who) as SQL;
}

/** The kind of party a user is for these books. */
export function kindOf(books: Books, user: UserRow): PartyKind {
  if (CUSTOMER_TYPES.includes(user.userType)) return 'customer';
  const colleague = canSignIn(user.userType) && user.companyId === books.company.id;
  return user.id === books.actor.user.id || colleague ? 'own' : 'company';
}

/** The sub-account holder a party stands for: the customer themself, or their company. */
export function counterpartyOf(party: Party): Counterparty {
  if (party.kind === 'customer') {
    const name = `${party.user.firstName} ${party.user.lastName}`.trim() || party.user.username;
    return { userId: party.user.id, name };
  }
  if (!party.company) throw new Error(`user ${party.user.id} has no company`);
  return { companyId: party.company.id, name: party.company.companyName };
}

/**
 * Loads a payor or payee the books accept, or throws DRF's "Invalid pk" at `field`: the same
 * answer for a user who does not exist and for one outside the caller's reach.
 */
export async function loadParty(db: Executor, books: Books, id: number, field: string): Promise<Party> {
  if (id === books.actor.user.id) {
    return { user: books.actor.user, company: books.company, kind: 'own' };
  }
  if (!isStoredId(id)) throw validationError({ [field]: invalidPkMessage(id) });
  const rule = acceptedParties(books.company.companyType);
  const [found] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), partyCondition(books, rule)))
    .limit(1);
  if (!found) throw validationError({ [field]: invalidPkMessage(id) });
  return { user: found.user, company: found.company, kind: kindOf(books, found.user) };
}

/** Everyone a tab's list offers, by username, with their companies. */
export async function listParties(db: Executor, books: Books, rule: PartyRule) {
  return db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(partyCondition(books, rule))
    .orderBy(asc(users.username));
}
