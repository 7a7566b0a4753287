/** The SQLSTATE (and constraint) of a database error from node-postgres or PGlite, wrapped by Drizzle or not. */
function sqlState(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
    current = e.cause;
  }
  return {};
}

/** The SQLSTATE of a database error, or undefined when it is not one. */
export const databaseErrorCode = (error: unknown): string | undefined => sqlState(error).code;

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** Whether the error is a unique violation, of the named constraint when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  return state.code === UNIQUE_VIOLATION && (constraint === undefined || state.constraint === constraint);
}
