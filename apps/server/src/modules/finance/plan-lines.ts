import type { Executor } from '@tillwise/db';
import type { Dec, EntryLineInput, PlannedLine } from '@tillwise/domain';
import { accountId, type Counterparty } from '../ledger/accounts.js';

export interface Holders {
  party?: Counterparty;
  department?: Counterparty;
}

/** Turns a planned entry into journal lines of `companyId`'s accounts, opening sub-accounts on first use. */
export async function planLines(
  tx: Executor,
  companyId: number,
  plan: readonly PlannedLine[],
  amount: Dec,
  holders: Holders,
): Promise<EntryLineInput[]> {
  const lines: EntryLineInput[] = [];
  for (const line of plan) {
    const holder = line.holder ? holders[line.holder] : undefined;
    if (line.holder && !holder) throw new Error(`no ${line.holder} for a ${line.purpose} line`);
    const account = await accountId(tx, companyId, line.purpose, holder);
    const value = amount.toFixed(4);
    lines.push(line.side === 'debit' ? { account, debit: value } : { account, credit: value });
  }
  return lines;
}
