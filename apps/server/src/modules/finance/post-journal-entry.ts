import { type CompanyRow, companies, type Db, type Executor, transactions, users } from '@tillwise/db';
import {
  D,
  type EntryLineInput,
  invalidPkMessage,
  type JournalEntryBody,
  type JournalEntryRow,
  journalRowPlan,
  MSG,
  parseDecimal,
  partyId,
  sameParty,
} from '@tillwise/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ApiError, validationError } from '../../lib/errors.js';
import { isStoredId } from '../../lib/filters.js';
import { postEntry } from '../ledger/post-entry.js';
import { type Books, counterpartyOf, loadParty } from './parties.js';
import { planLines } from './plan-lines.js';
import { reserveTransactionId } from './record-transaction.js';

/** A row's problem, reported under the row's index as the schema's own errors are. */
const rowError = (index: number, message: string): ApiError => validationError({ [String(index)]: message });

/** The department a row is for: by company id, by a user of it, or by its name; always in reach. */
async function departmentOf(
  tx: Executor,
  books: Books,
  row: JournalEntryRow,
  index: number,
): Promise<CompanyRow> {
  const inReach = inArray(companies.id, books.scope);
  const byId = partyId(row.dept);
  const byUser = partyId(row.deptuserid);
  for (const id of [byId, byUser]) if (id && !isStoredId(id)) throw rowError(index, invalidPkMessage(id));
  let where = byId ? eq(companies.id, byId) : undefined;
  if (!where && byUser) {
    where = eq(companies.id, sql`(select ${users.companyId} from ${users} where ${users.id} = ${byUser})`);
  }
  if (!where) where = sql`lower(${companies.companyName}) = ${(row.deptname ?? '').trim().toLowerCase()}`;
  const [found] = await tx.select().from(companies).where(and(where, inReach)).limit(1);
  if (!found) throw rowError(index, invalidPkMessage(byId ?? byUser ?? (row.deptname ?? '').trim()));
  return found;
}

interface PreparedRow {
  payor: number;
  payee: number;
  amount: InstanceType<typeof D>;
  direction: 'out' | 'in';
  department: CompanyRow;
  lines: EntryLineInput[];
  row: JournalEntryRow;
}

async function prepareRow(
  tx: Executor,
  books: Books,
  row: JournalEntryRow,
  index: number,
): Promise<PreparedRow> {
  const self = books.actor.user.id;
  const payor = partyId(row.payor) ?? self;
  const payee = partyId(row.payee) ?? self;
  if (sameParty(payor, payee, self)) throw rowError(index, MSG.payorPayeeSame);
  // A party outside the books is "Invalid pk" under the row's index, as every row message is.
  const from = await loadParty(tx, books, payor, String(index));
  const to = await loadParty(tx, books, payee, String(index));
  if ((from.kind === 'own') === (to.kind === 'own')) throw rowError(index, MSG.oneSideOwn);
  const direction = from.kind === 'own' ? 'out' : 'in';
  const outside = direction === 'out' ? to : from;
  const department = await departmentOf(tx, books, row, index);
  // The schema accepted it, so it parses (surrounding spaces and all).
  const amount = (parseDecimal(row.amount) ?? new D(0)).abs();
  const plan = journalRowPlan({
    direction,
    settlement: row.method,
    kind: outside.kind === 'customer' ? 'customer' : 'company',
    ownDepartment: department.id === books.company.id,
  });
  const holders = {
    party: counterpartyOf(outside),
    department: { companyId: department.id, name: department.companyName },
  };
  const lines = await planLines(tx, books.company.id, plan, amount, holders);
  return { payor, payee, amount, direction, department, lines, row };
}

/**
 * Posts the Journal Entry table (contract A15) as one entry in the caller's company, with one
 * transaction row per table row pointing at it. Any refused row refuses the whole table.
 */
export async function postJournalEntry(db: Db, books: Books, rows: JournalEntryBody) {
  return db.transaction(async (tx) => {
    const prepared: PreparedRow[] = [];
    for (const [index, row] of rows.entries()) prepared.push(await prepareRow(tx, books, row, index));
    const ids: number[] = [];
    for (const _ of prepared) ids.push(await reserveTransactionId(tx));
    const entry = await postEntry(tx, {
      companyId: books.company.id,
      memo: `Journal entry: ${prepared.map((p) => p.department.companyName).join(', ')}`,
      sourceType: 'journal-entry',
      sourceId: ids[0] ?? null,
      userId: books.actor.user.id,
      lines: prepared.flatMap((p) => p.lines),
    });
    await tx.insert(transactions).values(
      prepared.map((p, i) => ({
        id: ids[i],
        payorId: p.payor,
        payeeId: p.payee,
        amount: (p.direction === 'out' ? p.amount.negated() : p.amount).toFixed(4),
        method: 'JE' as const,
        description: p.row.description?.trim() || `Journal entry for ${p.department.companyName}`,
        companyId: books.company.id,
        journalEntryId: entry.id,
        departmentId: p.department.id,
        settlement: p.row.method,
        userId: books.actor.user.id,
      })),
    );
    return { entryId: entry.id, transactionIds: ids };
  });
}
