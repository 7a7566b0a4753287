import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { isValidRange, type PartyStatement, type TrialBalanceRowWire, toCsv } from '@tillwise/domain';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { DataTable } from '../../components/data-table';
import { Ltr, useFormatter, useT } from '../../i18n';
import { useLtrText } from '../../i18n/isolate';
import type { Translate } from '../../i18n/use-t';
import { describeApiError, isApiError } from '../../lib/api-error';
import { dateTime } from '../../lib/format';
import { usePartyStatement } from './api/party-credit';
import { ledgerColumns } from './ledger-columns';
import { monthStartIso, todayIso } from './money';
import classes from './print-sheet.module.css';
import { SettleModal } from './settle-modal';
import { StatementRange } from './statement-range';

const BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
/** Lines shown per page on screen; print and CSV carry them all. */
const PAGE = 50;

/**
 * The statement as CSV: the figures first, then every line (docs/domain/credit.md, "Statements").
 * The headings are in the reader's language; the figures are the wire's decimals in either, so a
 * spreadsheet reads the same numbers.
 */
export function statementCsv(s: PartyStatement, t: Translate): string {
  const rows: string[][] = [
    [t('finance.books.statement'), s.party],
    [t('finance.books.company'), s.company.company_name],
    [t('finance.range.from'), s.start_date],
    [t('finance.range.to'), s.end_date],
    [t('finance.statement.opening'), s.opening_balance],
    [t('finance.party.invoices'), s.invoices],
    [t('finance.party.payments'), s.payments],
    [t('finance.party.refunds'), s.refunds],
    [t('finance.party.adjustments'), s.adjustments],
    [t('finance.statement.closing'), s.closing_balance],
    ...BUCKETS.map((b) => [t('finance.ageing.csv', { bucket: b }), s.ageing[b]]),
    [],
    [
      t('finance.col.date'),
      t('finance.col.kind'),
      t('finance.col.reference'),
      t('finance.col.memo'),
      t('finance.col.debit'),
      t('finance.col.credit'),
      t('finance.col.balance'),
    ],
    ...s.lines.map((l) => [
      l.created,
      t(`finance.line.${l.kind}`),
      l.reference,
      l.memo,
      l.debit,
      l.credit,
      l.balance,
    ]),
  ];
  return toCsv(rows);
}

