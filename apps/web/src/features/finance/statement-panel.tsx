import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isValidRange, type TrialBalanceRowWire } from '@tillwise/domain';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { Ltr, useFormatter, useT } from '../../i18n';
import { describeApiError, isApiError } from '../../lib/api-error';
import { dateTime } from '../../lib/format';
import { pageSizeOf } from '../../lib/page-size';
import { useStatement } from './api/get-statement';
import { ledgerColumns } from './ledger-columns';
import { monthStartIso, todayIso } from './money';
import { StatementRange } from './statement-range';

/** One account's lines with the running balance, between its opening and closing balances. */
export function StatementPanel({ account }: { account: TrialBalanceRowWire }) {
  const t = useT();
  const f = useFormatter();
  const [start, setStart] = useState(monthStartIso());
  const [end, setEnd] = useState(todayIso());
  const [page, setPage] = useState(1);
  const valid = isValidRange(start, end);
  const statement = useStatement(valid ? { account: account.id, start, end, page } : null);
  const data = statement.data;
  const error = statement.error
    ? isApiError(statement.error)
      ? describeApiError(statement.error)
      : t('finance.failed')
    : null;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={3} size="h5">
            {t('finance.statement.title', { name: account.name })}
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
            {t('finance.statement.opening')}{' '}
            <strong data-testid="opening-balance">{f.money(data.opening_balance)}</strong>
            {' · '}
            {t('finance.statement.closing')}{' '}
            <strong data-testid="closing-balance">{f.money(data.closing_balance)}</strong>
          </Text>
        )}
        <DataTable
          caption={t('finance.statement.linesOf', { name: account.name })}
          columns={[
            { header: t('finance.col.date'), cell: (l) => <Ltr>{dateTime(l.created)}</Ltr> },
            { header: t('finance.col.entry'), cell: (l) => <Ltr>#{l.entry}</Ltr> },
            { header: t('finance.col.memo'), cell: (l) => l.memo || l.source_type },
            ...ledgerColumns(t, f),
          ]}
          rows={data?.results}
          rowKey={(l) => l.id}
          loading={statement.isFetching}
          error={error}
          onRetry={() => void statement.refetch()}
          emptyText={t('finance.statement.empty')}
          pagination={
            data ? { page, count: data.count, pageSize: pageSizeOf(data, page), onPage: setPage } : undefined
          }
        />
      </Stack>
    </Paper>
  );
}
