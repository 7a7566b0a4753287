import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id; these are OWASP's baseline costs (19 MiB, 2 passes, 1 lane).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the PHC string carries its own salt and parameters. */
export const hashPassword = (plain: string): Promise<string> => hash(plain, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash it still spends the time of one verification, so a
 * missing user or an unset password cannot be told apart from a wrong password by timing.
 */
export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword('not-a-real-password-1!');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}
