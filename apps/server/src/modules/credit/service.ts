import {
  creditAllocations,
  creditInvoices,
  creditPayments,
  creditSettings,
  type Db,
  type Executor,
  orders,
  transactions,
  users,
} from '@tillwise/db';
import {
  allocateOldestFirst,
  allocationError,
  CREDIT_MSG,
  type CreditInvoice,
  type CreditPayment,
  type CreditPaymentBody,
  type CreditSettings,
  type CreditSettingsBody,
  type CustomerCredit,
  type CustomerCreditFields,
  D,
  type Dec,
  type FundsPurpose,
  toWire,
} from '@tillwise/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notFound, validationError } from '../../lib/errors.js';
import type { SessionActor } from '../../plugins/auth.js';
import { reserveTransactionId } from '../finance/record-transaction.js';
import { accountId } from '../ledger/accounts.js';
import { postEntry } from '../ledger/post-entry.js';

/*
 * Customer credit (docs/domain/credit.md): a company's defaults, a customer's own terms, what the
 * counter shows when the customer is chosen, and a payment settled against open invoices.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A company's credit defaults (no row: no limit, 30 days, not blocking, no offline allowance). */
export async function readCreditSettings(db: Executor, companyId: number): Promise<CreditSettings> {
  const [row] = await db.select().from(creditSettings).where(eq(creditSettings.companyId, companyId));
  return {
    company: companyId,
    credit_limit: row?.creditLimit ?? null,
    overdue_days: row?.overdueDays ?? 30,
    overdue_blocks: row?.overdueBlocks ?? false,
    offline_allowance: row?.offlineAllowance ?? '0.0000',
  };
}

export async function writeCreditSettings(
  db: Executor,
  companyId: number,
  body: CreditSettingsBody,
): Promise<CreditSettings> {
  const values = {
    creditLimit: body.credit_limit,
    overdueDays: body.overdue_days,
    overdueBlocks: body.overdue_blocks,
    offlineAllowance: body.offline_allowance,
    lastModified: new Date(),
  };
  await db
    .insert(creditSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: creditSettings.companyId, set: values });
  return readCreditSettings(db, companyId);
}

/** The regular customer the path names, or 404. */
async function customerRow(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (row?.userType !== 'REGULAR_CUSTOMER') throw notFound();
  return row;
}

/** Sets a customer's own terms: a field given as null goes back to the company's default. */
export async function writeCustomerTerms(db: Db, id: number, body: CustomerCreditFields): Promise<void> {
  await customerRow(db, id);
  const set: Partial<typeof users.$inferInsert> = {};
  if (body.credit_limit !== undefined) set.creditLimit = body.credit_limit;
  if (body.overdue_days !== undefined) set.overdueDays = body.overdue_days;
  if (body.overdue_blocks !== undefined) set.overdueBlocks = body.overdue_blocks;
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, id));
}

interface InvoiceRow {
  order_id: number;
  invoice_id: string;
  company_id: number;
  created: string | Date;
  amount: string;
  paid: string;
  refunded: string;
  overdue: boolean;
}

const presentInvoice = (r: InvoiceRow): CreditInvoice => ({
  order: r.order_id,
  invoice_id: r.invoice_id,
  company: r.company_id,
  created: new Date(r.created).toISOString(),
  amount: toWire(r.amount),
  paid: toWire(r.paid),
  refunded: toWire(r.refunded),
  due: toWire(new D(r.amount).minus(r.paid).minus(r.refunded)),
  overdue: r.overdue,
});

/** A customer's open invoices, oldest first (of one company's books when given), each knowing if it is overdue. */
async function openInvoices(db: Executor, customerId: number, companyId: number | null, lock = false) {
  const result = await db.execute(sql`
    select i.order_id, o.invoice_id, i.company_id, i.created, i.amount::text as amount, i.paid::text as paid,
      i.refunded::text as refunded,
      i.created < now() - make_interval(days => t.overdue_days) as overdue
    from credit_invoices i
    join orders o on o.id = i.order_id
    cross join customer_credit_terms(${customerId}::int) t
    where i.customer_id = ${customerId} and i.amount > i.paid + i.refunded
      and (${companyId}::int is null or i.company_id = ${companyId}::int)
    order by i.created, i.order_id
    ${lock ? sql`for update of i` : sql``}`);
  return rowsOf<InvoiceRow>(result);
}

