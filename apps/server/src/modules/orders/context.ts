import { batches, companies, type Executor, productVariants, users } from '@tillwise/db';
import { eq, inArray } from 'drizzle-orm';
import { isStoredId } from '../../lib/filters.js';
import type { UserWithCompany } from '../users/repository.js';

/** A batch named by an order line, with what the plan needs of it. */
export interface BatchFacts {
  id: number;
  isActive: boolean;
  /** The variant's cost price: the value at which the goods leave (or re-enter) the books. */
  cost: string;
  /** What was received, by whom, and the internal purchase line that bought it (internal orders). */
  quantity: string;
  receivedByCompanyId: number | null;
  orderItemId: number | null;
}

/** A variant named by an inline new batch (`order_batch`) of an internal purchase. */
export interface VariantFacts {
  id: number;
  isActive: boolean;
  cost: string;
}

export interface OrderContext {
  people: Map<number, UserWithCompany>;
  batches: Map<number, BatchFacts>;
  variants: Map<number, VariantFacts>;
}

const ids = (list: number[]) => [...new Set(list.filter(isStoredId))];

/** The seller, the buyer and the batches an order names, read in two queries (before any write). */
export async function loadOrderContext(
  db: Executor,
  userIds: number[],
  batchIds: number[],
  variantIds: number[] = [],
): Promise<OrderContext> {
  const people = ids(userIds);
  const lots = ids(batchIds);
  const kinds = ids(variantIds);
  const [found, batchRows, variantRows] = await Promise.all([
    people.length === 0
      ? Promise.resolve([])
      : db
          .select({ user: users, company: companies })
          .from(users)
          .leftJoin(companies, eq(companies.id, users.companyId))
          .where(inArray(users.id, people)),
    lots.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: batches.id,
            isActive: batches.isActive,
            cost: productVariants.price,
            quantity: batches.quantity,
            receivedByCompanyId: batches.receivedByCompanyId,
            orderItemId: batches.orderItemId,
          })
          .from(batches)
          .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
          .where(inArray(batches.id, lots)),
    kinds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: productVariants.id, isActive: productVariants.isActive, cost: productVariants.price })
          .from(productVariants)
          .where(inArray(productVariants.id, kinds)),
  ]);
  return {
    people: new Map(found.map((p) => [p.user.id, p])),
    batches: new Map(batchRows.map((b) => [b.id, b])),
    variants: new Map(variantRows.map((v) => [v.id, v])),
  };
}
