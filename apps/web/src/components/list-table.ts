import type { UseQueryResult } from '@tanstack/react-query';
import { type ListEnvelope, pageCount } from '@tillwise/domain';
import { useEffect } from 'react';
import { failureText, isApiError } from '../lib/api-error';
import { pageSizeOf } from '../lib/page-size';
import type { DataTableProps } from './data-table';

type ListTableProps<Row> = Pick<DataTableProps<Row>, 'rows' | 'loading' | 'error' | 'onRetry' | 'pagination'>;

/**
 * Wires a list query to the DataTable: its rows, loading and failure states, retry, and server
 * pagination at the page size the server actually used.
 */
function listTableProps<Row>(
  query: UseQueryResult<ListEnvelope<Row>>,
  page: number,
  onPage: (page: number) => void,
): ListTableProps<Row> {
  const data = query.data;
  return {
    rows: data?.results,
    loading: query.isFetching,
    error: failureText(query.error),
    onRetry: () => void query.refetch(),
    pagination: data && { page, count: data.count, pageSize: pageSizeOf(data, page), onPage },
  };
}

/**
 * Where to go from a page the server says is past the end: the last page the list had when it
 * was last read, one back at most (deleting the only row of the last page shows the page before
 * it); without such a reading (an old link), page 1.
 */
function pageBeforeTheEnd<Row>(query: UseQueryResult<ListEnvelope<Row>>, page: number): number {
  const data = query.isPlaceholderData ? undefined : query.data;
  const last = data ? pageCount(data.count, pageSizeOf(data, page)) : 1;
  return Math.max(1, Math.min(page - 1, last));
}

/**
 * listTableProps for a list whose page can run past the end: when the server answers a page with
 * "Invalid page." (a 404), because its last row was just deleted or the link is old, the list
 * moves to an earlier page instead of showing that error with a Try again that can never work.
 */
export function useListTable<Row>(
  query: UseQueryResult<ListEnvelope<Row>>,
  page: number,
  onPage: (page: number) => void,
): ListTableProps<Row> {
  const pastTheEnd = page > 1 && isApiError(query.error) && query.error.status === 404;
  const target = pastTheEnd ? pageBeforeTheEnd(query, page) : page;
  useEffect(() => {
    if (target !== page) onPage(target);
  }, [target, page, onPage]);
  const props = listTableProps(query, page, onPage);
  return pastTheEnd
    ? { ...props, rows: undefined, loading: true, error: null, pagination: undefined }
    : props;
}
