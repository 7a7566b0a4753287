import {
  type CompactProduct,
  expandCompactProduct,
  type OrderCreateBody,
  type OrderWire,
  type ProductWire,
  type SaleLine,
  type SalePayment,
  type UserWire,
} from '@tillwise/domain';
import Dexie, { type EntityTable } from 'dexie';

/** Where a queued sale goes: the counter's `order/`, the admin order's `internal-order/` or `orderoffline/`. */
export type OutboxPath = 'order/' | 'internal-order/' | 'orderoffline/';

/**
 * `live`: the counter is sending it right now; `waiting`: to be replayed; `failed`: the server
 * refused it (the reason says why and what to do); `sent`: on the server as `orderId`.
 */
export type QueuedState = 'live' | 'waiting' | 'failed' | 'sent';

/** One sale in the outbox: one row per sale, written before it is first sent. */
export interface QueuedSale {
  /** Auto-incremented: the order sales are replayed in. */
  seq?: number;
  /** The sale's Idempotency-Key, made when the sale started. */
  key: string;
  path: OutboxPath;
  body: OrderCreateBody;
  /** The till whose invoice block `body.invoice_id` is from (sent as `X-Till-Id`). */
  tillId: string | null;
  /** The till session it was made in (sent as `X-Till-Session`; docs/till-sessions.md). */
  tillSessionId?: number | null;
  /** A manager's sale that may hold an expired batch (sent as `X-Sell-Expired: true`). */
  sellExpired?: boolean;
  /** A manager's approval for a cashier's sale of expired batches (sent as `X-Expired-Approval`). */
  expiredApproval?: string | null;
  /** A manager's approval of a credit sale beyond the customer's limit (sent as `X-Credit-Approval`). */
  creditApproval?: string | null;
  /** Who sold it: a queue belongs to the till, but the panel says who made each sale. */
  sellerName: string;
  state: QueuedState;
  createdAt: number;
  updatedAt: number;
  attempts: number;
  reason: string | null;
  orderId: number | null;
  /** The receipt as printed, so the panel can print it again. */
  receipt: OrderWire | null;
}

/**
 * A product of the local catalogue: its compact row as downloaded (`row`, expanded to the
 * `product/` shape only when the counter reads it: storing arrays of plain values is several
 * times cheaper than the nested objects), with the fields the index and the barcode lookup need.
 */
export interface LocalProduct {
  id: number;
  name: string;
  bar_code: string;
  /** The lower-case name for substring search. */
  nameLower: string;
  /** The product's category (the touch grid offline), or null. */
  category: number | null;
  /** The sync run that wrote it (a download or a delta). */
  generation: number;
  row: CompactProduct;
}

/** A stored product in the `product/` shape (a row written before compact rows, or expanded). */
export function productOf(
  stored: LocalProduct | (ProductWire & { nameLower?: string; generation?: number }),
): ProductWire {
  if ('row' in stored && Array.isArray(stored.row)) return expandCompactProduct(stored.row);
  const {
    nameLower: _n,
    generation: _g,
    ...product
  } = stored as ProductWire & { nameLower?: string; generation?: number };
  return product;
}

/** A sale parked at the counter (F7) to serve the next customer, recalled later on this till. */
export interface HeldSale {
  id?: number;
  /** Who held it: each cashier recalls their own. */
  sellerId: number;
  heldAt: number;
  lines: SaleLine[];
  payment: SalePayment;
  returnOrder: boolean;
  customer: UserWire | null;
  /** The sale's Idempotency-Key: a recalled sale is the same sale. */
  key: string;
}

/**
 * The sale in progress at the counter, one per cashier on this till: written as it changes, so a
 * reload or a closed tab finds it again; gone once the sale is sent, held, cleared or cancelled.
 */
export interface SaleDraft {
  sellerId: number;
  savedAt: number;
  lines: SaleLine[];
  payment: SalePayment;
  returnOrder: boolean;
  customer: UserWire | null;
  /** The sale's Idempotency-Key: the sale after a reload is the same sale. */
  key: string;
}

export interface LocalMeta {
  name: string;
  value: unknown;
}

/** The till's browser database (IndexedDB through Dexie): the outbox and what selling offline needs. */
export class OfflineDb extends Dexie {
  sales!: EntityTable<QueuedSale, 'seq'>;
  /** The catalogue: two copies, one live (`catalogue-store.ts` says which and why). */
  products!: EntityTable<LocalProduct, 'id'>;
  products2!: EntityTable<LocalProduct, 'id'>;
  customers!: EntityTable<UserWire, 'id'>;
  meta!: EntityTable<LocalMeta, 'name'>;
  held!: EntityTable<HeldSale, 'id'>;
  drafts!: EntityTable<SaleDraft, 'sellerId'>;

  constructor(name = 'tillwise-offline') {
    super(name);
    this.version(1).stores({
      sales: '++seq, &key, state, createdAt',
      products: 'id, bar_code, generation',
      customers: 'id, user_type',
      meta: 'name',
    });
    this.version(2).stores({ held: '++id, sellerId, heldAt' });
    // The touch grid reads a category's products offline (rows of older downloads have none); the
    // sale in progress is kept per seller (drafts).
    this.version(3).stores({ products: 'id, bar_code, generation, category', drafts: 'sellerId' });
    // The catalogue's second copy, written by a download over a catalogue the till holds and then
    // made live (catalogue-store.ts); nothing deletes by generation any more, so no index on it.
    this.version(4).stores({ products: 'id, bar_code, category', products2: 'id, bar_code, category' });
  }
}

let shared: OfflineDb | null = null;

/** The one database of this browser profile. */
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}

/** Reads one value of the meta table. */
export async function readMeta<T>(db: OfflineDb, name: string): Promise<T | null> {
  const row = await db.meta.get(name);
  return row ? (row.value as T) : null;
}

export const writeMeta = (db: OfflineDb, name: string, value: unknown) => db.meta.put({ name, value });
