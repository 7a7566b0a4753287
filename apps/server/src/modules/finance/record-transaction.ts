import { type Db, type Executor, transactions } from '@tillwise/db';
import {
  CHOSEN_SIDE,
  type CreateTransactionBody,
  type FundsPurpose,
  MSG,
  partyId,
  resolveParties,
  signedAmount,
  transactionPlan,
} from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { validationError } from '../../lib/errors.js';
import { postEntry } from '../ledger/post-entry.js';
import { type Books, counterpartyOf, loadParty } from './parties.js';
import { planLines } from './plan-lines.js';

/** The next id of `transactions`, taken before the entry is posted so the entry can name its source. */
export async function reserveTransactionId(tx: Executor): Promise<number> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('transactions', 'id'))::text as id`,
  );
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  const { rows } = result as unknown as { rows: { id: string }[] };
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('no transaction id');
  return id;
}

/**
 * Records a Received, Credit, Debit or Expense (spec 4.7) in the caller's company: the parties
 * filled in and checked, the journal entry posted, and the transaction row pointing at it, all in
 * one database transaction. Returns the new transaction's id.
 */
export async function recordTransaction(db: Db, books: Books, body: CreateTransactionBody): Promise<number> {
  const method = body.p_s;
  const self = books.actor.user.id;
  const chosen = { payor: partyId(body.payor) ?? null, payee: partyId(body.payee) ?? null };
  const fixed = CHOSEN_SIDE[method] === 'payor' ? 'payee' : 'payor';
  if (chosen[fixed] !== null && chosen[fixed] !== self)
    throw validationError({ [fixed]: MSG.fixedSideIsYou });
  const { payor, payee } = resolveParties(method, chosen, self);
  const amount = signedAmount(method, body.amount ?? '');
  const funds: FundsPurpose = body.payment_service ?? 'CASH';

  return db.transaction(async (tx) => {
    const other = await loadParty(
      tx,
      books,
      CHOSEN_SIDE[method] === 'payor' ? payor : payee,
      CHOSEN_SIDE[method],
    );
    const id = await reserveTransactionId(tx);
    const plan = transactionPlan(method, other.kind, funds);
    const holders = other.kind === 'own' ? {} : { party: counterpartyOf(other) };
    const description = (body.description ?? '').trim();
    const entry = await postEntry(tx, {
      companyId: books.company.id,
      memo: `${method}: ${description}`,
      sourceType: 'transaction',
      sourceId: id,
      userId: self,
      lines: await planLines(tx, books.company.id, plan, amount.abs(), holders),
    });
    await tx.insert(transactions).values({
      id,
      transactionId: body.transaction_id ?? '',
      payorId: payor,
      payeeId: payee,
      amount: amount.toFixed(4),
      paymentService: body.payment_service ?? null,
      method,
      description,
      companyId: books.company.id,
      journalEntryId: entry.id,
      userId: self,
    });
    return id;
  });
}
