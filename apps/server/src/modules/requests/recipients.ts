import type { Executor } from '@tillwise/db';
import type { CompanyType, UserType } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import type { SessionActor } from '../../plugins/auth.js';
import { groupRoot } from '../../policy/group.js';
import { reachableCompanyIds } from '../../policy/relation.js';
import type { RequestScope } from './repository.js';

/** Operators who may receive a request, in the companies a request may go to. */
export const RECEIVER_USER_TYPES = ['SUPER_ADMIN', 'ADMIN', 'SALES_STAFF'] as const;
export const RECEIVER_COMPANY_TYPES = ['PARENT', 'STORE', 'FACTORY'] as const;

/**
 * The requests a caller sees (spec 6): the parent's managers every request sent or received by
 * their company or its departments; anyone else those their own company sent or received (a RETIAL
 * outlet only sends; a STORE mostly receives).
 */
export async function requestScopeFor(db: Executor, actor: SessionActor): Promise<RequestScope> {
  const company = actor.company;
  if (!company) return { sentBy: [], receivedBy: [] };
  if (company.companyType === 'PARENT') {
    const ids = await reachableCompanyIds(db, company, ['own', 'child']);
    return { sentBy: ids, receivedBy: ids };
  }
  return { sentBy: [company.id], receivedBy: [company.id] };
}

/** The operators of one company `requestRecipients` names, with their company; null when it names none (the list then refuses that company as out of reach). */
export async function requestRecipientUsers(db: Executor, actor: SessionActor, companyId: number) {
  const company = (await requestRecipients(db, actor)).find((c) => c.id === companyId);
  if (!company) return null;
  const { users, ...named } = company;
  return users.map((u) => ({ ...u, company: named }));
}

/** The ids of the companies `requestRecipients` names. */
export async function requestRecipientCompanyIds(db: Executor, actor: SessionActor): Promise<number[]> {
  return (await requestRecipients(db, actor)).map((c) => c.id);
}

/**
 * Who the caller may send a request to (the Send Request form's two selects): the PARENT, STORE
 * and FACTORY companies of the caller's group other than their own, each with its operators.
 */
export async function requestRecipients(db: Executor, actor: SessionActor) {
  const own = actor.company;
  if (!own) return [];
  const root = await groupRoot(db, own.id);
  const result = (await db.execute(sql`
    with recursive grp(id) as (
      select id from companies where id = ${root}
      union all select c.id from companies c join grp on c.parent_id = grp.id
    )
    select c.id as company_id, c.company_name, c.company_type,
      u.id as user_id, u.username, u.first_name, u.last_name, u.user_type
    from grp join companies c on c.id = grp.id
    join users u on u.company_id = c.id and u.is_active
      and u.user_type in ('SUPER_ADMIN', 'ADMIN', 'SALES_STAFF')
    where c.id <> ${own.id} and c.is_active and c.company_type in ('PARENT', 'STORE', 'FACTORY')
    order by c.company_name, c.id, u.user_type, u.username`)) as unknown as {
    rows: {
      company_id: number;
      company_name: string;
      company_type: CompanyType;
      user_id: number;
      username: string;
      first_name: string;
      last_name: string;
      user_type: UserType;
    }[];
  };
  const byCompany = new Map<
    number,
    {
      id: number;
      company_name: string;
      company_type: CompanyType;
      users: { id: number; username: string; first_name: string; last_name: string; user_type: UserType }[];
    }
  >();
  for (const r of result.rows) {
    const entry = byCompany.get(r.company_id) ?? {
      id: r.company_id,
      company_name: r.company_name,
      company_type: r.company_type,
      users: [],
    };
    entry.users.push({
      id: r.user_id,
      username: r.username,
      first_name: r.first_name,
      last_name: r.last_name,
      user_type: r.user_type,
    });
    byCompany.set(r.company_id, entry);
  }
  return [...byCompany.values()];
}
