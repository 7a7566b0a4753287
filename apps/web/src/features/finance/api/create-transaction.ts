import type { CreateTransactionBody, SentBy, TransactionWire } from '@tillwise/domain';
import type { ApiResult } from '../../../lib/api-client';
import { retryableWrite } from '../../../lib/retryable-write';

/** `POST transaction/`'s body, derived from `CreateTransactionBody`. */
export type TransactionInput = SentBy<typeof CreateTransactionBody>;

/** `POST transaction/` (contract A14): -1 stands for SELF; the server fills in who pays whom. */
export function createTransaction(input: TransactionInput): Promise<ApiResult<TransactionWire>> {
  return retryableWrite<TransactionWire>('POST', 'transaction/', input);
}
