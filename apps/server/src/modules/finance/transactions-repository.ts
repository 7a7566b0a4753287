import {
  type CompanyRow,
  companies,
  type Executor,
  type TransactionRow,
  transactions,
  type UserRow,
  users,
} from '@tillwise/db';
import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export interface TransactionDetail {
  transaction: TransactionRow;
  payor: UserRow;
  payorCompany: CompanyRow | null;
  payee: UserRow;
  payeeCompany: CompanyRow | null;
  department: CompanyRow | null;
}

export interface TransactionFilter {
  companyIds: number[];
  from?: Date;
  to?: Date;
  ids?: number[];
}

function where(filter: TransactionFilter): SQL | undefined {
  return and(
    inArray(transactions.companyId, filter.companyIds),
    filter.from ? gte(transactions.created, filter.from) : undefined,
    filter.to ? lt(transactions.created, filter.to) : undefined,
    filter.ids ? inArray(transactions.id, filter.ids) : undefined,
  );
}

/** Transactions of the given books, oldest first (a summary reads like a statement), with their people. */
export async function findTransactions(
  db: Executor,
  filter: TransactionFilter,
  page?: { offset: number; size: number },
): Promise<TransactionDetail[]> {
  if (filter.companyIds.length === 0) return [];
  const payor = alias(users, 'payor');
  const payee = alias(users, 'payee');
  const payorCompany = alias(companies, 'payor_company');
  const payeeCompany = alias(companies, 'payee_company');
  const department = alias(companies, 'department');
  const query = db
    .select({ transaction: transactions, payor, payorCompany, payee, payeeCompany, department })
    .from(transactions)
    .innerJoin(payor, eq(payor.id, transactions.payorId))
    .leftJoin(payorCompany, eq(payorCompany.id, payor.companyId))
    .innerJoin(payee, eq(payee.id, transactions.payeeId))
    .leftJoin(payeeCompany, eq(payeeCompany.id, payee.companyId))
    .leftJoin(department, eq(department.id, transactions.departmentId))
    .where(where(filter))
    .orderBy(asc(transactions.created), asc(transactions.id));
  return page ? query.limit(page.size).offset(page.offset) : query;
}

export async function countTransactions(db: Executor, filter: TransactionFilter): Promise<number> {
  if (filter.companyIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(transactions).where(where(filter));
  return row?.n ?? 0;
}
