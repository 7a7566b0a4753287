import type { CompanyRow, Executor, UserRow } from '@tillwise/db';
import { sql } from 'drizzle-orm';
import { idArrayLiteral, isStoredId } from '../../lib/filters.js';

/** What a plan needs of a person named by an order (the seller, the buyer) and of their company. */
export interface OrderPerson {
  user: Pick<UserRow, 'id' | 'isActive' | 'userType' | 'companyId' | 'firstName' | 'lastName' | 'username'>;
  company: Pick<CompanyRow, 'id' | 'companyName' | 'companyType' | 'parentId' | 'isActive'> | null;
}

/** A batch named by an order line, with what the plan needs of it. */
export interface BatchFacts {
  id: number;
  isActive: boolean;
  /** The batch's cost: the value at which the goods leave (or re-enter) the books. */
  cost: string;
  /** What was received, by whom, from whom, and the internal purchase line that bought it. */
  quantity: string;
  receivedByCompanyId: number | null;
  receivedFromCompanyId: number | null;
  orderItemId: number | null;
  /** YYYY-MM-DD: a counter sale of an expired batch needs a manager (docs/till-sessions.md). */
  expiryDate?: string;
}

/** A variant named by an inline new batch (`order_batch`) of an internal purchase. */
export interface VariantFacts {
  id: number;
  isActive: boolean;
  cost: string;
}

/** The order an earlier request with the same Idempotency-Key made, and that request's hash. */
export interface EarlierOrder {
  id: number;
  hash: string | null;
}

export interface OrderContext {
  people: Map<number, OrderPerson>;
  batches: Map<number, BatchFacts>;
  variants: Map<number, VariantFacts>;
  earlier: EarlierOrder | null;
}

export interface ContextRequest {
  userIds: number[];
  batchIds: number[];
  variantIds: number[];
  /** The seller and the Idempotency-Key, to find the order an earlier request made. */
  idempotency: { sellerId: number; key: string } | null;
}

/**
 * The statement behind loadOrderContext, prepared once per connection (the sale's hot path):
 * PostgreSQL plans it once, where planning it on every sale cost three times its running
 * (docs/performance.md, "Statements planned on every sale"). Its parameters are `int[]` literals
 * and the Idempotency-Key's seller and key (null without one).
 */
function contextStatement(db: Executor) {
  const ids = (name: string) => sql`${sql.placeholder(name)}::int[]`;
  return db
    .select({
      people: sql<unknown>`(select coalesce(json_agg(json_build_object(
          'user', json_build_object('id', u.id, 'isActive', u.is_active, 'userType', u.user_type,
            'companyId', u.company_id, 'firstName', u.first_name, 'lastName', u.last_name,
            'username', u.username),
          'company', case when c.id is null then null else json_build_object('id', c.id,
            'companyName', c.company_name, 'companyType', c.company_type, 'parentId', c.parent_id,
            'isActive', c.is_active) end)), '[]'::json)
        from users u left join companies c on c.id = u.company_id
        where u.id = any (${ids('users')}))`,
      batches: sql<unknown>`(select coalesce(json_agg(json_build_object('id', b.id, 'isActive', b.is_active,
          'cost', b.unit_cost::text, 'quantity', b.quantity::text,
          'receivedByCompanyId', b.received_by_company_id, 'receivedFromCompanyId', b.received_from_company_id,
          'orderItemId', b.order_item_id, 'expiryDate', b.expiry_date::text)), '[]'::json)
        from batches b
        where b.id = any (${ids('batches')}))`,
      variants: sql<unknown>`(select coalesce(json_agg(json_build_object('id', v.id, 'isActive', v.is_active,
          'cost', v.price::text)), '[]'::json)
        from product_variants v where v.id = any (${ids('variants')}))`,
      earlier: sql<unknown>`(select json_build_object('id', o.id, 'hash', o.request_hash) from orders o
        where o.seller_id = ${sql.placeholder('seller')}::int
          and o.idempotency_key = ${sql.placeholder('key')}::uuid
        limit 1)`,
    })
    .from(sql`(select) as one`)
    .prepare('order_context');
}

const statements = new WeakMap<Executor, ReturnType<typeof contextStatement>>();

/**
 * Everything an order's plan reads, in one statement (one round trip, before any write): the
 * seller and the buyer with their companies, the batches and variants the lines name, and the
 * order an earlier request with the same Idempotency-Key made. Decimals come as text.
 */
export async function loadOrderContext(db: Executor, want: ContextRequest): Promise<OrderContext> {
  const key = want.idempotency && isStoredId(want.idempotency.sellerId) ? want.idempotency : null;
  let statement = statements.get(db);
  if (!statement) {
    statement = contextStatement(db);
    statements.set(db, statement);
  }
  const rows = await statement.execute({
    users: idArrayLiteral(want.userIds),
    batches: idArrayLiteral(want.batchIds),
    variants: idArrayLiteral(want.variantIds),
    seller: key?.sellerId ?? null,
    key: key?.key ?? null,
  });
  const row: Record<string, unknown> = rows[0] ?? {};
  // node-postgres parses json columns; PGlite may hand them over as text.
  const parsed = <T>(value: unknown, empty: T): T =>
    value == null ? empty : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);
  const people = parsed<OrderPerson[]>(row.people, []);
  const batches = parsed<BatchFacts[]>(row.batches, []);
  const variants = parsed<VariantFacts[]>(row.variants, []);
  return {
    people: new Map(people.map((p) => [p.user.id, p])),
    batches: new Map(batches.map((b) => [b.id, b])),
    variants: new Map(variants.map((v) => [v.id, v])),
    earlier: parsed<EarlierOrder | null>(row.earlier, null),
  };
}
