import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreditSettings,
  CreditSettingsBody,
  CustomerCredit,
  CustomerCreditFields,
  SentBy,
} from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET company/<id>/credit/`: the company's credit defaults and each till's offline allowance. */
export const useCompanyCredit = (id: number) =>
  useQuery({
    queryKey: queryKeys.companyCredit(id),
    queryFn: async () => unwrap(await apiRequest<CreditSettings>('GET', `company/${id}/credit/`)),
    staleTime: 0,
  });

/** `PUT company/<id>/credit/`. */
export function useSaveCompanyCredit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SentBy<typeof CreditSettingsBody>) =>
      unwrap(await apiRequest<CreditSettings>('PUT', `company/${id}/credit/`, { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.companyCredit(id), saved);
      // Customers without terms of their own take the new defaults.
      void queryClient.invalidateQueries({ queryKey: ['users', 'credit'] });
    },
  });
}

/** `GET customer/<id>/credit/`: the customer's terms (their own and what applies) and figures. */
export const useCustomerTerms = (id: number) =>
  useQuery({
    queryKey: queryKeys.customerCredit(id),
    queryFn: async () => unwrap(await apiRequest<CustomerCredit>('GET', `customer/${id}/credit/`)),
    staleTime: 0,
  });

/** `PATCH customer/<id>/credit/`: a null field goes back to the company's default. */
export function useSaveCustomerTerms(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SentBy<typeof CustomerCreditFields>) =>
      unwrap(await apiRequest<CustomerCredit>('PATCH', `customer/${id}/credit/`, { body })),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.customerCredit(id), saved),
  });
}
