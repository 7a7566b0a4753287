import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { D, type ExpenseSummaryWire, type TransactionWire, type UserWire } from '@tillwise/domain';
import { useEffect, useState } from 'react';
import { DataTable } from '../../components/data-table';
import { showError } from '../../components/global-error';
import { useFormatter, useT } from '../../i18n';
import { useLtrText } from '../../i18n/isolate';
import type { Translate } from '../../i18n/use-t';
import { describeApiError, isApiError } from '../../lib/api-error';
import type { Formatter } from '../../lib/format';
import { pageSizeOf } from '../../lib/page-size';
import { usePrintLogo } from './api/get-company-logo';
import { useExpenseSummary } from './api/get-expense-summary';
import { fetchTransactions, useTransactions } from './api/get-transactions';
import { todayIso } from './money';
import { PrintSheet } from './print-sheet';
import { useSummaryColumns } from './summary-columns';
import { type DayRange, SummaryRange } from './summary-range';

function Figure({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  const f = useFormatter();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} data-testid={testId}>
        {value === undefined ? '…' : f.money(value)}
      </Text>
    </Paper>
  );
}

/**
 * What the empty list says: expenses the till (petty cash) or the stock (write-offs, counts) posted
 * are not finance records, so an empty list can stand beside a total that is not zero.
 */
export function emptyText(s: ExpenseSummaryWire | undefined, t: Translate, f: Formatter): string {
  if (!s || new D(s.total_expense).isZero()) return t('finance.summary.emptyNone');
  return t('finance.summary.emptyOther', { amount: f.money(s.total_expense) });
}

const failure = (e: unknown): string | null => (e ? (isApiError(e) ? describeApiError(e) : String(e)) : null);

/**
 * SUMMARY (spec 2.13): the company's finance records for a day or a range, with the balances
 * from the journal, and Print for a clean paper copy of every row of the range.
 */
export function ExpenseSummaryPage({ user }: { user: UserWire }) {
  const t = useT();
  const f = useFormatter();
  const columns = useSummaryColumns();
  const ltr = useLtrText();
  const company = user.company?.id;
  const [range, setRange] = useState<DayRange>({ start: todayIso(), end: todayIso() });
  const [page, setPage] = useState(1);
  const list = useTransactions({ ...range, page, company });
  const summary = useExpenseSummary({ ...range, company });
  const logo = usePrintLogo();
  const [printRows, setPrintRows] = useState<TransactionWire[] | null>(null);
  const [preparing, setPreparing] = useState(false);

  // The sheet is rendered with every row first; the browser prints once it is on the page.
  useEffect(() => {
    if (printRows) window.print();
  }, [printRows]);

  async function print() {
    setPreparing(true);
    try {
      const rows: TransactionWire[] = [];
      for (let p = 1; ; p++) {
        const envelope = await fetchTransactions({ ...range, page: p, company });
        rows.push(...envelope.results);
        if (!envelope.next) break;
      }
      setPrintRows(rows);
    } catch (error) {
      showError(failure(error) ?? t('finance.summary.printFailed'));
    } finally {
      setPreparing(false);
    }
  }

  const s = summary.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('finance.summary.title')}
        </Title>
        <Button variant="default" onClick={print} loading={preparing} disabled={!s}>
          {t('finance.print')}
        </Button>
      </Group>
      <SummaryRange
        onSearch={(next) => {
          setRange(next);
          setPage(1);
          setPrintRows(null);
        }}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('finance.summary.starting')} value={s?.starting_balance} testId="starting-balance" />
        <Figure label={t('finance.summary.current')} value={s?.current_balance} testId="current-balance" />
        <Figure label={t('finance.summary.totalExpense')} value={s?.total_expense} testId="total-expense" />
        <Figure label={t('finance.summary.closing')} value={s?.closing_balance} testId="closing-balance" />
      </SimpleGrid>
      {s && s.expenses_by_account.length > 0 && (
        <Text size="sm" data-testid="expenses-by-account">
          {t('finance.summary.byAccount', {
            list: s.expenses_by_account.map((e) => `${e.name} ${f.money(e.amount)}`).join(' · '),
          })}
        </Text>
      )}
      {s && (
        <Text size="sm" c="dimmed" data-testid="balance-reconciliation">
          {t('finance.summary.reconcile', {
            start: f.money(s.starting_balance),
            records: f.money(s.records_funds),
            other: f.money(s.other_funds),
            closing: f.money(s.closing_balance),
            date: ltr(s.end_date),
          })}
        </Text>
      )}
      <DataTable
        caption={
          range.start === range.end
            ? t('finance.summary.recordsOf', { day: ltr(range.start) })
            : t('finance.summary.recordsFrom', { start: ltr(range.start), end: ltr(range.end) })
        }
        columns={columns}
        rows={list.data?.results}
        rowKey={(t) => t.id}
        loading={list.isFetching}
        error={failure(list.error) ?? failure(summary.error)}
        onRetry={() => {
          void list.refetch();
          void summary.refetch();
        }}
        emptyText={emptyText(s, t, f)}
        pagination={
          list.data && {
            page,
            count: list.data.count,
            pageSize: pageSizeOf(list.data, page),
            onPage: setPage,
          }
        }
        footer={
          s && (
            <Table.Tr>
              <Table.Th colSpan={6}>{t('finance.summary.totalRange')}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }} data-testid="total-credit">
                {f.money(s.total_credit)}
              </Table.Th>
              <Table.Th style={{ textAlign: 'end' }} data-testid="total-debit">
                {f.money(s.total_debit)}
              </Table.Th>
              <Table.Th colSpan={2} />
            </Table.Tr>
          )
        }
      />
      {printRows && s && (
        <PrintSheet
          companyName={user.company?.company_name ?? ''}
          logoUrl={logo.data ?? null}
          summary={s}
          rows={printRows}
        />
      )}
    </Stack>
  );
}
