import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditSaleApproval, CreditSaleApprovalBody, CustomerCredit, SentBy } from '@tillwise/domain';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const STORE_KEY = 'tillwise.customer-credit';

/** The credit answers this till last synced, by customer: what it sells against offline. */
function lastSynced(): Record<string, CustomerCredit> {
  try {
    return JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}') as Record<string, CustomerCredit>;
  } catch {
    return {};
  }
}

function remember(credit: CustomerCredit) {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify({ ...lastSynced(), [credit.customer]: credit }));
  } catch {
    // A full store only loses the offline figure; online the server decides.
  }
}

/**
 * `GET customer/<id>/credit/`: balance, limit, available credit and the oldest overdue invoice
 * (docs/domain/credit.md). Offline it answers what the till last synced, marked `offline`.
 */
export async function fetchCustomerCredit(
  id: number,
): Promise<(CustomerCredit & { offline?: boolean }) | null> {
  const result = await apiRequest<CustomerCredit>('GET', `customer/${id}/credit/`);
  if (result.ok) {
    remember(result.data);
    return result.data;
  }
  if (result.error.status === 0) {
    const synced = lastSynced()[String(id)];
    return synced ? { ...synced, offline: true } : null;
  }
  return null;
}

export const customerCreditQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.customerCredit(id),
    queryFn: () => fetchCustomerCredit(id),
    staleTime: 0,
  });

export function useCustomerCredit(id: number | null) {
  return useQuery({ ...customerCreditQuery(id ?? 0), enabled: id !== null });
}

/** `POST till-session/credit-approval/`: a manager approves one credit sale beyond the limit on this screen. */
export const approveCreditSale = (body: SentBy<typeof CreditSaleApprovalBody>) =>
  apiRequest<CreditSaleApproval>('POST', 'till-session/credit-approval/', { body });
