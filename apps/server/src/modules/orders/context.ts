import type { CompanyRow, Executor, ProductRow, ProductVariantRow, UserRow } from '@tillwise/db';
import { products, productUnits, units } from '@tillwise/db';
import type { CategoryTax, TaxPolicy } from '@tillwise/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { idArrayLiteral, isStoredId } from '../../lib/filters.js';
import { oncePerDatabase } from '../../lib/prepared.js';

/** What a plan needs of a person named by an order (the seller, the buyer) and of their company. */
export interface OrderPerson {
  user: Pick<
    UserRow,
    | 'id'
    | 'isActive'
    | 'userType'
    | 'companyId'
    | 'firstName'
    | 'lastName'
    | 'username'
    | 'ntn'
    | 'cnic'
    | 'taxRegistered'
  >;
  company:
    | (Pick<CompanyRow, 'id' | 'companyName' | 'companyType' | 'parentId' | 'isActive'> & {
        tax?: CompanyTax;
      })
    | null;
}

/** A company's tax settings as a plan reads them (functions/07-tax.sql `company_tax_json`). */
export interface CompanyTax extends Omit<TaxPolicy, 'serviceFee' | 'furtherTaxRate'> {
  serviceFee: string;
  furtherTaxRate: string;
  /** The company whose registration it reports under (itself, or an ancestor it shares with). */
  registrationId: number;
  ntn: string;
  strn: string;
}

/** What a line's tax needs of its product (functions/07-tax.sql `tax_category_json`). */
export interface ProductTaxFacts {
  taxCategory?: CategoryTax | null;
}

/** A batch named by an order line, with what the plan and the sale's answer need of it. */
export interface BatchFacts extends ProductTaxFacts {
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
  /** The catalogue group of the batch's product (policy/group.ts). */
  groupId?: number;
  /** YYYY-MM-DD, with the variant and product below: what a sale's answer shows of the batch. */
  manufacturingDate?: string;
  variant?: Pick<ProductVariantRow, 'id' | 'color' | 'size' | 'price' | 'salePrice' | 'retailPrice'>;
  product?: Pick<ProductRow, 'id' | 'name' | 'barCode' | 'token' | 'hsCode' | 'taxCategoryId'>;
}

/** A variant named by an inline new batch (`order_batch`) of an internal purchase. */
export interface VariantFacts extends ProductTaxFacts {
  id: number;
  isActive: boolean;
  cost: string;
  retailPrice: string | null;
  hsCode: string;
  taxCategoryId: number | null;
  /** The catalogue group of the variant's product (policy/group.ts). */
  groupId?: number;
  /** Its product: a purchase line's trade unit must be this product's (docs/domain/units.md). */
  productId?: number;
}

/** The order an earlier request with the same Idempotency-Key made, and that request's hash. */
export interface EarlierOrder {
  id: number;
  hash: string | null;
}

/** A trade unit named by an order line (docs/domain/units.md), with its product's base unit. */
export interface UnitFacts {
  id: number;
  productId: number;
  name: string;
  count: number;
  isRetired: boolean;
  /** Its own cost price, or null: the variant's cost × count (a request prices its line with it). */
  price: string | null;
  /** The product's base unit: counted in whole pieces (or none named: pieces), and its name. */
  baseCountable: boolean;
  baseName: string;
}

export interface OrderContext {
  /** The trade units the lines name, of the caller's catalogue group only (empty when none do). */
  units?: Map<number, UnitFacts>;
  /** The sale's day (YYYY-MM-DD) for its tax rates: when a till made it offline, else today. */
  day?: string;
  people: Map<number, OrderPerson>;
  batches: Map<number, BatchFacts>;
  variants: Map<number, VariantFacts>;
  earlier: EarlierOrder | null;
}

/** What `order_context` answers. */
interface ContextJson {
  people: OrderPerson[];
  batches: BatchFacts[];
  variants: VariantFacts[];
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
 * The statement behind loadOrderContext: the database function `order_context`
 * (functions/04-orders.sql), called by a statement prepared once per connection. PostgreSQL plans
 * neither again on every sale, and the embedded engine, whose driver plans every statement it is
 * sent, keeps the function's plans (docs/performance-log.md, "Statements planned on every sale").
 */
function contextStatement(db: Executor) {
  const ids = (name: string) => sql`${sql.placeholder(name)}::int[]`;
  return db
    .select({
      context: sql<ContextJson | string>`order_context(${ids('users')}, ${ids('batches')}, ${ids('variants')},
        ${sql.placeholder('seller')}::int, ${sql.placeholder('key')}::uuid)`,
    })
    .from(sql`(select) as one`)
    .prepare('order_context');
}

const contextRead = oncePerDatabase(contextStatement);

/**
 * Everything an order's plan reads, in one statement (one round trip, before any write): the
 * seller and the buyer with their companies, the batches and variants the lines name (of the
 * caller's catalogue group `groupId` only), and the
 * order an earlier request with the same Idempotency-Key made. Decimals come as text.
 */
export async function loadOrderContext(
  db: Executor,
  want: ContextRequest,
  groupId: number | null,
): Promise<OrderContext> {
  const key = want.idempotency && isStoredId(want.idempotency.sellerId) ? want.idempotency : null;
  const rows = await contextRead(db).execute({
    users: idArrayLiteral(want.userIds),
    batches: idArrayLiteral(want.batchIds),
    variants: idArrayLiteral(want.variantIds),
    seller: key?.sellerId ?? null,
    key: key?.key ?? null,
  });
  const raw = rows[0]?.context;
  // node-postgres parses json values; PGlite may hand them over as text.
  const context = typeof raw === 'string' ? (JSON.parse(raw) as ContextJson) : raw;
  return {
    people: new Map((context?.people ?? []).map((p) => [p.user.id, p])),
    // Another catalogue group's batches and variants are left out: the plan answers them as ids
    // that do not exist, so no order sells, buys or moves another group's goods.
    batches: new Map((context?.batches ?? []).filter((b) => b.groupId === groupId).map((b) => [b.id, b])),
    variants: new Map((context?.variants ?? []).filter((v) => v.groupId === groupId).map((v) => [v.id, v])),
    earlier: context?.earlier ?? null,
  };
}

/**
 * The trade units order lines name, of the catalogue group `groupId` only (another group's are
 * left out, so a line naming one is answered as an id that does not exist). No statement at all
 * when no line names a unit: a sale in base units costs what it did.
 */
export async function loadOrderUnits(
  db: Executor,
  unitIds: number[],
  groupId: number | null,
): Promise<Map<number, UnitFacts>> {
  const ids = [...new Set(unitIds)].filter(isStoredId);
  if (ids.length === 0 || groupId === null) return new Map();
  const rows = await db
    .select({
      id: productUnits.id,
      productId: productUnits.productId,
      name: productUnits.name,
      count: productUnits.count,
      isRetired: productUnits.isRetired,
      price: productUnits.price,
      baseCountable: sql<boolean>`coalesce(${units.isCountable}, true)`,
      baseName: sql<string>`coalesce(${units.name}, '')`,
    })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.productId))
    .leftJoin(units, eq(units.id, products.unitId))
    .where(and(inArray(productUnits.id, ids), eq(productUnits.groupId, groupId)));
  return new Map(rows.map((r) => [r.id, r]));
}
