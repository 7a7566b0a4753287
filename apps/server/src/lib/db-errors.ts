export interface SqlState {
  code?: string;
  constraint?: string;
  message?: string;
  detail?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The SQLSTATE (constraint, message, detail) of a database error from node-postgres or PGlite, wrapped by Drizzle or not. */
export function sqlState(error: unknown): SqlState {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      detail?: unknown;
      cause?: unknown;
    };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        constraint: text(e.constraint),
        message: text(e.message),
        detail: text(e.detail),
      };
    }
    current = e.cause;
  }
  return {};
}

/**
 * The SQLSTATEs the writing functions of packages/db/functions raise on purpose (stock, journal, orders).
 */
export const WRITER_STATE = {
  stockShort: 'TW001',
  unbalancedEntry: 'TW002',
  foreignAccount: 'TW003',
  missingPosting: 'TW005',
  unknownBatch: 'TW006',
  batchTaken: 'TW004',
  /** A refund would take back more than was sold, or a line that is not the sale's (05-refunds.sql). */
  overRefund: 'TWR01',
  /** Another refund of the same sale was written after the plan was made: plan again. */
  refundChanged: 'TWR02',
  /** A credit sale beyond the customer's limit, or while an invoice is overdue (08-credit.sql); DETAIL the figures. */
  creditRefused: 'TWC01',
} as const;

/** The SQLSTATE of a database error, or undefined when it is not one. */
export const databaseErrorCode = (error: unknown): string | undefined => sqlState(error).code;

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** Whether the error is a unique violation, of the named constraint when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  return state.code === UNIQUE_VIOLATION && (constraint === undefined || state.constraint === constraint);
}
