import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  version: number;
}

const ISSUER = 'tillwise';

/** Signs and checks HS256 tokens; anything but a valid, unexpired HS256 token is rejected. */
export function tokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        const userId = Number(payload.sub);
        const version = typeof payload.ver === 'number' ? payload.ver : Number.NaN;
        if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(version)) return null;
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
