import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, QueryParams, UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A runaway `next` chain stops here rather than looping for ever. */
const MAX_PAGES = 100;

/** Every page of a list of people, with the query its own schema declares. */
async function allPages<P extends 'user/' | 'vendor/'>(path: P, query: QueryParams<P>): Promise<UserWire[]> {
  const all: UserWire[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const envelope = unwrap(
      await apiRequest<ListEnvelope<UserWire>>('GET', path, { query: { ...query, page } }),
    );
    all.push(...envelope.results);
    if (!envelope.next) break;
  }
  return all;
}

/**
 * The people an internal order may be placed with (contract 3.1): every page of
 * `user/?user_type=ADMIN`, then every page of `vendor/`.
 */
export async function fetchCounterparties(): Promise<{ admins: UserWire[]; vendors: UserWire[] }> {
  const [admins, vendors] = await Promise.all([
    allPages('user/', { user_type: 'ADMIN' }),
    allPages('vendor/', {}),
  ]);
  return { admins, vendors };
}

export const counterpartiesQuery = () =>
  queryOptions({ queryKey: queryKeys.orderCounterparties(), queryFn: fetchCounterparties });

export const useCounterparties = () => useQuery(counterpartiesQuery());
