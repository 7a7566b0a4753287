import { type Db, type UserRow, users } from '@tillwise/db';
import { canSignIn, MSG, type UpdateUserBody } from '@tillwise/domain';
import { eq, sql } from 'drizzle-orm';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../../lib/db-errors.js';
import { notFound, validationError } from '../../lib/errors.js';
import type { MediaStore } from '../../lib/media-store.js';
import type { ImageUpload } from '../../lib/uploads.js';
import type { SessionActor } from '../../plugins/auth.js';
import type { Access } from '../../policy/access.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserById, lockUser, type UserWithCompany } from './repository.js';
import { checkCompany, checkRole, checkSelf, checkUsername, type FieldErrors } from './rules.js';

type Changes = Partial<typeof users.$inferInsert>;

/** The columns that differ from the current row; untouched fields and equal values are left out. */
function changedColumns(current: UserRow, input: UpdateUserBody): Changes {
  const wanted: Changes = {
    username: input.username,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    contactNumber: input.contact_number,
    userType: input.user_type,
    companyId: input.company ?? undefined,
    isActive: input.is_active,
    description: input.user_extra?.description,
    ntn: input.ntn,
    cnic: input.cnic,
    taxRegistered: input.tax_registered,
  };
  const changes: Changes = {};
  for (const [key, value] of Object.entries(wanted) as [keyof Changes, unknown][]) {
    if (value !== undefined && value !== current[key as keyof UserRow])
      Object.assign(changes, { [key]: value });
  }
  return changes;
}

/** Checks the fields that change; every problem is answered together as one 400. */
async function checkChanges(db: Db, actor: SessionActor, access: Access, current: UserRow, changes: Changes) {
  const errors: FieldErrors = {};
  const type = changes.userType ?? current.userType;
  if (current.userType === 'WALK_IN_CUSTOMER' && (changes.username || changes.userType)) {
    errors.username = MSG.walkInNotByHand;
  }
  if (current.userType === 'WALK_IN_CUSTOMER' && changes.isActive === false) {
    errors.is_active = MSG.walkInAlwaysActive;
  }
  if (changes.userType) checkRole(actor, access, changes.userType, errors);
  checkSelf(actor, current, { type: changes.userType, active: changes.isActive }, errors);
  if (changes.username && changes.username.toLowerCase() !== current.username.toLowerCase()) {
    await checkUsername(db, changes.username, errors, current.id);
  }
  if (changes.companyId !== undefined || changes.userType !== undefined) {
    await checkCompany(db, actor, access, changes.companyId ?? current.companyId ?? 0, type, errors);
  }
  return errors;
}

/**
 * Applies a partial update (contract A5); `{}` changes nothing and answers the user. A new
 * password, or switching the user off, raises token_version so their open sessions end at once.
 */
export async function updateUser(
  db: Db,
  media: MediaStore,
  actor: SessionActor,
  access: Access,
  target: UserRow,
  input: UpdateUserBody,
  picture: ImageUpload | null,
): Promise<UserWithCompany> {
  const changes = changedColumns(target, input);
  const errors = await checkChanges(db, actor, access, target, changes);
  if (input.password && !canSignIn(changes.userType ?? target.userType))
    errors.password = MSG.noPasswordForRecord;
  if (Object.keys(errors).length > 0) throw validationError(errors);

  if (input.password) changes.passwordHash = await hashPassword(input.password);
  const endSessions = input.password !== undefined || changes.isActive === false;
  const picturePath = picture ? await media.save('profile-pics', picture.buffer, picture.kind) : undefined;
  if (picturePath !== undefined || input.user_profilepic === null)
    changes.profilePicPath = picturePath ?? null;

  let previousPicture: string | null = null;
  if (Object.keys(changes).length > 0) {
    try {
      previousPicture = await db.transaction(async (tx) => {
        const current = await lockUser(tx, target.id);
        if (!current) throw notFound();
        await tx
          .update(users)
          .set({
            ...changes,
            ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
            lastModified: new Date(),
          })
          .where(eq(users.id, target.id));
        return changes.profilePicPath !== undefined ? current.profilePicPath : null;
      });
    } catch (error) {
      await media.remove(picturePath ?? null);
      if (databaseErrorCode(error) === UNIQUE_VIOLATION)
        throw validationError({ username: MSG.usernameTaken });
      throw error;
    }
  }
  await media.remove(previousPicture);
  const updated = await findUserById(db, target.id);
  if (!updated) throw notFound();
  return updated;
}
