import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  COMPANY_TYPES,
  type CompanyType,
  type ListEnvelope,
  USER_TYPES,
  type UserType,
} from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface TypeLists {
  userTypes: UserType[];
  companyTypes: CompanyType[];
}

type Entry = Record<string, unknown>;

/** The first entry's list under `key` (contract A7), keeping only the values this app knows. */
function listOf<T extends string>(results: Entry[], key: string, known: readonly T[]): T[] {
  const list = results.find((entry) => Array.isArray(entry[key]))?.[key];
  return Array.isArray(list) ? known.filter((value) => list.includes(value)) : [];
}

/** `GET type/` (contract A7): the role and department type lists behind the form selects. */
export async function fetchTypeLists(): Promise<TypeLists> {
  const envelope = unwrap(await apiRequest<ListEnvelope<Entry>>('GET', 'type/'));
  const results = envelope?.results ?? [];
  return {
    userTypes: listOf(results, 'user_type', USER_TYPES),
    companyTypes: listOf(results, 'company_type', COMPANY_TYPES),
  };
}

export const typeListsQuery = () =>
  queryOptions({
    queryKey: queryKeys.typeLists(),
    queryFn: fetchTypeLists,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTypeLists = () => useQuery(typeListsQuery());
