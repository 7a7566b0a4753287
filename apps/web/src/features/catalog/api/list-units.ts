import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, UnitWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET unit/` (O7): every unit is on the first page. */
export async function fetchUnits(): Promise<UnitWire[]> {
  return unwrap(await apiRequest<ListEnvelope<UnitWire>>('GET', 'unit/')).results;
}

export const unitsQuery = () =>
  queryOptions({ queryKey: queryKeys.units(), queryFn: fetchUnits, staleTime: 5 * 60_000 });

export const useUnits = () => useQuery(unitsQuery());
