import type { Settlement, TransactionWire } from '@tillwise/domain';
import type { ApiResult } from '../../../lib/api-client';
import { retryableWrite } from '../../../lib/retryable-write';

/** One row of the local Journal Entry table, sent with every value as text as the contract shows. */
export interface JournalRowInput {
  p_s: 'JE';
  method: Settlement;
  payor: string;
  payee: string;
  dept: string;
  deptname: string;
  amount: string;
  description: string;
}

export interface PostedJournal {
  journal_entry: number;
  results: TransactionWire[];
}

/** `POST journal-entry/` (contract A15): the whole table, posted as one entry or not at all. */
export function postJournalEntry(rows: JournalRowInput[]): Promise<ApiResult<PostedJournal>> {
  return retryableWrite<PostedJournal>('POST', 'journal-entry/', rows);
}
