import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyWire,
  ListEnvelope,
  QueryParams,
  ReplenishmentRuleBody,
  SentBy,
  WireReplenishmentRule,
} from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';

/** `GET replenishment-rule/`: one company's rules. */
export const useRules = (company: number | null) =>
  useQuery({
    queryKey: ['replenishment', 'rules', company],
    enabled: company !== null,
    queryFn: async () =>
      unwrap(
        await apiRequest<ListEnvelope<WireReplenishmentRule>>('GET', 'replenishment-rule/', {
          query: { company: company ?? undefined } satisfies QueryParams<'replenishment-rule/'>,
        }),
      ).results,
  });

/** `PUT replenishment-rule/`: creates or replaces a rule (the answer is the error when refused). */
export function useSaveRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SentBy<typeof ReplenishmentRuleBody>) =>
      apiRequest<WireReplenishmentRule>('PUT', 'replenishment-rule/', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['replenishment'] }),
  });
}

/** `DELETE replenishment-rule/`. */
export function useDeleteRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (key: { company: number; product_variant: number }) =>
      unwrap(await apiRequest('DELETE', 'replenishment-rule/', { query: key })),
    onSettled: () => client.invalidateQueries({ queryKey: ['replenishment'] }),
  });
}

export interface SupplierOption {
  id: number;
  name: string;
  type: string;
  kind: 'department' | 'vendor';
}

/** `GET replenishment/suppliers/`: who the company may order from. */
export const useSuppliers = (company: number | null) =>
  useQuery({
    queryKey: ['replenishment', 'suppliers', company],
    enabled: company !== null,
    queryFn: async () =>
      unwrap(
        await apiRequest<SupplierOption[]>('GET', 'replenishment/suppliers/', {
          query: { company: company ?? undefined } satisfies QueryParams<'replenishment/suppliers/'>,
        }),
      ),
    staleTime: 60_000,
  });

/** `GET inventory/companies/`: the companies whose stock (and so whose proposals) the caller sees. */
export const useReachCompanies = () =>
  useQuery({
    queryKey: ['replenishment', 'companies'],
    queryFn: async () =>
      unwrap(await apiRequest<ListEnvelope<CompanyWire>>('GET', 'inventory/companies/')).results,
    staleTime: 60_000,
  });
