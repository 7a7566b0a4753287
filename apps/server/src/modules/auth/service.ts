import { type Db, users } from '@tillwise/db';
import { canSignIn, MSG } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { nonFieldError, throttled } from '../../lib/errors.js';
import { findUserByUsername } from '../users/repository.js';
import { verifyPassword } from './passwords.js';
import type { LoginThrottle } from './throttle.js';
import type { TokenService } from './tokens.js';

export interface SignInDeps {
  db: Db;
  tokens: TokenService;
  throttle: LoginThrottle;
}

/**
 * Exchanges a username and password for a token. Every refusal (unknown user, wrong password,
 * inactive, no password set, a record that may not sign in) gives the same answer after the same
 * amount of work. Wrong passwords slow that username (and that username from that address first)
 * with growing delays; an address past its limit of wrong sign-ins a minute is told to wait on
 * each further wrong one, while right passwords still sign in (throttle.ts).
 */
export async function obtainToken(
  deps: SignInDeps,
  credentials: { username: string; password: string },
  address: string,
): Promise<{ token: string }> {
  const attempt = { username: credentials.username, address };
  const wait = await deps.throttle.retryAfter(attempt);
  if (wait > 0) throw throttled(wait);

  const found = await findUserByUsername(deps.db, credentials.username);
  const user = found?.user ?? null;
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !passwordOk || !user.isActive || !canSignIn(user.userType)) {
    const spraying = await deps.throttle.recordFailure(attempt);
    if (spraying > 0) throw throttled(spraying);
    throw nonFieldError(MSG.loginFailed);
  }
  await deps.throttle.recordSuccess(attempt);
  await deps.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
  return { token: await deps.tokens.sign({ userId: user.id, version: user.tokenVersion }) };
}
