import type { Executor } from '@tillwise/db';
import type { CompanyType } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { INTERNAL_ORDER } from './matrix.js';
import { relationOf } from './relation.js';
import type { CompanyRef } from './types.js';

/** A company another may order from: a department it may send a request to, or a vendor it may buy from. */
export interface Supplier {
  id: number;
  name: string;
  type: CompanyType;
  kind: 'department' | 'vendor';
}

/** The departments a request may go to (docs/domain/requests.md, "Who sends to whom"). */
const DEPARTMENT_TYPES: readonly CompanyType[] = ['PARENT', 'STORE', 'FACTORY'];
/** Internal purchases are recorded by admins of a PARENT or STORE company (docs/domain/orders.md). */
const BUYING_TYPES: readonly CompanyType[] = ['PARENT', 'STORE'];

/**
 * Who `company` may order from, by the same rules the policy layer applies to the orders a
 * proposal becomes (docs/domain/replenishment.md): a request goes to an active PARENT, STORE or
 * FACTORY company of its group other than itself that has an operator to receive it; a purchase
 * is recorded by a PARENT or STORE company from an active vendor that is a counterparty the
 * internal order's grant allows. A rule naming anyone else is refused, and a rule whose supplier
 * stopped being allowed proposes nothing.
 */
export async function allowedSuppliers(
  db: Executor,
  company: CompanyRef & { companyType: CompanyType },
): Promise<Supplier[]> {
  const result = (await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from companies where id = ${company.id}
      union all
      select c.id, c.parent_id, up.depth + 1 from companies c join up on c.id = up.parent_id where up.depth < 20
    ), root as (select id from up order by depth desc limit 1),
    grp(id) as (
      select id from root
      union all select c.id from companies c join grp on c.parent_id = grp.id
    )
    select c.id, c.company_name as name, c.company_type as type, c.parent_id as "parentId",
      exists (select 1 from users u where u.company_id = c.id and u.is_active
        and u.user_type in ('SUPER_ADMIN', 'ADMIN', 'SALES_STAFF')) as staffed
    from grp join companies c on c.id = grp.id
    where c.id <> ${company.id} and c.is_active
    order by c.company_name, c.id`)) as unknown as {
    rows: { id: number; name: string; type: CompanyType; parentId: number | null; staffed: boolean }[];
  };
  const counterparties = INTERNAL_ORDER.counterparties ?? [];
  const buys = BUYING_TYPES.includes(company.companyType);
  const out: Supplier[] = [];
  for (const c of result.rows) {
    if (DEPARTMENT_TYPES.includes(c.type) && c.staffed) {
      out.push({ id: c.id, name: c.name, type: c.type, kind: 'department' });
    } else if (
      c.type === 'VENDOR' &&
      buys &&
      counterparties.includes(relationOf(company, { id: c.id, parentId: c.parentId }))
    ) {
      out.push({ id: c.id, name: c.name, type: c.type, kind: 'vendor' });
    }
  }
  return out;
}
