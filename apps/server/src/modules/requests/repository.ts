import {
  companies,
  type Executor,
  products,
  productVariants,
  type RequestRow,
  requestEvents,
  requestItems,
  requests,
  users,
} from '@tillwise/db';
import type { CompanyType, RequestStatus } from '@tillwise/domain';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export interface Party {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  company: { id: number; companyName: string; companyType: CompanyType } | null;
}

export interface RequestRecord {
  request: RequestRow;
  sender: Party;
  receiver: Party;
}

/** Which requests a caller sees (spec 6): sent by, received by, or either, of these companies. */
export interface RequestScope {
  sentBy?: number[];
  receivedBy?: number[];
}

export interface RequestFilter {
  scope: RequestScope;
  status?: RequestStatus;
  senderCompany?: number;
  receiverCompany?: number;
}

function scopeCondition(scope: RequestScope): SQL | undefined {
  const parts: SQL[] = [];
  if (scope.sentBy) parts.push(inArray(requests.senderCompanyId, scope.sentBy.length ? scope.sentBy : [0]));
  if (scope.receivedBy)
    parts.push(inArray(requests.receiverCompanyId, scope.receivedBy.length ? scope.receivedBy : [0]));
  return parts.length === 0 ? inArray(requests.id, [0]) : or(...parts);
}

const whereOf = (f: RequestFilter): SQL | undefined =>
  and(
    scopeCondition(f.scope),
    f.status ? eq(requests.status, f.status) : undefined,
    f.senderCompany !== undefined ? eq(requests.senderCompanyId, f.senderCompany) : undefined,
    f.receiverCompany !== undefined ? eq(requests.receiverCompanyId, f.receiverCompany) : undefined,
  );

const su = alias(users, 'sender_user');
const ru = alias(users, 'receiver_user');
const sc = alias(companies, 'sender_company');
const rc = alias(companies, 'receiver_company');

function selectRecords(db: Executor) {
  return db
    .select({ request: requests, su, ru, sc, rc })
    .from(requests)
    .innerJoin(su, eq(su.id, requests.senderId))
    .innerJoin(ru, eq(ru.id, requests.receiverId))
    .innerJoin(sc, eq(sc.id, requests.senderCompanyId))
    .innerJoin(rc, eq(rc.id, requests.receiverCompanyId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];
const party = (u: Joined['su'], c: Joined['sc']): Party => ({
  id: u.id,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  company: { id: c.id, companyName: c.companyName, companyType: c.companyType },
});
const toRecord = (r: Joined): RequestRecord => ({
  request: r.request,
  sender: party(r.su, r.sc),
  receiver: party(r.ru, r.rc),
});

export async function listRequests(
  db: Executor,
  filter: RequestFilter,
  page: { offset: number; size: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectRecords(db).where(where).orderBy(desc(requests.id)).limit(page.size).offset(page.offset),
    db.select({ n: count() }).from(requests).where(where),
  ]);
  return { count: total?.n ?? 0, records: rows.map(toRecord) };
}

export async function findRequest(db: Executor, id: number, scope: RequestScope | null) {
  const [row] = await selectRecords(db)
    .where(scope ? and(eq(requests.id, id), scopeCondition(scope)) : eq(requests.id, id))
    .limit(1);
  return row ? toRecord(row) : null;
}

export function requestItemRows(db: Executor, requestId: number) {
  return db
    .select({
      id: requestItems.id,
      variantId: requestItems.productVariantId,
      quantity: requestItems.quantity,
      price: requestItems.price,
      discount: requestItems.discount,
      unitId: requestItems.unitId,
      unitName: requestItems.unitName,
      unitCount: requestItems.unitCount,
      name: products.name,
      barCode: products.barCode,
      size: productVariants.size,
      color: productVariants.color,
    })
    .from(requestItems)
    .innerJoin(productVariants, eq(productVariants.id, requestItems.productVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(requestItems.requestId, requestId))
    .orderBy(asc(requestItems.position));
}

export function requestHistory(db: Executor, requestId: number) {
  return db
    .select({
      status: requestEvents.status,
      note: requestEvents.note,
      created: requestEvents.created,
      userId: users.id,
      username: users.username,
    })
    .from(requestEvents)
    .innerJoin(users, eq(users.id, requestEvents.userId))
    .where(eq(requestEvents.requestId, requestId))
    .orderBy(asc(requestEvents.id));
}
