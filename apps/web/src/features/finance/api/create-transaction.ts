import type { FinanceMethod, PaymentService, TransactionWire } from '@tillwise/domain';
import type { ApiResult } from '../../../lib/api-client';
import { retryableWrite } from '../../../lib/retryable-write';

export interface TransactionInput {
  payor: number;
  payee: number;
  amount: string;
  transaction_id: string;
  description: string;
  p_s: FinanceMethod;
  payment_service: PaymentService | null;
}

/** `POST transaction/` (contract A14): -1 stands for SELF; the server fills in who pays whom. */
export function createTransaction(input: TransactionInput): Promise<ApiResult<TransactionWire>> {
  return retryableWrite<TransactionWire>('POST', 'transaction/', input);
}
