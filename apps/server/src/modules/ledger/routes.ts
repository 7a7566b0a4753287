import { accounts, checkBooks, companies, type Db, users } from '@tillwise/db';
import {
  BooksCheckQuery,
  BooksCheckSchema,
  CompanyParams,
  CompanyRefSchema,
  listOf,
  NoQuery,
  PartyStatementQuery,
  PartyStatementSchema,
  PayableReceivableSchema,
  SERVER_MSG,
  StatementQuery,
  StatementSchema,
  TrialBalanceQuery,
  TrialBalanceSchema,
} from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateParam, dayAfter, dayRange, today } from '../../lib/day-range.js';
import { notFound, validationError } from '../../lib/errors.js';
import { pageRequest } from '../../lib/pagination.js';
import { filterValue } from '../../lib/query.js';
import { requestUrl } from '../../plugins/media.js';
import { namedCompanies } from '../../policy/access.js';
import { booksOf, companiesInReach, reportCompany } from '../finance/books.js';
import { presentCompanyRef } from '../finance/presenter.js';
import { partyStatement } from './party-statement.js';
import { payablesAndReceivables } from './payable-receivable.js';
import { accountStatement } from './statement.js';
import { trialBalance } from './trial-balance.js';

/** Reports read straight from the journal: trial balance, account statement, payables and receivables. */
export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Db; pageSize: number }> = async (
  app,
  { db, pageSize },
) => {
  app.get(
    '/ledger/companies/',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: listOf(CompanyRefSchema) },
        tags: ['ledger'],
        summary: 'The companies whose books the caller may read',
      },
    },
    async (request) => {
      const rows = await companiesInReach(db, await booksOf(db, request));
      return { count: rows.length, next: null, previous: null, results: rows.map(presentCompanyRef) };
    },
  );

  app.get(
    '/ledger/trial-balance/',
    {
      schema: {
        querystring: TrialBalanceQuery,
        response: { 200: TrialBalanceSchema },
        tags: ['ledger'],
        summary: "Every account's balance at the end of a day (default today)",
      },
    },
    async (request) => {
      const query = request.query;
      const books = await booksOf(db, request);
      const company = await reportCompany(db, books, query);
      const date = dateParam(query, 'date', today());
      return trialBalance(db, company, date, dayAfter(date));
    },
  );

  app.get(
    '/ledger/check/',
    {
      schema: {
        querystring: BooksCheckQuery,
        response: { 200: BooksCheckSchema },
        tags: ['ledger'],
        summary:
          'Whether the books reconcile with the stock: every broken invariant of one company or all in reach',
      },
    },
    async (request) => {
      const query = request.query;
      const books = await booksOf(db, request);
      const scope = filterValue(query, 'company')
        ? [(await reportCompany(db, books, query)).id]
        : books.scope;
      const violations = await checkBooks(db, scope);
      return {
        reconciles: violations.length === 0,
        violations: violations.map((v) => ({
          check: v.check,
          message: v.message,
          company: v.companyId,
          expected: v.expected,
          actual: v.actual,
        })),
      };
    },
  );

  app.get(
    '/ledger/statement/',
    {
      schema: {
        querystring: StatementQuery,
        response: { 200: StatementSchema },
        tags: ['ledger'],
        summary: "One account's lines in a day range with the running balance",
      },
    },
    async (request) => {
      const query = request.query;
      const raw = filterValue(query, 'account');
      if (!raw || !/^\d{1,9}$/.test(raw)) throw validationError({ account: SERVER_MSG.validInteger });
      const books = await booksOf(db, request);
      const [account] = await db
        .select()
        .from(accounts)
        .where(eq(accounts.id, Number(raw)))
        .limit(1);
      if (!account || !books.scope.includes(account.companyId)) throw notFound();
      return accountStatement(
        db,
        account,
        dayRange(query),
        pageRequest(query, pageSize),
        requestUrl(request),
      );
    },
  );

  app.get(
    '/ledger/party-statement/',
    {
      schema: {
        querystring: PartyStatementQuery,
        response: { 200: PartyStatementSchema },
        tags: ['ledger'],
        summary:
          "A customer's or vendor's statement for a day range: opening balance, invoices, payments, refunds, closing balance and ageing (0-30, 31-60, 61-90, 90+ days) at its end",
      },
    },
    async (request) => {
      const query = request.query;
      const raw = filterValue(query, 'account');
      if (!raw || !/^\d{1,9}$/.test(raw)) throw validationError({ account: SERVER_MSG.validInteger });
      const range = dayRange(query);
      const books = await booksOf(db, request);
      const [account] = await db
        .select()
        .from(accounts)
        .where(eq(accounts.id, Number(raw)))
        .limit(1);
      if (!account || !books.scope.includes(account.companyId)) throw notFound();
      if (account.purpose !== 'RECEIVABLE' && account.purpose !== 'PAYABLE') {
        throw validationError({
          account: SERVER_MSG.partyStatementOnly,
        });
      }
      const [owner] = await db.select().from(companies).where(eq(companies.id, account.companyId));
      const [person] = account.counterpartyUserId
        ? await db.select().from(users).where(eq(users.id, account.counterpartyUserId))
        : [];
      const [other] = account.counterpartyCompanyId
        ? await db.select().from(companies).where(eq(companies.id, account.counterpartyCompanyId))
        : [];
      const name = person
        ? `${person.firstName} ${person.lastName}`.trim() || person.username
        : (other?.companyName ?? account.name);
      const kind = person ? 'customer' : other?.companyType === 'VENDOR' ? 'vendor' : 'company';
      return partyStatement(db, account, { name, kind, companyName: owner?.companyName ?? '' }, range);
    },
  );

  app.get(
    '/total-payable-receivable/:company/',
    {
      schema: {
        params: CompanyParams,
        tags: ['ledger'],
        summary: 'Receivable and payable per counterparty company (0: every company in reach)',
        response: { 200: PayableReceivableSchema },
      },
    },
    async (request) => {
      const books = await booksOf(db, request);
      return payablesAndReceivables(db, namedCompanies(books.scope, request.params.company) ?? books.scope);
    },
  );
};
