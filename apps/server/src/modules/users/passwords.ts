import { type Db, type UserRow, users } from '@tillwise/db';
import { type ChangePasswordBody, canSignIn, MSG } from '@tillwise/domain';
import { eq, sql } from 'drizzle-orm';
import { nonFieldError, notFound, throttled, validationError } from '../../lib/errors.js';
import type { SessionActor } from '../../plugins/auth.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { LoginThrottle } from '../auth/throttle.js';
import type { TokenService } from '../auth/tokens.js';

/** Stores a new password hash and raises token_version, ending every session of the user. */
async function storePassword(db: Db, userId: number, plain: string): Promise<number> {
  const passwordHash = await hashPassword(plain);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, lastModified: new Date() })
      .where(eq(users.id, userId))
      .returning({ version: users.tokenVersion });
    if (!row) throw notFound();
    return row.version;
  });
}

/**
 * An admin sets or resets another operator's password (users made by the original client have
 * none). Their open sessions end. Customers, walk-ins and vendors never sign in, so have none; the
 * caller's own password goes through changeOwnPassword, which asks for the current one.
 */
export async function setPassword(
  db: Db,
  actor: SessionActor,
  target: UserRow,
  password: string,
): Promise<void> {
  if (target.id === actor.user.id) throw nonFieldError(MSG.useChangePassword);
  if (!canSignIn(target.userType)) throw nonFieldError(MSG.noPasswordForRecord);
  await storePassword(db, target.id, password);
}

export interface ChangePasswordDeps {
  db: Db;
  tokens: TokenService;
  throttle: LoginThrottle;
}

/**
 * The caller changes their own password after proving the current one (wrong guesses count
 * towards the sign-in throttle). Every other session ends; the answer carries a fresh token.
 */
export async function changeOwnPassword(
  deps: ChangePasswordDeps,
  actor: SessionActor,
  input: ChangePasswordBody,
  address: string,
): Promise<{ token: string }> {
  const attempt = { username: actor.user.username, address };
  const wait = await deps.throttle.retryAfter(attempt);
  if (wait > 0) throw throttled(wait);
  if (!(await verifyPassword(actor.user.passwordHash, input.old_password))) {
    await deps.throttle.recordFailure(attempt);
    throw validationError({ old_password: MSG.oldPasswordWrong });
  }
  const version = await storePassword(deps.db, actor.user.id, input.password);
  return { token: await deps.tokens.sign({ userId: actor.user.id, version }) };
}
