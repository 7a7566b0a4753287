import { batches, companies, type Executor, productVariants, users } from '@tillwise/db';
import { eq, inArray } from 'drizzle-orm';
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

/** The seller, the buyer and the batches an order names, read in two queries (before any write). */
export async function loadOrderContext(
  db: Executor,
  userIds: number[],
  batchIds: number[],
  variantIds: number[] = [],
): Promise<OrderContext> {
  const [people, batchRows, variantRows] = await Promise.all([
    db
      .select({ user: users, company: companies })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(inArray(users.id, [...new Set(userIds)])),
    batchIds.length === 0
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
          .where(inArray(batches.id, [...new Set(batchIds)])),
    variantIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: productVariants.id, isActive: productVariants.isActive, cost: productVariants.price })
          .from(productVariants)
          .where(inArray(productVariants.id, [...new Set(variantIds)])),
  ]);
  return {
    people: new Map(people.map((p) => [p.user.id, p])),
    batches: new Map(batchRows.map((b) => [b.id, b])),
    variants: new Map(variantRows.map((v) => [v.id, v])),
  };
}
