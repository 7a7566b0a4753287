import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyRefWire, ListEnvelope } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET ledger/companies/`: the departments whose books the manager may read and charge. */
export const ledgerCompaniesQuery = () =>
  queryOptions({
    queryKey: queryKeys.ledgerCompanies(),
    queryFn: async () =>
      unwrap(await apiRequest<ListEnvelope<CompanyRefWire>>('GET', 'ledger/companies/')).results,
    staleTime: 5 * 60_000,
  });

export const useLedgerCompanies = () => useQuery(ledgerCompaniesQuery());
