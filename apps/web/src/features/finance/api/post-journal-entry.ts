import type { JournalEntryRow, SentBy, TransactionWire } from '@tillwise/domain';
import type { ApiResult } from '../../../lib/api-client';
import { retryableWrite } from '../../../lib/retryable-write';

/** One row of `POST journal-entry/` as the table sends it: derived from `JournalEntryRow`. */
export type JournalRowInput = SentBy<typeof JournalEntryRow>;

export interface PostedJournal {
  journal_entry: number;
  results: TransactionWire[];
}

/** `POST journal-entry/` (contract A15): the whole table, posted as one entry or not at all. */
export function postJournalEntry(rows: JournalRowInput[]): Promise<ApiResult<PostedJournal>> {
  return retryableWrite<PostedJournal>('POST', 'journal-entry/', rows);
}
