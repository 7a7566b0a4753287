import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isValidRange, type TrialBalanceRowWire } from '@tillwise/domain';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { describeApiError, isApiError } from '../../lib/api-error';
import { dateTime } from '../../lib/format';
import { pageSizeOf } from '../../lib/page-size';
import { useStatement } from './api/get-statement';
import { money, monthStartIso, todayIso } from './money';
import { StatementRange } from './statement-range';

/** One account's lines with the running balance, between its opening and closing balances. */
export function StatementPanel({ account }: { account: TrialBalanceRowWire }) {
  const [start, setStart] = useState(monthStartIso());
  const [end, setEnd] = useState(todayIso());
  const [page, setPage] = useState(1);
  const valid = isValidRange(start, end);
  const statement = useStatement(valid ? { account: account.id, start, end, page } : null);
  const data = statement.data;
  const error = statement.error
    ? isApiError(statement.error)
      ? describeApiError(statement.error)
      : 'Failed'
    : null;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={3} size="h5">
            Statement: {account.name}
          </Title>
          <Group gap="xs" align="flex-start">
            <StatementRange
              start={start}
              end={end}
              valid={valid}
              onChange={(range) => {
                setStart(range.start);
                setEnd(range.end);
                setPage(1);
              }}
            />
          </Group>
        </Group>
        {data && (
          <Text size="sm">
            Opening balance <strong data-testid="opening-balance">{money(data.opening_balance)}</strong>
            {' · '}Closing balance{' '}
            <strong data-testid="closing-balance">{money(data.closing_balance)}</strong>
          </Text>
        )}
        <DataTable
          caption={`Lines of ${account.name}`}
          columns={[
            { header: 'Date', cell: (l) => dateTime(l.created) },
            { header: 'Entry', cell: (l) => `#${l.entry}` },
            { header: 'Memo', cell: (l) => l.memo || l.source_type },
            { header: 'Debit', cell: (l) => (Number(l.debit) ? money(l.debit) : ''), align: 'right' },
            { header: 'Credit', cell: (l) => (Number(l.credit) ? money(l.credit) : ''), align: 'right' },
            { header: 'Balance', cell: (l) => money(l.balance), align: 'right' },
          ]}
          rows={data?.results}
          rowKey={(l) => l.id}
          loading={statement.isFetching}
          error={error}
          onRetry={() => void statement.refetch()}
          emptyText="No lines in this range."
          pagination={
            data ? { page, count: data.count, pageSize: pageSizeOf(data, page), onPage: setPage } : undefined
          }
        />
      </Stack>
    </Paper>
  );
}
