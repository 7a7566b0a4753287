import { type CompanyRow, companies, type Executor } from '@tillwise/db';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { CompanyRef, Relation } from './types.js';

/** The relation of `target` to the caller's company (see Relation). No company: unrelated to all. */
export function relationOf(own: CompanyRef | null, target: Pick<CompanyRow, 'id' | 'parentId'>): Relation {
  if (!own) return 'unrelated';
  if (target.id === own.id) return 'own';
  if (target.parentId === own.id) return 'child';
  if (own.companyType === 'STORE' && own.parentId !== null && target.parentId === own.parentId)
    return 'child';
  return 'unrelated';
}

/** SQL over `companies` selecting the companies in the given relations to `own`; null for none. */
export function relationCondition(own: CompanyRef | null, reach: readonly Relation[]): SQL | null {
  if (!own) return null;
  const parts: SQL[] = [];
  if (reach.includes('own')) parts.push(eq(companies.id, own.id));
  if (reach.includes('child')) {
    parts.push(eq(companies.parentId, own.id));
    if (own.companyType === 'STORE' && own.parentId !== null) {
      const sibling = and(eq(companies.parentId, own.parentId), ne(companies.id, own.id));
      if (sibling) parts.push(sibling);
    }
  }
  return parts.length === 0 ? null : (or(...parts) ?? null);
}

/** Ids of the companies in the given relations to `own` (reach never includes `unrelated`). */
export async function reachableCompanyIds(
  db: Executor,
  own: CompanyRef | null,
  reach: readonly Relation[],
): Promise<number[]> {
  // The caller's own company alone needs no query: it was read with the session.
  if (own && reach.length > 0 && reach.every((r) => r === 'own')) return [own.id];
  const condition = relationCondition(own, reach);
  if (!condition) return [];
  const rows = await db.select({ id: companies.id }).from(companies).where(condition);
  return rows.map((r) => r.id);
}
