import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  version: number;
}

const ISSUER = 'tillwise';
/** How many verified tokens are remembered (the oldest is forgotten first). */
const VERIFIED_TOKENS = 10_000;

/**
 * Signs and checks HS256 tokens; anything but a valid, unexpired HS256 token is rejected.
 *
 * A token that verified once is remembered with its claims and expiry, so the next request with the
 * same token string skips the HMAC (jose verifies through WebCrypto, about a tenth of a lookup's
 * CPU). That is safe because the signature check is a pure function of the exact string and the
 * secret: a different string is verified afresh, and the expiry is still checked on every use.
 * Whether the user may still use the token (active, same token_version) is not a property of the
 * token; the auth plugin checks it against the database on every request.
 */
export function tokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenClaims & { expiresAt: number }>();
  return {
    async sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The claims of a good token, or null for a tampered, expired, malformed or `alg: none` one. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        // jose's rule: a token is expired from its `exp` second on.
        if (Math.floor(Date.now() / 1000) < known.expiresAt)
          return { userId: known.userId, version: known.version };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        const userId = Number(payload.sub);
        const version = typeof payload.ver === 'number' ? payload.ver : Number.NaN;
        if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(version)) return null;
        // Tokens this service signs always carry `exp`; one without it is not remembered.
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
          verified.set(token, { userId, version, expiresAt: payload.exp });
        }
        return { userId, version };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;

const SCHEMES = new Set(['token', 'jwt', 'bearer']);

/** Reads `token <t>`, `Token <t>`, `JWT <t>` or `Bearer <t>`; null when absent or of another scheme. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value, ...rest] = header.trim().split(/\s+/);
  if (!scheme || !value || rest.length > 0 || !SCHEMES.has(scheme.toLowerCase())) return null;
  return value;
}
