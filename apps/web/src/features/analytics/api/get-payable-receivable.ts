import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayableReceivableWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET total-payable-receivable/<company>/` (O27): 0 is every company in reach. */
export const usePayableReceivable = (company: number) =>
  useQuery({
    queryKey: queryKeys.payableReceivable(company),
    queryFn: async () =>
      unwrap(await apiRequest<PayableReceivableWire>('GET', `total-payable-receivable/${company}/`)),
    placeholderData: keepPreviousData,
  });
