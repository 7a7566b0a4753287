import { mayNameTill, SERVER_MSG } from '@tillwise/domain';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';

/*
 * Typed readers of the request headers a till sends with a write (docs/selling-offline.md,
 * docs/till-sessions.md). Each takes the last value when a header is repeated and trims it; an
 * absent or empty header reads as "not sent", a malformed one is a 400 naming the header.
 */

/** Only the headers are read, so a reader can be called with any object that has them. */
export type WithHeaders = Pick<FastifyRequest, 'headers'>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A header's last value, trimmed; undefined when absent. `name` is lower case. */
export function headerValue(request: WithHeaders, name: string): string | undefined {
  const raw = request.headers[name];
  return (Array.isArray(raw) ? raw[raw.length - 1] : raw)?.trim();
}

/** A header that is absent or a UUID (lower-cased); anything else is a 400 naming `label`. */
export function uuidHeader(request: WithHeaders, name: string, label: string): string | null {
  const value = headerValue(request, name);
  if (!value) return null;
  if (!UUID.test(value)) throw new ApiError(400, { detail: SERVER_MSG.headerNotUuid(label) });
  return value.toLowerCase();
}

/**
 * The `X-Till-Id` header: the till (a UUID) whose reserved invoice block the sale's number is from.
 * The nil and max UUIDs name no till (`mayNameTill`).
 */
export function tillIdHeader(request: WithHeaders): string | null {
  const till = uuidHeader(request, 'x-till-id', 'X-Till-Id');
  if (till !== null && !mayNameTill(till)) {
    throw new ApiError(400, { detail: SERVER_MSG.tillIdHeader });
  }
  return till;
}

/** The `X-Till-Session` header: the till session the sale was made in (docs/till-sessions.md). */
export function tillSessionHeader(request: WithHeaders): number | null {
  const value = headerValue(request, 'x-till-session');
  if (!value) return null;
  if (!/^\d{1,9}$/.test(value)) throw new ApiError(400, { detail: SERVER_MSG.tillSessionHeader });
  return Number(value);
}

/**
 * The `X-Offline-Sale` header (`1` or `true`): the till made the sale offline and sends it from its
 * outbox. The goods have left, so the sale is recorded even beyond stock and flagged for a manager.
 */
export function offlineSaleHeader(request: WithHeaders): boolean {
  const value = headerValue(request, 'x-offline-sale')?.toLowerCase();
  return value === '1' || value === 'true';
}

/** The `X-Sell-Expired` header: exactly `true` when the cashier confirmed selling an expired batch. */
export const sellExpiredHeader = (request: WithHeaders): boolean =>
  request.headers['x-sell-expired'] === 'true';

/**
 * The `X-Expired-Approval` header: a manager's approval, given on the cashier's screen, to sell
 * expired batches (`POST till-session/expired-approval/`); checked by the sale, not here.
 */
export function expiredApprovalHeader(request: WithHeaders): string | null {
  const value = headerValue(request, 'x-expired-approval');
  if (!value) return null;
  if (value.length > 4096) throw new ApiError(400, { detail: SERVER_MSG.expiredApprovalHeader });
  return value;
}

/**
 * The `X-Credit-Approval` header: a manager's approval, given on the cashier's screen, to sell on
 * credit beyond the customer's limit or while an invoice is overdue (`POST
 * till-session/credit-approval/`); checked by the sale, not here.
 */
export function creditApprovalHeader(request: WithHeaders): string | null {
  const value = headerValue(request, 'x-credit-approval');
  if (!value) return null;
  if (value.length > 4096) throw new ApiError(400, { detail: SERVER_MSG.creditApprovalHeader });
  return value;
}

const MADE_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * The `X-Sale-Made-At` header: when the till made the sale, by its own clock (ISO 8601 with its
 * offset). Read only for a sale sent as made offline, and then bounded (orders/sale-moment.ts).
 */
export function saleMadeAtHeader(request: WithHeaders): Date | null {
  const value = headerValue(request, 'x-sale-made-at');
  if (!value) return null;
  const at = MADE_AT.test(value) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 9999) {
    throw new ApiError(400, {
      detail: SERVER_MSG.saleMadeAtHeader,
    });
  }
  return at;
}

/**
 * The facts a till states about a write, parsed once at the route from its headers (no wire
 * change: `X-Till-Id`, `X-Till-Session`, `X-Offline-Sale`, `X-Sale-Made-At`, `X-Sell-Expired`,
 * `X-Expired-Approval`, `X-Credit-Approval`) and carried as one object from the request to the plan.
 */
export interface TillFacts {
  /** The till (a UUID) whose reserved invoice block the sale's number is from. */
  tillId: string | null;
  /** The till session the sale was made in, as the till knows it. */
  tillSessionId: number | null;
  /** The till says it made the sale offline (checked against its invoice block: sale-moment.ts). */
  madeOffline: boolean;
  /** When the till says it made the sale, by its own clock (kept, bounded, for a sale made offline). */
  madeAt: Date | null;
  /** A manager selling confirmed selling an expired batch. */
  sellExpired: boolean;
  /** A manager's approval, given on the cashier's screen, to sell expired batches (its token). */
  expiredApproval: string | null;
  /** A manager's approval, given on the cashier's screen, of a credit sale beyond the limit (its token). */
  creditApproval: string | null;
}

/** No till named: what a write without till headers (or a caller in code) states. */
export const NO_TILL_FACTS: TillFacts = {
  tillId: null,
  tillSessionId: null,
  madeOffline: false,
  madeAt: null,
  sellExpired: false,
  expiredApproval: null,
  creditApproval: null,
};

/**
 * The till facts of a request. Each route reads the headers it has always read, so a header a
 * route ignores is never refused there: a counter sale all of them; an internal order the till and
 * the offline claim; a refund the till and its session.
 */
export function tillFactsOf(request: WithHeaders, route: 'sale' | 'internal' | 'refund'): TillFacts {
  const tillId = tillIdHeader(request);
  if (route === 'internal') return { ...NO_TILL_FACTS, tillId, madeOffline: offlineSaleHeader(request) };
  const tillSessionId = tillSessionHeader(request);
  if (route === 'refund') return { ...NO_TILL_FACTS, tillId, tillSessionId };
  return {
    tillId,
    tillSessionId,
    sellExpired: sellExpiredHeader(request),
    expiredApproval: expiredApprovalHeader(request),
    creditApproval: creditApprovalHeader(request),
    madeOffline: offlineSaleHeader(request),
    madeAt: saleMadeAtHeader(request),
  };
}
