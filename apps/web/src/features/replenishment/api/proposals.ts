import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryParams, WireProposalLine, WireRequest } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { retryableWrite } from '../../../lib/retryable-write';

export interface ProposalAnswer {
  count: number;
  truncated: boolean;
  results: WireProposalLine[];
}

/** `GET replenishment/`: what to order now, for one company or (null) every company in reach. */
export const useProposals = (company: number | null) =>
  useQuery({
    queryKey: ['replenishment', 'proposals', company],
    queryFn: async () =>
      unwrap(
        await apiRequest<ProposalAnswer>('GET', 'replenishment/', {
          query: { company: company ?? undefined } satisfies QueryParams<'replenishment/'>,
        }),
      ),
  });

export interface AcceptedLine {
  product_variant: number;
  quantity: string;
}

/**
 * `POST replenishment/request/`: the accepted lines of one department's proposal as one request,
 * with an Idempotency-Key kept until the server answers (a lost answer resent is not a second request).
 */
export function useAcceptProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { supplier: number; lines: AcceptedLine[] }) =>
      unwrap(await retryableWrite<WireRequest>('POST', 'replenishment/request/', body)),
    onSettled: () => client.invalidateQueries({ queryKey: ['replenishment'] }),
  });
}