function download(s: PartyStatement, t: Translate) {
  const url = URL.createObjectURL(new Blob([statementCsv(s, t)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `statement-${s.party.replace(/[^\w-]+/g, '-')}-${s.start_date}-${s.end_date}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The figures of a statement: opening, each kind, closing, and the ageing at the end. */
function Figures({ s }: { s: PartyStatement }) {
  const t = useT();
  const f = useFormatter();
  const ltr = useLtrText();
  const cells: [string, string, string][] = [
    [t('finance.statement.opening'), s.opening_balance, 'opening'],
    [t('finance.party.invoices'), s.invoices, 'invoices'],
    [t('finance.party.payments'), s.payments, 'payments'],
    [t('finance.party.refunds'), s.refunds, 'refunds'],
    [t('finance.statement.closing'), s.closing_balance, 'closing'],
  ];
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {cells.map(([label, value, id]) => (
          <div key={id}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} data-testid={`statement-${id}`}>
              {f.money(value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Table withTableBorder withColumnBorders w="auto" data-testid="statement-ageing">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('finance.ageing.at', { date: ltr(s.end_date) })}</Table.Th>
            {BUCKETS.map((b) => (
              <Table.Th key={b} ta="end">
                {t('finance.ageing.days', { bucket: ltr(b) })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{t('finance.ageing.owed')}</Table.Td>
            {BUCKETS.map((b) => (
              <Table.Td key={b} ta="end">
                {f.money(s.ageing[b])}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * The paper statement (A4, a portal on <body> that only print shows), in the reader's language:
 * right to left in Urdu, in the Urdu face. Money is the formatter's (Western digits in either
 * language, so an accountant finds the same figures); references and dates read left to right.
 */
function StatementSheet({ s }: { s: PartyStatement }) {
  const t = useT();
  const f = useFormatter();
  // Days and the ageing's "90+" read left to right inside the Urdu sentences.
  const ltr = useLtrText();
  return createPortal(
    <section
      className={classes.sheet}
      data-testid="statement-sheet"
      aria-label={t('finance.print.statementView')}
    >
      <div className={classes.letterhead}>
        <div>
          <div className={classes.company}>{s.company.company_name}</div>
          <h1 className={classes.title}>
            {t('finance.print.statementTitle', {
              party: s.party,
              kind: t(`finance.partyKind.${s.party_kind}`),
            })}
          </h1>
        </div>
      </div>
      <div className={classes.meta}>
        <span>{t('finance.print.period', { start: ltr(s.start_date), end: ltr(s.end_date) })}</span>
        <span>{t('finance.print.opening', { amount: f.money(s.opening_balance) })}</span>
        <span>{t('finance.print.invoices', { amount: f.money(s.invoices) })}</span>
        <span>{t('finance.print.payments', { amount: f.money(s.payments) })}</span>
        <span>{t('finance.print.refunds', { amount: f.money(s.refunds) })}</span>
        <span>{t('finance.print.closing', { amount: f.money(s.closing_balance) })}</span>
      </div>
      <div className={classes.meta}>
        {BUCKETS.map((b) => (
          <span key={b}>{t('finance.print.ageing', { bucket: ltr(b), amount: f.money(s.ageing[b]) })}</span>
        ))}
      </div>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t('finance.col.date')}</th>
            <th>{t('finance.col.kind')}</th>
            <th>{t('finance.col.reference')}</th>
            <th>{t('finance.col.memo')}</th>
            <th className={classes.right}>{t('finance.col.debit')}</th>
            <th className={classes.right}>{t('finance.col.credit')}</th>
            <th className={classes.right}>{t('finance.col.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l) => (
            <tr key={l.id}>
              <td className={classes.nowrap}>
                <Ltr>{dateTime(l.created)}</Ltr>
              </td>
              <td>{t(`finance.line.${l.kind}`)}</td>
              <td data-testid="statement-sheet-reference">
                <Ltr>{l.reference}</Ltr>
              </td>
              <td>
                <bdi>{l.memo}</bdi>
              </td>
              <td className={classes.right}>{Number(l.debit) ? f.money(l.debit) : ''}</td>
              <td className={classes.right}>{Number(l.credit) ? f.money(l.credit) : ''}</td>
              <td className={classes.right}>{f.money(l.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>,
    document.body,
  );
}

/**
 * A customer's or vendor's statement (Finance › Books, a receivable or payable account): the
 * period's figures and ageing on screen, Print (A4, or PDF through the browser's print), CSV, and
 * for a customer, Receive payment against their open invoices.
 */
export function PartyStatementPanel({ account }: { account: TrialBalanceRowWire }) {
  const t = useT();
  const f = useFormatter();
  const [start, setStart] = useState(monthStartIso());
  const [end, setEnd] = useState(todayIso());
  const [settling, setSettling] = useState(false);
  const [page, setPage] = useState(1);
  const valid = isValidRange(start, end);
  const statement = usePartyStatement(valid ? { account: account.id, start, end } : null);
  const s = statement.data;
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
            {t('finance.statement.title', { name: s?.party ?? account.name })}
          </Title>
          <Group gap="xs" align="flex-end">
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
            <Button
              variant="default"
              disabled={!s}
              onClick={() => window.print()}
              data-testid="statement-print"
            >
              {t('finance.statement.printPdf')}
            </Button>
            <Button
              variant="default"
              disabled={!s}
              onClick={() => s && download(s, t)}
              data-testid="statement-csv"
            >
              {t('finance.statement.csv')}
            </Button>
            {account.counterparty_user !== null && account.purpose === 'RECEIVABLE' && (
              <Button onClick={() => setSettling(true)} data-testid="receive-payment">
                {t('finance.statement.receive')}
              </Button>
            )}
          </Group>
        </Group>
        {s && <Figures s={s} />}
        <DataTable
          caption={t('finance.statement.lineCaption', { name: account.name })}
          columns={[
            { header: t('finance.col.date'), cell: (l) => <Ltr>{dateTime(l.created)}</Ltr> },
            { header: t('finance.col.kind'), cell: (l) => t(`finance.line.${l.kind}`) },
            { header: t('finance.col.reference'), cell: (l) => <Ltr>{l.reference}</Ltr> },
            { header: t('finance.col.memo'), cell: (l) => <bdi>{l.memo}</bdi> },
            ...ledgerColumns(t, f),
          ]}
          rows={s?.lines.slice((page - 1) * PAGE, page * PAGE)}
          rowKey={(l) => l.id}
          loading={statement.isFetching}
          error={error}
          onRetry={() => void statement.refetch()}
          emptyText={t('finance.statement.emptyPeriod')}
          pagination={s ? { page, count: s.lines.length, pageSize: PAGE, onPage: setPage } : undefined}
        />
      </Stack>
      {s && <StatementSheet s={s} />}
      {settling && account.counterparty_user !== null && (
        <SettleModal
          customer={account.counterparty_user}
          name={s?.party ?? account.name}
          onClose={() => setSettling(false)}
          onDone={() => {
            setSettling(false);
            void statement.refetch();
          }}
        />
      )}
    </Paper>
  );
}
