// The floor of a sale (floor.sql): the bare rows of each recorded sale, as pgbench scripts.
import { readFileSync } from 'node:fs';
import pg from 'pg';

interface PlanItem {
  batch_id: number;
  price: string;
  quantity: string;
  unit_cost: string;
}
interface Plan {
  order: { company_id: number; seller_id: number; buyer_id: number };
  items: PlanItem[];
}

/** The accounts a cash sale posts to, as floor.sql takes them. */
interface SaleAccounts {
  CASH: number;
  SALES: number;
  COGS: number;
  INVENTORY: number;
}

/** Creates floor.sql's function in the bench's database and reads the store's four accounts. */
export async function prepareFloor(databaseUrl: string, companyId: number): Promise<SaleAccounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(readFileSync(new URL('./floor.sql', import.meta.url), 'utf8'));
    const { rows } = await client.query<{ id: number; purpose: keyof SaleAccounts }>(
      `select id, purpose from accounts where company_id = $1 and purpose in ('CASH', 'SALES', 'COGS', 'INVENTORY')
         and counterparty_company_id is null and counterparty_user_id is null`,
      [companyId],
    );
    const found = Object.fromEntries(rows.map((r) => [r.purpose, r.id])) as Partial<SaleAccounts>;
    const { CASH, SALES, COGS, INVENTORY } = found;
    if (!CASH || !SALES || !COGS || !INVENTORY)
      throw new Error('the store has not sold yet: an account is missing');
    return { CASH, SALES, COGS, INVENTORY };
  } finally {
    await client.end();
  }
}

/**
 * The floor of the sale a recorded `write_order` line writes: the same order, lines, batches,
 * quantities, prices and costs, through floor.sql's function. Each pgbench client numbers its
 * sales (invoice FLOOR_<n>, the Idempotency-Key from the same 12 digits) apart from the others.
 */
export function floorScript(writeLine: string, accounts: SaleAccounts): string {
  const match = /write_order\('(.*)'::jsonb\)/.exec(writeLine);
  if (!match?.[1]) throw new Error('no plan in the recorded write');
  const plan = JSON.parse(match[1].replaceAll("''", "'")) as Plan;
  const array = (key: keyof PlanItem, type: string) =>
    `'{${plan.items.map((i) => String(i[key])).join(',')}}'::${type}[]`;
  const { company_id, seller_id, buyer_id } = plan.order;
  return (
    `\\set n :n + 1\n\\set num 100000000000 + :client_id * 1000000 + :n - 1\n` +
    `select bench_floor_sale(${company_id}, ${seller_id}, ${buyer_id}, 'FLOOR_:num', ` +
    `'00000000-0000-4000-8000-:num'::uuid, ${array('batch_id', 'int')}, ${array('quantity', 'numeric')}, ` +
    `${array('price', 'numeric')}, ${array('unit_cost', 'numeric')}, ` +
    `${accounts.CASH}, ${accounts.SALES}, ${accounts.COGS}, ${accounts.INVENTORY});`
  );
}
