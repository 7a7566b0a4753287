import { batches, companies, type Db, inventory, productVariants, users } from '@tillwise/db';
import { CreateOrderBody, orderTotal, walkInUsername } from '@tillwise/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { SessionActor } from '../../plugins/auth.js';
import { groupOfCompany } from '../../policy/group.js';
import { loadOrderContext } from './context.js';
import { planSale } from './sale-plan.js';
import { writeOrder } from './writer.js';

interface Shelf {
  batch: number;
  price: string;
  left: number;
}

interface DemoSale {
  /** Days before today, and the hour of the day. */
  daysAgo: number;
  hour: number;
  lines: { shelf: number; quantity: number }[];
  customer?: 'regular';
  card?: boolean;
  credit?: boolean;
  returned?: boolean;
}

/** Three days at each till: mostly cash, one card sale, one credit sale and one return. */
const DAYS: DemoSale[] = [3, 2, 1].flatMap((daysAgo) => [
  { daysAgo, hour: 10, lines: [{ shelf: daysAgo, quantity: 1 }] },
  {
    daysAgo,
    hour: 12,
    lines: [
      { shelf: daysAgo + 1, quantity: 2 },
      { shelf: daysAgo + 4, quantity: 1 },
    ],
  },
  { daysAgo, hour: 17, lines: [{ shelf: daysAgo + 2, quantity: 1 }], card: daysAgo === 2 },
]);
const EXTRAS: DemoSale[] = [
  { daysAgo: 2, hour: 15, lines: [{ shelf: 0, quantity: 2 }], customer: 'regular', credit: true },
  { daysAgo: 1, hour: 18, lines: [{ shelf: 1, quantity: -1 }], returned: true },
];

async function actorOf(db: Db, username: string): Promise<SessionActor> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.username, username));
  if (!row) throw new Error(`demo user ${username} missing`);
  return { ...row, user_type: row.user.userType, company_type: row.company.companyType };
}

async function shelvesOf(db: Db, companyId: number): Promise<Shelf[]> {
  const rows = await db
    .select({ batch: batches.id, price: productVariants.salePrice, left: inventory.quantity })
    .from(inventory)
    .innerJoin(batches, eq(batches.id, inventory.batchId))
    .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
    .where(and(eq(inventory.companyId, companyId), gt(inventory.quantity, '3')))
    .orderBy(asc(batches.id))
    .limit(8);
  return rows.map((r) => ({ batch: r.batch, price: r.price, left: Number(r.left) }));
}

/**
 * A few days of past sales at City Outlet and Central Store, written through the order service
 * (plan and writer) so stock, movements and books agree, each dated on its day. Returns how many.
 */
export async function seedDemoSales(db: Db, now = new Date()): Promise<number> {
  let count = 0;
  for (const [cashier, regular] of [
    ['cashier', '03111234567'],
    ['storecashier', '03221234567'],
  ] as const) {
    const actor = await actorOf(db, cashier);
    const companyId = actor.company?.id ?? 0;
    const [walkIn, customer] = await Promise.all([
      actorOf(db, walkInUsername(companyId)),
      actorOf(db, regular),
    ]);
    const shelves = await shelvesOf(db, companyId);
    if (shelves.length < 8) continue;
    for (const sale of [...DAYS, ...EXTRAS].sort((a, b) => b.daysAgo - a.daysAgo || a.hour - b.hour)) {
      const items = sale.lines.map((l) => {
        const shelf = shelves[l.shelf % shelves.length] as Shelf;
        return { batch: shelf.batch, price: shelf.price, discount: '0', quantity: String(l.quantity) };
      });
      const total = orderTotal(items).toFixed(4);
      const buyer = sale.customer === 'regular' ? customer.user.id : walkIn.user.id;
      const body = CreateOrderBody.parse({
        order_item: items,
        buyer,
        seller: actor.user.id,
        total,
        total_discount: '0',
        amount_discount: true,
        cash_payment: !sale.credit,
        amount_received: sale.returned ? '0' : sale.credit ? '0' : total,
        payment_service: sale.card ? 'EASY_PAISA' : 'BANK',
        transaction_id: sale.card ? `EP-${sale.daysAgo}${sale.hour}` : '',
        deduct_balance: Boolean(sale.credit),
        ...(sale.returned ? { status: 'RETURNED' } : {}),
      });
      const ctx = await loadOrderContext(
        db,
        {
          userIds: [actor.user.id, buyer],
          batchIds: items.map((i) => i.batch),
          variantIds: [],
          idempotency: null,
        },
        actor.company ? await groupOfCompany(db, actor.company.id) : null,
      );
      const plan = planSale(actor, body, ctx, null);
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - sale.daysAgo, sale.hour);
      plan.order.created = day;
      await writeOrder(db, plan);
      count++;
    }
  }
  return count;
}
