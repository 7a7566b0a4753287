import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyWire,
  FiscalOutboxWire,
  FiscalStatus,
  ListEnvelope,
  QueryParams,
} from '@tillwise/domain';
import { apiRequest, unwrap } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/*
 * The Fiscal screen's calls (docs/domain/fiscal.md, "The Fiscal screen"): the outbox of a company
 * by state, the companies the caller may choose, and sending a refused invoice again.
 */

/** `GET fiscal/?company=&status=&page=`: newest first. */
export const fiscalListQuery = (q: { company: number; status: FiscalStatus; page: number }) =>
  queryOptions({
    queryKey: queryKeys.fiscalList(q),
    queryFn: async () => {
      const query = { company: q.company, status: q.status, page: q.page } satisfies QueryParams<'fiscal/'>;
      return unwrap(await apiRequest<ListEnvelope<FiscalOutboxWire>>('GET', 'fiscal/', { query }));
    },
    enabled: q.company > 0,
    placeholderData: keepPreviousData,
  });

export const useFiscalList = (q: { company: number; status: FiscalStatus; page: number }) =>
  useQuery(fiscalListQuery(q));

/** The companies in reach (`company/`, every page): the screen's company choice. */
export const fiscalCompaniesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.fiscal(), 'companies'] as const,
    queryFn: async (): Promise<CompanyWire[]> => {
      const all: CompanyWire[] = [];
      for (let page = 1; page <= 50; page += 1) {
        const query = { page } satisfies QueryParams<'company/'>;
        const envelope = unwrap(await apiRequest<ListEnvelope<CompanyWire>>('GET', 'company/', { query }));
        all.push(...envelope.results);
        if (!envelope.next) break;
      }
      return all;
    },
    staleTime: 5 * 60_000,
  });

/** `POST fiscal/<id>/resend/`: a refused invoice goes again; every fiscal read is refreshed. */
export function useResendFiscal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await apiRequest<FiscalOutboxWire>('POST', `fiscal/${id}/resend/`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.fiscal() }),
  });
}
