import { Alert, Button, Center, Loader, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { Paginator } from './paginator';

export interface Column<Row> {
  /** Column heading as shown to the user. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  /** A failed load: shown in place of the rows with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
  pagination?: { page: number; count: number; pageSize: number; onPage: (page: number) => void };
  footer?: ReactNode;
  caption?: string;
}

/** Left and right as the reader's direction has them: in Urdu a 'left' column starts at the right. */
const logical = (align: Column<unknown>['align']) =>
  align === 'right' ? 'end' : align === 'center' ? 'center' : 'start';

/** The one table of every list screen: loading, error and empty states, and server pagination. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, loading, error, onRetry, emptyText } = props;
  const t = useT();
  const offset = props.pagination ? (props.pagination.page - 1) * props.pagination.pageSize : 0;
  let body: ReactNode;
  if (error) {
    body = (
      <Alert color="red" title={t('common.table.loadFailed')} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          {onRetry && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  } else if (loading && !rows) {
    body = (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (!rows || rows.length === 0) {
    body = (
      <Center py="xl">
        <Text c="dimmed" size="sm">
          {emptyText ?? t('common.table.empty')}
        </Text>
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        {body ?? (
          <ScrollArea>
            <Table striped highlightOnHover verticalSpacing="xs" aria-busy={loading || undefined}>
              {props.caption && <Table.Caption>{props.caption}</Table.Caption>}
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th
                      key={c.header}
                      style={{ textAlign: logical(c.align), width: c.width, whiteSpace: 'nowrap' }}
                    >
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows?.map((row, i) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.header} style={{ textAlign: logical(c.align) }}>
                        {c.cell(row, offset + i)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {props.footer && <Table.Tfoot>{props.footer}</Table.Tfoot>}
            </Table>
          </ScrollArea>
        )}
      </Paper>
      {props.pagination && <Paginator {...props.pagination} />}
    </Stack>
  );
}
