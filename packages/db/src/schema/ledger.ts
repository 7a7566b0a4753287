import { ACCOUNT_KINDS, ACCOUNT_PURPOSES } from '@tillwise/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, runningTotal, timestamps } from './columns.js';
import { companies, users } from './organisation.js';

export const accountKind = pgEnum('account_kind', ACCOUNT_KINDS);
export const accountPurpose = pgEnum(
  'account_purpose',
  Object.keys(ACCOUNT_PURPOSES) as [keyof typeof ACCOUNT_PURPOSES, ...(keyof typeof ACCOUNT_PURPOSES)[]],
);

/** A company's chart of accounts; receivables and payables exist once per counterparty. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: accountKind('kind').notNull(),
    purpose: accountPurpose('purpose').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    counterpartyCompanyId: integer('counterparty_company_id').references(() => companies.id),
    counterpartyUserId: integer('counterparty_user_id').references(() => users.id),
    /**
     * Net debit of the lines folded so far (ADR 0009): the account's balance now is this plus its
     * rows in balance_deltas (`balanceNow`), which postings add and fold_balances moves in here.
     */
    balance: runningTotal('balance').notNull().default('0'),
    created: timestamps.created,
  },
  (t) => [
    uniqueIndex('accounts_company_purpose_counterparty_key').on(
      t.companyId,
      t.purpose,
      sql`coalesce(${t.counterpartyCompanyId}, 0)`,
      sql`coalesce(${t.counterpartyUserId}, 0)`,
    ),
  ],
);

/** One business event in one company's books. Append-only; a correction reverses it. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    memo: varchar('memo', { length: 250 }).notNull().default(''),
    /** What caused it: `order`, `transaction`, `journal`, `reversal`… and that record's id. */
    sourceType: varchar('source_type', { length: 30 }).notNull(),
    sourceId: integer('source_id'),
    reversesEntryId: integer('reverses_entry_id').references((): AnyPgColumn => journalEntries.id),
    userId: integer('user_id').references(() => users.id),
    created: timestamps.created,
  },
  (t) => [
    index('journal_entries_company_created_idx').on(t.companyId, t.created),
    // With the id, an order's entries are found from the index alone (the Z report, migration 0021).
    index('journal_entries_source_idx').on(t.sourceType, t.sourceId, t.id),
    // An entry can be reversed once.
    uniqueIndex('journal_entries_reverses_key').on(t.reversesEntryId),
  ],
);

/** Debit or credit lines; the posting service is their only writer and checks each entry balances. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('journal_lines_account_idx').on(t.accountId),
    // An entry's lines with their account and amounts, from the index alone (migration 0021).
    index('journal_lines_entry_idx').on(t.entryId, t.accountId, t.debit, t.credit),
    check(
      'journal_lines_one_side',
      sql`${t.debit} >= 0 AND ${t.credit} >= 0 AND (${t.debit} = 0) <> (${t.credit} = 0)`,
    ),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type JournalLineRow = typeof journalLines.$inferSelect;

/**
 * Net debits posted but not folded into `accounts.balance` yet (ADR 0009): one row per account an
 * entry moved, written by the posting (its own rows), deleted by fold_balances in the statement
 * that adds them to the accounts. No key: rows are only summed and deleted.
 */
export const balanceDeltas = pgTable(
  'balance_deltas',
  {
    accountId: integer('account_id').notNull(),
    delta: numeric('delta', { precision: 20, scale: 4 }).notNull(),
  },
  (t) => [index('balance_deltas_account_idx').on(t.accountId)],
);

/** An account's balance now (`a` is the accounts table or an alias of it): folded plus deltas. */
export const balanceNow = (id: AnyPgColumn | SQL, folded: AnyPgColumn | SQL): SQL =>
  sql`(${folded} + coalesce((select sum(d.delta) from balance_deltas d where d.account_id = ${id}), 0))`;
