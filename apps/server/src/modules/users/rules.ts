import type { Executor, UserRow } from '@tillwise/db';
import { invalidPkMessage, isWalkInUsername, MSG, outranks, type UserType } from '@tillwise/domain';
import type { SessionActor } from '../../plugins/auth.js';
import { type Access, companyScope, coversUserType } from '../../policy/access.js';
import { findCompanyById } from '../companies/repository.js';
import { usernameTaken } from './repository.js';

/** Field messages collected by the write rules below, answered together as one 400. */
export type FieldErrors = Record<string, string>;

/** Whether the caller may give this role: within the grant, not above their own, never a walk-in. */
export function checkRole(actor: SessionActor, access: Access, type: UserType, errors: FieldErrors): void {
  if (type === 'WALK_IN_CUSTOMER') errors.user_type = MSG.walkInNotByHand;
  else if (!coversUserType(access, type) || outranks(type, actor)) errors.user_type = MSG.userTypeNotAllowed;
}

/** A free username: not a walk-in's reserved name and not taken by another user. */
export async function checkUsername(
  db: Executor,
  username: string,
  errors: FieldErrors,
  exceptId?: number,
): Promise<void> {
  if (isWalkInUsername(username)) errors.username = MSG.usernameReserved;
  else if (await usernameTaken(db, username, exceptId)) errors.username = MSG.usernameTaken;
}

/**
 * The company a user is put in must be one the caller's grant reaches (otherwise it is answered as
 * if it did not exist, like DRF's scoped related field), and a vendor's must be a VENDOR company.
 */
export async function checkCompany(
  db: Executor,
  actor: SessionActor,
  access: Access,
  companyId: number,
  type: UserType,
  errors: FieldErrors,
): Promise<void> {
  const scope = await companyScope(db, actor, access);
  if (!scope.includes(companyId)) {
    errors.company = invalidPkMessage(companyId);
    return;
  }
  const company = await findCompanyById(db, companyId);
  if (type === 'VENDOR' && company?.companyType !== 'VENDOR') errors.company = MSG.vendorCompanyRequired;
}

/** Self-protection: nobody changes their own role or switches themselves off. */
export function checkSelf(
  actor: SessionActor,
  target: UserRow,
  change: { type?: UserType | undefined; active?: boolean | undefined },
  errors: FieldErrors,
): void {
  if (target.id !== actor.user.id) return;
  if (change.type !== undefined && change.type !== target.userType)
    errors.user_type = MSG.cannotChangeOwnRole;
  if (change.active === false) errors.is_active = MSG.cannotDeactivateSelf;
}
