import { databaseKey, type Executor } from '@tillwise/db';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { permissionDenied } from '../lib/errors.js';
import { actorOf } from '../plugins/auth.js';

/**
 * The root of each company's group (its head office, or the company itself when it has no parent),
 * by company id, for each database. A company's parent is set when it is made and never changes, and
 * ids are never reused, so what is learnt once holds for the life of the database; another database
 * (the API suite opens one per test file in one process) may give the same id to another company.
 */
const rootsByDatabase = new WeakMap<object, Map<number, number>>();

function rootsOf(db: Executor): Map<number, number> {
  const key = databaseKey(db);
  let roots = rootsByDatabase.get(key);
  if (roots === undefined) {
    roots = new Map();
    rootsByDatabase.set(key, roots);
  }
  return roots;
}

/** The head office whose group `companyId` belongs to (the company with no parent above it); null for no such company. */
export async function groupRoot(db: Executor, companyId: number): Promise<number | null> {
  const roots = rootsOf(db);
  const known = roots.get(companyId);
  if (known !== undefined) return known;
  const result = (await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from companies where id = ${companyId}
      union all
      select c.id, c.parent_id, up.depth + 1 from companies c join up on c.id = up.parent_id where up.depth < 20
    )
    select id from up order by depth desc limit 1`)) as unknown as { rows: { id: number }[] };
  const root = result.rows[0]?.id;
  if (root === undefined) return null;
  roots.set(companyId, root);
  return root;
}

/** The head office whose group `companyId` belongs to; a company that does not exist is refused. */
export async function groupOfCompany(db: Executor, companyId: number): Promise<number> {
  const root = await groupRoot(db, companyId);
  if (root === null) throw permissionDenied();
  return root;
}

/**
 * The catalogue group of the caller: products, variants, categories, units, batches and pictures
 * of other groups are invisible to them and out of reach of every write (answered as not found).
 * A caller without a company has no catalogue: null, which matches no record.
 */
export async function catalogueGroup(db: Executor, request: FastifyRequest): Promise<number | null> {
  const company = actorOf(request).company;
  return company ? groupOfCompany(db, company.id) : null;
}
