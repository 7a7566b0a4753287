import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventoryWire, ListEnvelope, QueryParams, ReorderLevelBody, SentBy } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';

export interface ReorderLevel {
  company: number;
  product_variant: number;
  level: string;
  stock: string;
  low: boolean;
}

/** `company-variant` → its level, for the rows on screen (one `GET reorder-level/` per company shown). */
export function useReorderLevels(rows: InventoryWire[] | undefined) {
  const byCompany = new Map<number, Set<number>>();
  for (const r of rows ?? []) {
    const set = byCompany.get(r.company.id) ?? new Set<number>();
    set.add(r.batch.product_variant.id);
    byCompany.set(r.company.id, set);
  }
  const wanted = [...byCompany.entries()].map(
    ([company, variants]) => [company, [...variants].sort((a, b) => a - b).join(',')] as const,
  );
  return useQuery({
    queryKey: ['reorder-levels', wanted],
    enabled: wanted.length > 0,
    queryFn: async () => {
      const lists = await Promise.all(
        wanted.map(
          async ([company, variants]) =>
            unwrap(
              await apiRequest<ListEnvelope<ReorderLevel>>('GET', 'reorder-level/', {
                query: { company, product_variant__in: variants } satisfies QueryParams<'reorder-level/'>,
              }),
            ).results,
        ),
      );
      return new Map(lists.flat().map((l) => [`${l.company}-${l.product_variant}`, l]));
    },
  });
}

/** `PUT reorder-level/`: sets a level, or removes it when blank. */
export function useSetReorderLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SentBy<typeof ReorderLevelBody>) =>
      unwrap(await apiRequest('PUT', 'reorder-level/', { body })),
    onSettled: () => client.invalidateQueries({ queryKey: ['reorder-levels'] }),
  });
}
