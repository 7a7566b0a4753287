import type { Settlement, TransactionWire } from '@tillwise/domain';
import { type ApiResult, apiRequest } from '../../../lib/api-client';

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
  return apiRequest<PostedJournal>('POST', 'journal-entry/', { body: rows });
}
