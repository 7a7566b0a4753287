import type { Db } from '@tillwise/db';
import {
  CreateTransactionBody,
  ExpenseSummaryQuery,
  ExpenseSummarySchema,
  FINANCE_METHODS,
  FinancePartiesQuery,
  JOURNAL_METHOD,
  JournalEntryBody,
  JournalEntryResult,
  listOf,
  partyRule,
  SERVER_MSG,
  TransactionListQuery,
  type TransactionMethod,
  TransactionSchema,
  UserSchema,
} from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayRange } from '../../lib/day-range.js';
import { validationError } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import { filterValue } from '../../lib/query.js';
import { requestUrl } from '../../plugins/media.js';
import { companyFigures, presentUser } from '../users/presenter.js';
import { booksOf, reportCompany } from './books.js';
import { expenseSummary } from './expense-summary.js';
import { listParties } from './parties.js';
import { postJournalEntry } from './post-journal-entry.js';
import { presentTransaction, transactionFigures } from './presenter.js';
import { recordTransaction } from './record-transaction.js';
import { countTransactions, findTransactions } from './transactions-repository.js';

const METHODS: readonly string[] = [...FINANCE_METHODS, JOURNAL_METHOD];

/** The finance screen's endpoints (contract A13-A15) and the expense summary, for managers. */
export const financeRoutes: FastifyPluginAsyncZod<{ db: Db; pageSize: number }> = async (
  app,
  { db, pageSize },
) => {
  app.get(
    '/transaction/',
    {
      schema: {
        querystring: TransactionListQuery,
        response: { 200: listOf(TransactionSchema) },
        tags: ['finance'],
        summary: 'Transactions of the books in reach, by local day range, oldest first',
      },
    },
    async (request) => {
      const query = request.query;
      const books = await booksOf(db, request);
      const range = dayRange(query);
      const page = pageRequest(query, pageSize);
      const company = filterValue(query, 'company') ? await reportCompany(db, books, query) : null;
      const filter = { companyIds: company ? [company.id] : books.scope, from: range.from, to: range.to };
      const [count, rows] = [await countTransactions(db, filter), await findTransactions(db, filter, page)];
      const media = app.mediaUrl(request);
      const figures = await transactionFigures(db, rows);
      return envelope(
        page,
        count,
        rows.map((r) => presentTransaction(r, media, figures)),
        requestUrl(request),
      );
    },
  );

  app.post(
    '/transaction/',
    {
      schema: {
        response: { 201: TransactionSchema },
        tags: ['finance'],
        summary: 'Record a Received, Credit, Debit or Expense; an Idempotency-Key makes a retry safe',
        body: CreateTransactionBody,
      },
    },
    (request, reply) =>
      idempotent(db, request, reply, async (tx) => {
        const books = await booksOf(tx, request);
        const id = await recordTransaction(tx, books, request.body);
        const [row] = await findTransactions(tx, { companyIds: [books.company.id], ids: [id] });
        if (!row) throw new Error(`transaction ${id} not found after writing it`);
        const figures = await transactionFigures(tx, [row]);
        return { status: 201, body: presentTransaction(row, app.mediaUrl(request), figures) };
      }),
  );

  app.post(
    '/journal-entry/',
    {
      schema: {
        response: { 201: JournalEntryResult },
        tags: ['finance'],
        summary: 'Post the Journal Entry table as one entry; an Idempotency-Key makes a retry safe',
        body: JournalEntryBody,
      },
    },
    (request, reply) =>
      idempotent(db, request, reply, async (tx) => {
        const books = await booksOf(tx, request);
        const posted = await postJournalEntry(tx, books, request.body);
        const ids = posted.transactionIds;
        const rows = await findTransactions(tx, { companyIds: [books.company.id], ids });
        const media = app.mediaUrl(request);
        const figures = await transactionFigures(tx, rows);
        const results = rows.map((r) => presentTransaction(r, media, figures));
        return { status: 201, body: { journal_entry: posted.entryId, results } };
      }),
  );

  app.get(
    '/expense-summary/',
    {
      schema: {
        querystring: ExpenseSummaryQuery,
        response: { 200: ExpenseSummarySchema },
        tags: ['finance'],
        summary: 'Balances and totals under the expense summary, from the journal',
      },
    },
    async (request) => {
      const query = request.query;
      const books = await booksOf(db, request);
      return expenseSummary(db, await reportCompany(db, books, query), dayRange(query));
    },
  );

  app.get(
    '/finance-parties/',
    {
      schema: {
        querystring: FinancePartiesQuery,
        response: { 200: listOf(UserSchema) },
        tags: ['finance'],
        summary: 'Who a finance tab may name as payor or payee (spec 2.14)',
      },
    },
    async (request) => {
      const query = request.query;
      const method = filterValue(query, 'p_s') ?? 'Expense';
      if (!METHODS.includes(method))
        throw validationError({ p_s: SERVER_MSG.invalidChoiceQuoted(String(method)) });
      const books = await booksOf(db, request);
      const rule = partyRule(method as TransactionMethod, books.company.companyType);
      const rows = await listParties(db, books, rule);
      const media = app.mediaUrl(request);
      const figures = await companyFigures(
        db,
        rows.map((r) => r.company),
      );
      const results = rows.map((r) => presentUser(r.user, r.company, media, figures));
      return { count: results.length, next: null, previous: null, results };
    },
  );
};