/** `GET customer/<id>/credit/`: balance, limit, available credit, open invoices and the oldest overdue. */
export async function customerCredit(db: Executor, id: number): Promise<CustomerCredit> {
  const customer = await customerRow(db, id);
  const [terms] = rowsOf<{
    credit_limit: string | null;
    overdue_days: number;
    overdue_blocks: boolean;
    offline_allowance: string;
  }>(
    await db.execute(sql`select credit_limit::text as credit_limit, overdue_days, overdue_blocks,
      offline_allowance::text as offline_allowance from customer_credit_terms(${id}::int)`),
  );
  const open = (await openInvoices(db, id, null)).map(presentInvoice);
  const owed = new D(customer.credit).negated();
  const limit = terms?.credit_limit ?? null;
  return {
    customer: id,
    owed: toWire(owed),
    credit_limit: limit === null ? null : toWire(limit),
    available: limit === null ? null : toWire(D.max(new D(limit).minus(owed), 0)),
    overdue_days: terms?.overdue_days ?? 30,
    overdue_blocks: terms?.overdue_blocks ?? false,
    offline_allowance: toWire(terms?.offline_allowance ?? 0),
    open_total: toWire(open.reduce((s, i) => s.plus(i.due), new D(0))),
    oldest_overdue: open.find((i) => i.overdue) ?? null,
    open_invoices: open,
  };
}

/**
 * `POST customer/<id>/payment/`: one payment from the customer, in the books of the customer's
 * company: the funds against their receivable (a Received record, as the finance screen shows
 * it), allocated to their open invoices of those books oldest first or as given, each invoice's
 * `paid` moved. Never more than is due; exact to the 4th decimal. The customer's row and the
 * invoices are locked, so two payments of one customer take turns.
 */
export async function receivePayment(
  db: Db,
  actor: SessionActor,
  customerId: number,
  body: CreditPaymentBody,
): Promise<CreditPayment> {
  const customer = await customerRow(db, customerId);
  const companyId = customer.companyId;
  if (companyId === null) throw notFound();
  const amount = new D(body.amount);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${customerId} for no key update`);
    const open = await openInvoices(tx, customerId, companyId, true);
    if (open.length === 0) throw validationError({ amount: [CREDIT_MSG.nothingOpen] });
    const dues = open.map((r) => ({
      order: r.order_id,
      created: r.created,
      due: new D(r.amount).minus(r.paid).minus(r.refunded),
    }));
    let allocations: { order: number; amount: Dec }[];
    if (body.allocations && body.allocations.length > 0) {
      const error = allocationError(amount, body.allocations, dues);
      if (error) throw validationError({ allocations: [error] });
      allocations = body.allocations.map((a) => ({ order: a.order, amount: new D(a.amount) }));
    } else {
      const oldest = allocateOldestFirst(amount, dues);
      if (!oldest) throw validationError({ amount: [CREDIT_MSG.moreThanDue] });
      allocations = oldest;
    }
    const funds: FundsPurpose = body.payment_service ?? 'CASH';
    const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.username;
    const transactionId = await reserveTransactionId(tx);
    const description = `Payment against ${allocations.length} invoice(s)`;
    const entry = await postEntry(tx, {
      companyId,
      memo: `Received: ${description}`,
      sourceType: 'transaction',
      sourceId: transactionId,
      userId: actor.user.id,
      lines: [
        { account: await accountId(tx, companyId, funds), debit: toWire(amount) },
        {
          account: await accountId(tx, companyId, 'RECEIVABLE', { userId: customerId, name }),
          credit: toWire(amount),
        },
      ],
    });
    await tx.insert(transactions).values({
      id: transactionId,
      transactionId: body.reference,
      payorId: customerId,
      payeeId: actor.user.id,
      amount: toWire(amount),
      paymentService: body.payment_service ?? null,
      method: 'Received',
      description,
      companyId,
      journalEntryId: entry.id,
      userId: actor.user.id,
    });
    const [payment] = await tx
      .insert(creditPayments)
      .values({
        companyId,
        customerId,
        amount: toWire(amount),
        paymentService: body.payment_service ?? null,
        reference: body.reference,
        journalEntryId: entry.id,
        userId: actor.user.id,
      })
      .returning();
    if (!payment) throw new Error('payment not written');
    await tx
      .insert(creditAllocations)
      .values(
        allocations.map((a) => ({ paymentId: payment.id, orderId: a.order, amount: toWire(a.amount) })),
      );
    for (const a of allocations) {
      await tx
        .update(creditInvoices)
        .set({ paid: sql`${creditInvoices.paid} + ${toWire(a.amount)}::numeric` })
        .where(eq(creditInvoices.orderId, a.order));
    }
    return presentPayment(tx, payment.id);
  });
}

export async function presentPayment(db: Executor, id: number): Promise<CreditPayment> {
  const [p] = await db.select().from(creditPayments).where(eq(creditPayments.id, id));
  if (!p) throw notFound();
  const parts = await db
    .select({ order: creditAllocations.orderId, invoice: orders.invoiceId, amount: creditAllocations.amount })
    .from(creditAllocations)
    .innerJoin(orders, eq(orders.id, creditAllocations.orderId))
    .where(and(eq(creditAllocations.paymentId, id)))
    .orderBy(asc(creditAllocations.id));
  return {
    id: p.id,
    customer: p.customerId,
    company: p.companyId,
    amount: toWire(p.amount),
    payment_service: p.paymentService,
    reference: p.reference,
    created: p.created.toISOString(),
    allocations: parts.map((x) => ({ order: x.order, invoice_id: x.invoice, amount: toWire(x.amount) })),
  };
}
