import { type Db, users } from '@tillwise/db';
import { type CreateUserBody, canSignIn, invalidPkMessage, MSG } from '@tillwise/domain';
import { databaseErrorCode, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../../lib/db-errors.js';
import { validationError } from '../../lib/errors.js';
import type { MediaStore } from '../../lib/media-store.js';
import type { ImageUpload } from '../../lib/uploads.js';
import type { SessionActor } from '../../plugins/auth.js';
import type { Access } from '../../policy/access.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserById, type UserWithCompany } from './repository.js';
import { checkCompany, checkRole, checkUsername, type FieldErrors } from './rules.js';

/**
 * Creates a user (contract A4): a REGULAR_CUSTOMER unless told otherwise, named by their number
 * when a customer or vendor has no username, in a company the caller reaches. Without a password
 * the user exists but cannot sign in until one is set.
 */
export async function createUser(
  db: Db,
  media: MediaStore,
  actor: SessionActor,
  access: Access,
  input: CreateUserBody,
  picture: ImageUpload | null,
): Promise<UserWithCompany> {
  const type = input.user_type ?? 'REGULAR_CUSTOMER';
  const username = input.username || input.contact_number;
  const companyId = input.company ?? 0;
  const errors: FieldErrors = {};
  checkRole(actor, access, type, errors);
  await checkUsername(db, username, errors);
  await checkCompany(db, actor, access, companyId, type, errors);
  if (input.password && !canSignIn(type)) errors.password = MSG.noPasswordForRecord;
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    // The picture and the user commit or roll back together (a savepoint inside the caller's
    // transaction), so a refused user leaves no image behind.
    const row = await db.transaction(async (tx) => {
      const picturePath = picture ? await media.save('profile-pics', picture.buffer, picture.kind, tx) : null;
      const [inserted] = await tx
        .insert(users)
        .values({
          username,
          userType: type,
          companyId,
          firstName: input.first_name ?? '',
          lastName: input.last_name ?? '',
          email: input.email ?? '',
          contactNumber: input.contact_number,
          isActive: input.is_active ?? true,
          isStaff: type === 'SUPER_ADMIN',
          passwordHash,
          profilePicPath: picturePath,
          description: input.user_extra?.description ?? '',
          ntn: input.ntn ?? '',
          cnic: input.cnic ?? '',
          taxRegistered: input.tax_registered ?? false,
        })
        .returning({ id: users.id });
      return inserted;
    });
    const created = row ? await findUserById(db, row.id) : null;
    if (!created) throw new Error('created user not found');
    return created;
  } catch (error) {
    // One transaction with the picture. The checks above ran before it: a name taken or a company
    // deleted in between is caught by the database and answered as the same field errors.
    const code = databaseErrorCode(error);
    if (code === UNIQUE_VIOLATION) throw validationError({ username: MSG.usernameTaken });
    if (code === FOREIGN_KEY_VIOLATION) throw validationError({ company: invalidPkMessage(companyId) });
    throw error;
  }
}
