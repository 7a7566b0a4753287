import { type AccountRow, accounts, type Executor, journalEntries, journalLines } from '@tillwise/db';
import { D, type Dec, isDebitNormal, type StatementWire, toWire } from '@tillwise/domain';
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { DayRange } from '../../lib/day-range.js';
import { localIso } from '../../lib/day-range.js';
import { envelope, type PageRequest } from '../../lib/pagination.js';
import { netDebit } from './sums.js';
import { presentAccount } from './trial-balance.js';

/**
 * One account's lines in a range, oldest first, each with the running balance after it (in the
 * account's normal direction, so a positive cash or payable balance reads as "has" or "owes"),
 * between the opening balance before the range and the closing balance at its end.
 */
export async function accountStatement(
  db: Executor,
  account: AccountRow,
  range: DayRange,
  page: PageRequest,
  url: URL,
): Promise<StatementWire> {
  const normal = (net: Dec): Dec => (isDebitNormal(account.kind) ? net : net.negated());
  const opening = await netDebit(
    db,
    and(eq(accounts.id, account.id), lt(journalEntries.created, range.from)),
  );
  const within = and(
    eq(journalLines.accountId, account.id),
    gte(journalEntries.created, range.from),
    lt(journalEntries.created, range.to),
  );
  const [counted] = await db
    .select({ n: count() })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(within);
  const moved = await netDebit(db, and(eq(accounts.id, account.id), within));
  // The window runs over the whole range before LIMIT applies, so every page carries true balances.
  const lines = await db
    .select({
      id: journalLines.id,
      entry: journalLines.entryId,
      created: journalEntries.created,
      memo: journalEntries.memo,
      sourceType: journalEntries.sourceType,
      debit: journalLines.debit,
      credit: journalLines.credit,
      running: sql<string>`(sum(${journalLines.debit} - ${journalLines.credit}) over (order by ${journalEntries.created}, ${journalLines.id}))::text`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(within)
    .orderBy(asc(journalEntries.created), asc(journalLines.id))
    .limit(page.size)
    .offset(page.offset);

  const results = lines.map((l) => ({
    id: l.id,
    entry: l.entry,
    created: localIso(l.created),
    memo: l.memo,
    source_type: l.sourceType,
    debit: toWire(l.debit),
    credit: toWire(l.credit),
    balance: toWire(normal(opening.plus(new D(l.running)))),
  }));
  return {
    ...envelope(page, counted?.n ?? 0, results, url),
    account: presentAccount(account),
    start_date: range.start,
    end_date: range.end,
    opening_balance: toWire(normal(opening)),
    closing_balance: toWire(normal(opening.plus(moved))),
  };
}
