import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddTaxRateBody,
  CreateTaxCategoryBody,
  SentBy,
  TaxCategoryWire,
  UpdateTaxCategoryBody,
} from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { retryableWrite } from '../../../lib/retryable-write';

/** What the forms send: derived from the schemas the server validates with. */
export type TaxCategoryPayload = SentBy<typeof CreateTaxCategoryBody>;
export type TaxCategoryChanges = SentBy<typeof UpdateTaxCategoryBody>;
export type TaxRatePayload = SentBy<typeof AddTaxRateBody>;

/** `POST tax-category/`, `PATCH tax-category/<id>/` and `POST tax-category/<id>/rate/`; each refreshes the list. */
export function useTaxCategoryWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.taxCategories() });
  const create = useMutation({
    mutationFn: async (body: TaxCategoryPayload) =>
      unwrap(await retryableWrite<TaxCategoryWire>('POST', 'tax-category/', body)),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: async ({ id, body }: { id: number; body: TaxCategoryChanges }) =>
      unwrap(await apiRequest<TaxCategoryWire>('PATCH', `tax-category/${id}/`, { body })),
    onSuccess: refresh,
  });
  const addRate = useMutation({
    mutationFn: async ({ id, body }: { id: number; body: TaxRatePayload }) =>
      unwrap(await retryableWrite<TaxCategoryWire>('POST', `tax-category/${id}/rate/`, body)),
    onSuccess: refresh,
  });
  return { create, update, addRate };
}
