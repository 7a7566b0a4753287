import type { UseQueryResult } from '@tanstack/react-query';
import type { ListEnvelope } from '@tillwise/domain';
import { failureText } from '../lib/api-error';
import { pageSizeOf } from '../lib/page-size';
import type { DataTableProps } from './data-table';

type ListTableProps<Row> = Pick<DataTableProps<Row>, 'rows' | 'loading' | 'error' | 'onRetry' | 'pagination'>;

/**
 * Wires a list query to the DataTable: its rows, loading and failure states, retry, and server
 * pagination at the page size the server actually used.
 */
export function listTableProps<Row>(
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
