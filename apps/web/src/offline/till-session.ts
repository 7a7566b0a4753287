import type { TillSessionWire } from '@tillwise/domain';
import { tillIdOf } from './invoice-block';
import { type OfflineDb, readMeta, writeMeta } from './offline-db';

/*
 * The till session this till sells in (docs/till-sessions.md), kept with the outbox so a sale
 * made offline still names it (`X-Till-Session`) when it is sent later, and so the counter's strip
 * still knows it after a reload offline.
 */

const SESSION = 'till-session';

export interface TillSessionRef {
  id: number;
  company: number;
  /** The session as the server last answered it, for the strip while the server cannot be asked. */
  session?: TillSessionWire;
}

/** The session this till sells in for the company, or null. */
export async function tillSessionOf(db: OfflineDb, company: number): Promise<number | null> {
  const ref = await readMeta<TillSessionRef>(db, SESSION);
  return ref && ref.company === company ? ref.id : null;
}

/** The open session this till last heard of from the server for the company, or null. */
export async function keptTillSession(db: OfflineDb, company: number): Promise<TillSessionWire | null> {
  const ref = await readMeta<TillSessionRef>(db, SESSION);
  return ref && ref.company === company ? (ref.session ?? null) : null;
}

/** Whether this till sells in session `id` (a manager may close another till's from the sessions list). */
export async function sellsIn(db: OfflineDb, id: number): Promise<boolean> {
  const ref = await readMeta<TillSessionRef>(db, SESSION);
  return ref?.id === id;
}

/** Keeps (or, with null, forgets) the session this till sells in. */
export const keepTillSession = (db: OfflineDb, ref: TillSessionRef | null) => writeMeta(db, SESSION, ref);

/** How many sales this till holds that have not reached the server (waiting, being sent or refused). */
export const unsentSales = (db: OfflineDb): Promise<number> =>
  db.sales.where('state').anyOf('waiting', 'live', 'failed').count();

/**
 * The headers naming this till and the session it sells in (`X-Till-Id`, `X-Till-Session`): a
 * refund paid out here joins that session, as a sale made here does (docs/till-sessions.md).
 */
export async function tillHeaders(db: OfflineDb): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'X-Till-Id': await tillIdOf(db) };
  const ref = await readMeta<TillSessionRef>(db, SESSION);
  if (ref) headers['X-Till-Session'] = String(ref.id);
  return headers;
}
