import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CreditPayment,
  CreditPaymentBody,
  CustomerCredit,
  PartyStatement,
  QueryParams,
  SentBy,
} from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface PartyStatementQuery {
  account: number;
  start: string;
  end: string;
}

/** `GET ledger/party-statement/?account=&start_date=&end_date=` (docs/domain/credit.md, "Statements"). */
export const partyStatementQuery = (q: PartyStatementQuery) =>
  queryOptions({
    queryKey: queryKeys.partyStatement(q),
    queryFn: async () =>
      unwrap(
        await apiRequest<PartyStatement>('GET', 'ledger/party-statement/', {
          query: {
            account: q.account,
            start_date: q.start,
            end_date: q.end,
          } satisfies QueryParams<'ledger/party-statement/'>,
        }),
      ),
  });

export const usePartyStatement = (q: PartyStatementQuery | null) =>
  useQuery({ ...partyStatementQuery(q ?? { account: 0, start: '', end: '' }), enabled: q !== null });

/** `GET customer/<id>/credit/`: the customer's open invoices, to settle. */
export const useOpenInvoices = (customer: number | null) =>
  useQuery({
    queryKey: queryKeys.customerCredit(customer ?? 0),
    queryFn: async () => unwrap(await apiRequest<CustomerCredit>('GET', `customer/${customer}/credit/`)),
    enabled: customer !== null,
    staleTime: 0,
  });

/** `POST customer/<id>/payment/`: one payment allocated to open invoices, with its Idempotency-Key. */
export const receivePayment = (customer: number, body: SentBy<typeof CreditPaymentBody>, key: string) =>
  apiRequest<CreditPayment>('POST', `customer/${customer}/payment/`, {
    body,
    headers: { 'Idempotency-Key': key },
  });
